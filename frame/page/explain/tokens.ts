import { decodeAbiParameters, encodeFunctionData, hexToString, parseAbi, trim, type Hex, type PublicClient } from 'viem'
import { usdValue, type Lookups } from './blockchain-api.js'
import type { Amount } from './model.js'

/** A token's symbol and decimals, read from its contract; tokens that lack them (or are no contract) are tolerated. */

export interface TokenInfo {
  symbol?: string
  decimals?: number
}

const METADATA = parseAbi(['function symbol() view returns (string)', 'function decimals() view returns (uint8)'])
/** A symbol is a short word: anything longer is a hostile or broken token, kept as data but bounded. */
const MAX_SYMBOL_LENGTH = 32

export async function readToken(client: PublicClient, token: Hex): Promise<TokenInfo> {
  const call = (functionName: 'symbol' | 'decimals') => client.call({ to: token, data: encodeFunctionData({ abi: METADATA, functionName }) }).then(
    answer => answer.data,
    () => undefined
  )
  const [symbolData, decimalsData] = await Promise.all([call('symbol'), call('decimals')])
  return { ...symbolOf(symbolData), ...decimalsOf(decimalsData) }
}

/** `string` as ERC-20 says, or `bytes32` as early tokens (MKR, SAI) answer. */
function symbolOf(data: Hex | undefined): { symbol?: string } {
  if (!data || data === '0x') return {}
  let symbol: string | undefined
  try {
    symbol = decodeAbiParameters([METADATA[0].outputs[0]], data)[0]
  } catch {
    // eslint-disable-next-line no-control-regex -- a bytes32 symbol is padded with NUL characters
    if (data.length === 66) symbol = hexToString(trim(data, { dir: 'right' }) as Hex).replace(/\u0000+$/, '')
  }
  return symbol && symbol.length <= MAX_SYMBOL_LENGTH ? { symbol } : {}
}

function decimalsOf(data: Hex | undefined): { decimals?: number } {
  if (!data || data.length !== 66) return {}
  const decimals = BigInt(data)
  return decimals <= 77n ? { decimals: Number(decimals) } : {}
}

/** An amount of a token in the model's shape, priced when the API knows it. */
export async function tokenAmount(value: bigint, token: Hex, info: TokenInfo, lookups: Lookups): Promise<Amount> {
  const decimals = info.decimals ?? 0
  const usd = info.decimals === undefined ? undefined : usdValue(value, decimals, await lookups.usdPriceOf(token))
  return { value, decimals, token, ...(info.symbol !== undefined ? { symbol: info.symbol } : {}), ...(usd !== undefined ? { usd } : {}) }
}
