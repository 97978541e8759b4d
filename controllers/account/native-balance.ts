import type { CaipNetwork } from '../../types/public.js'
import type { TokenBalance } from '../../clients/types.js'
import { loadAdapter } from './adapters.js'
import { rpcUrlFor } from '../networks/rpc-url.js'
import { $options } from '../config/options.js'
import { blockchainApiClient } from '../config/services.js'

/** The CAIP-10 id the blockchain API prices a native coin under when the family has no token address for it (bip122). */
export const nativePriceId = (network: CaipNetwork): string => `${network.caipNetworkId}:native`

/**
 * The native coin's USD price from the blockchain API; undefined when it has none (the hosted API
 * prices no bip122 coin: src/handlers/fungible_price.rs) or cannot be reached. The balance still shows.
 */
async function nativePrice(network: CaipNetwork): Promise<number | undefined> {
  try {
    const price = (await (await blockchainApiClient()).fetchTokenPrice(nativePriceId(network)))?.price
    return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined
  } catch {
    return undefined
  }
}

// Loaded by fetchBalances only for a native-only namespace (bip122), so none of it sits on the button's path.
/** The native coin as a token: the adapter's exact decimal balance, priced by the blockchain API. */
export async function nativeBalance(address: string, network: CaipNetwork): Promise<TokenBalance> {
  const adapter = await loadAdapter(network.chainNamespace)
  const [{ balance, symbol }, price] = await Promise.all([adapter.getBalance(address, network, rpcUrlFor(network, $options.get()?.customRpcUrls)), nativePrice(network)])
  const { name, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    // No price: no value either, rather than a USD value of 0 the coin does not have.
    ...(price === undefined ? {} : { value: Number(balance) * price }),
    price: price ?? 0,
    quantity: { decimals: String(decimals), numeric: balance },
    iconUrl: network.assets?.imageUrl ?? ''
  }
}
