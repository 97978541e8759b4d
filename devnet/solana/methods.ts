import { getBase58Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { encodeAccount, readAccount, tokenAccountBalance, tokenAccountsByOwner, type AccountConfig } from './accounts.js'
import { invalidParams, SolanaRpcError } from './errors.js'
import { parseAddress, type SignatureStatus, type SolanaLedger } from './ledger.js'

/** The Solana JSON-RPC methods the devnet answers, each with real-node result shapes. */

export type SolanaMethod = (ledger: SolanaLedger, params: unknown[]) => unknown

/** The devnet cluster's genesis hash; its first 32 characters form the CAIP-2 reference. */
export const devnetGenesisHash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
const coreVersion = '2.2.0'
const lamportsPerSignature = 5000

const withContext = (ledger: SolanaLedger, value: unknown) => ({ context: { apiVersion: coreVersion, slot: ledger.slot }, value })

function config(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function wireBytes(encoded: unknown, encoding: unknown): Uint8Array {
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: expected an encoded transaction string')
  if (encoding === 'base64') return new Uint8Array(Buffer.from(encoded, 'base64'))
  if (encoding !== undefined && encoding !== 'base58') throw invalidParams(`Invalid params: unsupported encoding ${JSON.stringify(encoding)}`)
  try {
    return new Uint8Array(getBase58Encoder().encode(encoded))
  } catch {
    throw invalidParams('invalid base58 encoding')
  }
}

function statusJson(status: SignatureStatus) {
  return { slot: status.slot, confirmations: null, err: status.err, confirmationStatus: 'finalized', status: status.err ? { Err: status.err } : { Ok: null } }
}

function nonNegativeInteger(value: unknown, what: string): bigint {
  if (typeof value !== 'number' && typeof value !== 'bigint') throw invalidParams(`Invalid params: ${what} must be a number`)
  if (typeof value === 'number' && (!Number.isInteger(value) || value < 0)) throw invalidParams(`Invalid params: ${what} must be a non-negative integer`)
  return BigInt(value)
}

function signatureList(value: unknown): string[] {
  if (!Array.isArray(value) || value.some(entry => typeof entry !== 'string')) throw invalidParams('Invalid params: expected an array of signatures')
  if (value.length > 256) throw invalidParams('Too many inputs provided; max 256')
  return value as string[]
}

export const solanaMethods: Record<string, SolanaMethod> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': coreVersion, 'feature-set': 3294202862 }),
  getGenesisHash: () => devnetGenesisHash,
  getSlot: ledger => ledger.slot,
  getBlockHeight: ledger => ledger.slot,
  getTransactionCount: ledger => ledger.processedTransactions,
  getEpochInfo: ledger => {
    const slotsInEpoch = Number(ledger.svm.getEpochSchedule().slotsPerEpoch)
    const slot = ledger.slot
    return { absoluteSlot: slot, blockHeight: slot, epoch: Math.floor(slot / slotsInEpoch), slotIndex: slot % slotsInEpoch, slotsInEpoch, transactionCount: ledger.processedTransactions }
  },
  getLatestBlockhash: ledger => withContext(ledger, ledger.latestBlockhash()),
  isBlockhashValid: (ledger, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid params: expected a blockhash string')
    return withContext(ledger, ledger.isBlockhashValid(params[0]))
  },
  getMinimumBalanceForRentExemption: (ledger, params) => ledger.svm.minimumBalanceForRentExemption(nonNegativeInteger(params[0] ?? 0, 'data length')),
  getFeeForMessage: (ledger, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid params: expected a base64 message')
    const message = getCompiledTransactionMessageDecoder().decode(new Uint8Array(Buffer.from(params[0], 'base64')))
    return withContext(ledger, message.header.numSignerAccounts * lamportsPerSignature)
  },
  getRecentPrioritizationFees: () => [],
  getBalance: (ledger, params) => withContext(ledger, ledger.svm.getBalance(parseAddress(params[0])) ?? 0n),
  getAccountInfo: (ledger, params) => withContext(ledger, readAccount(ledger, parseAddress(params[0]), config(params, 1) as AccountConfig)),
  getMultipleAccounts: (ledger, params) => {
    if (!Array.isArray(params[0])) throw invalidParams('Invalid params: expected an array of addresses')
    if (params[0].length > 100) throw invalidParams('Too many inputs provided; max 100')
    return withContext(ledger, params[0].map(entry => readAccount(ledger, parseAddress(entry), config(params, 1) as AccountConfig)))
  },
  getTokenAccountsByOwner: (ledger, params) => {
    const owner = parseAddress(params[0])
    const filter = config(params, 1)
    if (!('mint' in filter) && !('programId' in filter)) throw invalidParams('Invalid params: expected a filter with mint or programId')
    const accounts = tokenAccountsByOwner(ledger, owner, {
      mint: 'mint' in filter ? parseAddress(filter.mint) : undefined,
      programId: 'programId' in filter ? parseAddress(filter.programId) : undefined
    })
    return withContext(ledger, accounts.map(account => ({ pubkey: account.address, account: encodeAccount(ledger, account, config(params, 2) as AccountConfig) })))
  },
  getTokenAccountBalance: (ledger, params) => withContext(ledger, tokenAccountBalance(ledger, parseAddress(params[0]))),
  requestAirdrop: (ledger, params) => {
    const to = parseAddress(params[0])
    const amount = nonNegativeInteger(params[1], 'lamports')
    if (amount === 0n) throw invalidParams('Invalid params: lamports must be positive')
    return ledger.airdrop(to, amount)
  },
  sendTransaction: (ledger, params) => {
    const options = config(params, 1)
    return ledger.send(wireBytes(params[0], options.encoding), { skipPreflight: options.skipPreflight === true }).signature
  },
  simulateTransaction: (ledger, params) => {
    const options = config(params, 1)
    const result = ledger.simulate(wireBytes(params[0], options.encoding), { sigVerify: options.sigVerify === true })
    return withContext(ledger, { ...result, accounts: null, returnData: null, replacementBlockhash: options.replaceRecentBlockhash ? ledger.latestBlockhash() : undefined })
  },
  getSignatureStatuses: (ledger, params) =>
    withContext(ledger, signatureList(params[0]).map(signature => {
      const status = ledger.status(signature)
      return status ? statusJson(status) : null
    })),
  getSignaturesForAddress: (ledger, params) => {
    const limit = Number(config(params, 1).limit ?? 1000)
    return ledger
      .signaturesFor(parseAddress(params[0]))
      .slice(0, limit)
      .map(signature => {
        const status = ledger.status(signature)!
        return { signature, slot: status.slot, err: status.err, memo: null, blockTime: status.blockTime, confirmationStatus: 'finalized' }
      })
  },
  getTransaction: (ledger, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid params: expected a signature string')
    const status = ledger.status(params[0])
    if (!status?.wire) return null
    return {
      slot: status.slot,
      blockTime: status.blockTime,
      version: 'legacy',
      transaction: [status.wire, 'base64'],
      meta: { err: status.err, status: status.err ? { Err: status.err } : { Ok: null }, fee: status.fee, logMessages: status.logs, preBalances: [], postBalances: [], innerInstructions: [], preTokenBalances: [], postTokenBalances: [], rewards: [], computeUnitsConsumed: 0 }
    }
  }
}

export function callSolanaMethod(ledger: SolanaLedger, method: string, params: unknown): unknown {
  const handler = solanaMethods[method]
  if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
  if (params !== undefined && !Array.isArray(params)) throw invalidParams('Invalid params: expected an array')
  return handler(ledger, (params as unknown[] | undefined) ?? [])
}
