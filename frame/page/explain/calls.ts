import { decodeFunctionData, getAddress, isAddress, isHex, parseAbi, type Hex } from 'viem'
import type { CallSummary, Warning } from './model.js'
import { isUnlimited } from './typed-data.js'

/** eth_sendTransaction and wallet_sendCalls: the calls as sent, and what each one does (before any chain read). */

export interface Call {
  to: Hex
  data?: Hex
  value?: bigint
}

/** At most this many calls are explained (wallet_sendCalls is a page's list: a longer one is refused as malformed). */
export const MAX_CALLS = 64

/** The calls of either method, checked as sign-request.ts checks them before sending. */
export function callsOf(method: 'eth_sendTransaction' | 'wallet_sendCalls', params: unknown[]): Call[] {
  const first = params[0] as { calls?: unknown } | undefined
  const raw = method === 'eth_sendTransaction' ? [first] : Array.isArray(first?.calls) ? first.calls : []
  if (raw.length === 0 || raw.length > MAX_CALLS) throw new TypeError(`${method}: no calls, or too many`)
  return raw.map(item => {
    const call = (item ?? {}) as { to?: unknown; data?: unknown; value?: unknown }
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false })) throw new TypeError(`${method}: a call without a recipient`)
    if ((call.data !== undefined && !isHex(call.data)) || (call.value !== undefined && !isHex(call.value))) throw new TypeError(`${method}: data and value are hex`)
    return { to: getAddress(call.to), ...(call.data !== undefined && call.data !== '0x' ? { data: call.data as Hex } : {}), ...(call.value !== undefined ? { value: BigInt(call.value as Hex) } : {}) }
  })
}

const ERC20 = parseAbi(['function transfer(address to, uint256 value)', 'function approve(address spender, uint256 value)', 'function transferFrom(address from, address to, uint256 value)'])

/**
 * A call's meaning, without symbols, decimals, names or prices yet (explain-calls.ts adds them): amounts
 * carry the raw value with `decimals` 0 until the token is read.
 */
export function summarize(call: Call, index: number): { summary: CallSummary; warnings: Warning[] } {
  const value = call.value ?? 0n
  if (!call.data) return { summary: { kind: 'native-transfer', to: { address: call.to }, amount: { value, decimals: 0 } }, warnings: [] }
  const selector = call.data.slice(0, 10).toLowerCase() as Hex
  const decoded = value === 0n ? erc20(call.data) : undefined
  if (!decoded) {
    const warnings: Warning[] = value > 0n ? [{ code: 'unknown-call', callIndex: index, selector }] : []
    return { summary: { kind: 'contract-call', to: { address: call.to }, selector, ...(value > 0n ? { value: { value, decimals: 0 } } : {}) }, warnings }
  }
  const token = call.to
  if (decoded.functionName === 'transfer') {
    const [to, amount] = decoded.args
    return { summary: { kind: 'erc20-transfer', to: { address: to }, amount: { value: amount, decimals: 0, token } }, warnings: [] }
  }
  if (decoded.functionName === 'approve') {
    const [spender, amount] = decoded.args
    const unlimited = isUnlimited(amount, 256)
    return {
      summary: { kind: 'erc20-approve', spender: { address: spender }, token, amount: unlimited ? 'unlimited' : { value: amount, decimals: 0, token } },
      warnings: unlimited ? [{ code: 'unlimited-approval', spender: { address: spender }, token }] : []
    }
  }
  const [from, to, amount] = decoded.args
  return { summary: { kind: 'erc20-transfer-from', from: { address: from }, to: { address: to }, amount: { value: amount, decimals: 0, token } }, warnings: [] }
}

/** The three ERC-20 calls, only when the data is exactly their encoding (extra bytes make it an unknown call). */
function erc20(data: Hex) {
  try {
    const decoded = decodeFunctionData({ abi: ERC20, data })
    const expected = decoded.functionName === 'transferFrom' ? 10 + 3 * 64 : 10 + 2 * 64
    return data.length === expected ? decoded : undefined
  } catch {
    return undefined
  }
}
