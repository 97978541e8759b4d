import { getAddressDecoder, getBase58Decoder, type Address, type EncodedAccount } from '@solana/kit'
import { invalidParams } from './errors.js'
import type { SolanaLedger } from './ledger.js'

/** Account encodings of the Solana JSON-RPC (base58, base64, jsonParsed for SPL token accounts and mints). */

export const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
/** Real nodes report u64::MAX for rent-exempt accounts. */
const rentExemptEpoch = 18446744073709551615n

export interface AccountConfig {
  encoding?: string
  dataSlice?: { offset: number; length: number }
}

const addressDecoder = getAddressDecoder()
const isTokenProgram = (owner: string) => owner === tokenProgram || owner === token2022Program
type Bytes = EncodedAccount['data']
const u64 = (data: Bytes, offset: number) => new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
const addressAt = (data: Bytes, offset: number) => addressDecoder.decode(data.subarray(offset, offset + 32))

export function uiAmount(amount: bigint, decimals: number): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${amount / scale}.${fraction}` : `${amount / scale}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

export function mintDecimals(ledger: SolanaLedger, mint: Address): number {
  const account = ledger.svm.getAccount(mint)
  return account.exists && account.data.length >= 82 ? account.data[44]! : 0
}

/** SPL token account layout: mint 0..32, owner 32..64, amount 64..72, state at 108. */
function parseTokenData(ledger: SolanaLedger, account: EncodedAccount): Record<string, unknown> | undefined {
  const { data } = account
  if (!isTokenProgram(account.programAddress)) return undefined
  if (data.length === 82 || (data.length > 165 && data[165] === 1)) {
    return { type: 'mint', info: { decimals: data[44], isInitialized: data[45] === 1, supply: u64(data, 36).toString(), mintAuthority: data[0] === 1 ? addressAt(data, 4) : null, freezeAuthority: data[46] === 1 ? addressAt(data, 50) : null } }
  }
  if (data.length < 165) return undefined
  const mint = addressAt(data, 0)
  const state = ['uninitialized', 'initialized', 'frozen'][data[108]!] ?? 'uninitialized'
  return {
    type: 'account',
    info: { isNative: data[109] === 1, mint, owner: addressAt(data, 32), state, tokenAmount: uiAmount(u64(data, 64), mintDecimals(ledger, mint)) }
  }
}

export function encodeAccount(ledger: SolanaLedger, account: EncodedAccount, config: AccountConfig = {}): Record<string, unknown> {
  const encoding = config.encoding ?? 'base58'
  let data = account.data
  if (config.dataSlice) data = data.subarray(config.dataSlice.offset, config.dataSlice.offset + config.dataSlice.length)
  let encoded: unknown
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenData(ledger, account)
    encoded = parsed ? { program: account.programAddress === tokenProgram ? 'spl-token' : 'spl-token-2022', parsed, space: account.data.length } : [Buffer.from(data).toString('base64'), 'base64']
  } else if (encoding === 'base64') {
    encoded = [Buffer.from(data).toString('base64'), 'base64']
  } else if (encoding === 'base58') {
    if (data.length > 128) throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
    encoded = [getBase58Decoder().decode(data), 'base58']
  } else {
    throw invalidParams(`Invalid param: unsupported encoding ${JSON.stringify(encoding)}`)
  }
  return { data: encoded, executable: account.executable, lamports: account.lamports, owner: account.programAddress, rentEpoch: rentExemptEpoch, space: account.data.length }
}

export function readAccount(ledger: SolanaLedger, address: Address, config?: AccountConfig): Record<string, unknown> | null {
  const account = ledger.svm.getAccount(address)
  return account.exists ? encodeAccount(ledger, account, config) : null
}

export function tokenAccountsByOwner(ledger: SolanaLedger, owner: Address, filter: { mint?: Address; programId?: Address }): EncodedAccount[] {
  const programs = filter.programId ? [filter.programId] : [tokenProgram, token2022Program]
  if (filter.programId && !isTokenProgram(filter.programId)) throw invalidParams('Invalid param: unrecognized Token program id')
  return programs.flatMap(program =>
    ledger.svm
      .getProgramAccounts(program as Address)
      .filter(account => account.data.length >= 165 && addressAt(account.data, 32) === owner && (!filter.mint || addressAt(account.data, 0) === filter.mint))
  )
}

export function tokenAccountBalance(ledger: SolanaLedger, address: Address): ReturnType<typeof uiAmount> {
  const account = ledger.svm.getAccount(address)
  if (!account.exists || !isTokenProgram(account.programAddress) || account.data.length < 165) throw invalidParams('Invalid param: not a Token account')
  return uiAmount(u64(account.data, 64), mintDecimals(ledger, addressAt(account.data, 0)))
}
