import type { Connector } from '../../types/public.js'
import { $connectors, connectorById } from './connectors.js'
import { trackEvent } from '../telemetry/events.js'
import { pushView, type WalletChoice } from '../modal/router.js'

/*
 * Choosing a wallet row (Connect, AllWallets, the headless list): which connector it uses and where
 * it leads. Apart from connectors.ts, which the page loads before its button: this loads with the lists.
 */

/** The connector a wallet choice uses, if installed or registered (by id, then by an rdns only one connector claims). */
export function connectorFor(wallet: WalletChoice): Connector | undefined {
  const [claimant, another] = $connectors.get().filter(candidate => wallet.rdns && candidate.info?.rdns === wallet.rdns)
  return connectorById(wallet.id) ?? (another ? undefined : claimant)
}

/** Whether choosing `wallet` goes to the WalletConnect pairing (WalletConnect itself, or a wallet not installed). */
export function leadsToWalletConnect(wallet: WalletChoice): boolean {
  const connector = connectorFor(wallet)
  return !connector || connector.type === 'WALLET_CONNECT'
}

/** behaviour §2: a matching installed connector opens ConnectingExternal, otherwise ConnectingWalletConnect. */
export function selectWallet(wallet: WalletChoice): void {
  const connector = connectorFor(wallet)
  trackEvent('SELECT_WALLET', { name: wallet.name, installed: Boolean(connector) })
  if (connector?.type === 'WALLET_CONNECT') pushView('ConnectingWalletConnect', {})
  else if (connector) pushView('ConnectingExternal', { connector, wallet })
  else pushView('ConnectingWalletConnect', { wallet })
}
