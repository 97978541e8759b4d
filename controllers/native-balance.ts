import type { CaipNetwork } from '../app-kit/types.js'
import type { TokenBalance } from '../clients/types.js'
import { loadAdapter } from './adapters.js'
import { rpcUrlFor } from './chain.js'
import { $options } from './options.js'

// Loaded by fetchBalances only for a native-only namespace (bip122), so none of it sits on the button's path.
/** The native coin as a token, from the adapter's exact decimal balance (no price: the USD value stays 0). */
export async function nativeBalance(address: string, network: CaipNetwork): Promise<TokenBalance> {
  const adapter = await loadAdapter(network.chainNamespace)
  const { balance, symbol } = await adapter.getBalance(address, network, rpcUrlFor(network, $options.get()?.customRpcUrls))
  const { name, decimals } = network.nativeCurrency
  return { name, symbol, chainId: network.caipNetworkId, value: 0, price: 0, quantity: { decimals: String(decimals), numeric: balance }, iconUrl: network.assets?.imageUrl ?? '' }
}

