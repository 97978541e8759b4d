import type { AppKitInitialState, ChainNamespace } from '../../types/public.js'
import { $accounts, updateAccount } from '../account/store.js'
import { $activeNetwork, $chain, findNetwork, setActiveNamespace, setFamilyNetwork } from '../networks/store.js'
import { CONNECTION_STATUS_KEY } from '../connection/hooks.js'
import { readStateCookie, rememberedAccount, serializeInitialState, STATE_COOKIE } from './initial-state.js'
import { readStored } from '../config/storage.js'

/** Browsers cap a cookie's life at 400 days; a connection kept in localStorage has no end either. */
const MAX_AGE_S = 400 * 24 * 3600

/**
 * Option `ssr`, in the browser only: the page starts from the remembered connection (each family the
 * restore will bring back shows its address as `reconnecting`, so the button never shows Connect
 * between the server's HTML and the wallet's answer), and every change of the public connection state
 * is written to the cookie the server reads on the next request.
 */
export function startStateCookie(): () => void {
  if (typeof document === 'undefined') return () => undefined
  seedFromCookie(readStateCookie(document.cookie))
  let written = ''
  const write = (): void => {
    const value = serializeInitialState(currentState())
    if (value === written) return
    written = value
    const secure = location.protocol === 'https:' ? ';secure' : ''
    // No HttpOnly: the page writes it. SameSite=Lax: sent on the visitor's own navigations, not on third-party requests.
    document.cookie = `${STATE_COOKIE}=${value};path=/;max-age=${MAX_AGE_S};samesite=lax${secure}`
  }
  const unbindAccounts = $accounts.subscribe(write)
  const unbindChain = $chain.subscribe(write)
  return () => {
    unbindAccounts()
    unbindChain()
  }
}

/** Seeds only the families the restore settles (remembered as connected in storage, by the same wallet). */
function seedFromCookie(state: AppKitInitialState | undefined): void {
  if (!state) return
  const stored = readStored<Partial<Record<ChainNamespace, { status: string; connectorId?: string }>>>(CONNECTION_STATUS_KEY) ?? {}
  let seeded = false
  for (const [namespace, entry] of Object.entries(state.accounts) as Array<[ChainNamespace, NonNullable<AppKitInitialState['accounts'][ChainNamespace]>]>) {
    const remembered = stored[namespace]
    if (remembered?.status !== 'connected' || remembered.connectorId !== entry.connectorId) continue
    updateAccount(namespace, rememberedAccount(entry))
    seeded = true
  }
  if (!seeded) return
  const network = state.caipNetworkId && findNetwork(state.caipNetworkId)
  if (network) setFamilyNetwork(network)
  if (state.activeNamespace && $accounts.get()[state.activeNamespace]) setActiveNamespace(state.activeNamespace)
}

/** The public connection state now: connected and still-restoring families, the active family and network. */
function currentState(): AppKitInitialState {
  const accounts: AppKitInitialState['accounts'] = {}
  for (const [namespace, account] of Object.entries($accounts.get()) as Array<[ChainNamespace, NonNullable<ReturnType<typeof $accounts.get>[ChainNamespace]>]>) {
    if (!account.caipAddress || (account.status !== 'connected' && account.status !== 'reconnecting')) continue
    accounts[namespace] = {
      caipAddress: account.caipAddress,
      ...(account.connectorId ? { connectorId: account.connectorId } : {}),
      ...(account.connectedWalletInfo?.name ? { walletName: account.connectedWalletInfo.name.slice(0, 100) } : {})
    }
  }
  const { activeNamespace } = $chain.get()
  const caipNetworkId = $activeNetwork.get()?.caipNetworkId
  return { ...(activeNamespace ? { activeNamespace } : {}), ...(caipNetworkId ? { caipNetworkId } : {}), accounts }
}
