import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Address,
  type Blockhash,
  type Transaction
} from '@solana/kit'
import { describeTransactionError, SolanaRpcError, transactionErrorJson, type TransactionErrorJson } from './errors.js'

/**
 * The in-process chain behind the Solana endpoint: litesvm plus what a validator adds around it
 * (slots that advance per transaction, a window of valid blockhashes, signature statuses).
 */

export interface SignatureStatus {
  slot: number
  err: TransactionErrorJson | null
  blockTime: number
  logs: string[]
  fee: number
  /** Wire bytes (base64) for getTransaction; absent for airdrops. */
  wire?: string
}

export interface SentTransaction {
  signature: string
  status: SignatureStatus
  logs: string[]
  unitsConsumed: number
}

/** Real clusters accept a blockhash for about 150 blocks. */
const blockhashWindow = 150
/** Statuses kept for getSignatureStatuses, newest last. */
const statusCapacity = 10_000

const base58 = getBase58Decoder()

export class SolanaLedger {
  readonly svm: LiteSVM
  private readonly blockhashes = new Map<string, number>()
  private readonly statuses = new Map<string, SignatureStatus>()
  private readonly signaturesByAddress = new Map<string, string[]>()
  private transactionCount = 0

  constructor() {
    // We check blockhash age ourselves so that recent (not only the latest) blockhashes stay valid.
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(BigInt(statusCapacity))
    this.advance()
  }

  get slot(): number {
    return Number(this.svm.getClock().slot)
  }

  get processedTransactions(): number {
    return this.transactionCount
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: number } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.slot + blockhashWindow }
  }

  isBlockhashValid(blockhash: string): boolean {
    return (this.blockhashes.get(blockhash) ?? -1) >= this.slot
  }

  status(signature: string): SignatureStatus | undefined {
    return this.statuses.get(signature)
  }

  signaturesFor(account: string): string[] {
    return [...(this.signaturesByAddress.get(account) ?? [])].reverse()
  }

  airdrop(to: Address, amount: bigint): string {
    const result = this.svm.airdrop(to, lamports(amount))
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(-32603, `Airdrop failed: ${result ? describeTransactionError(transactionErrorJson(result)) : 'faucet unavailable'}`)
    }
    const signature = base58.decode(result.signature())
    this.record(signature, { err: null, logs: result.logs(), fee: 5000 }, [to])
    return signature
  }

  /** Decodes wire bytes, checks what litesvm does not (blockhash age), and runs or simulates the transaction. */
  decode(bytes: Uint8Array): { transaction: Transaction; signature: string; accounts: string[]; blockhash: string } {
    let transaction: Transaction
    let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
    try {
      transaction = getTransactionDecoder().decode(bytes)
      message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    } catch (error) {
      throw new SolanaRpcError(-32602, `failed to deserialize transaction: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (message.header.numSignerAccounts === 0) throw new SolanaRpcError(-32602, 'transaction has no signatures')
    // An unsigned slot (wallets simulate before signing) reads as the all-zero signature.
    const firstSignature = Object.values(transaction.signatures)[0] ?? new Uint8Array(64)
    return { transaction, signature: base58.decode(firstSignature), accounts: message.staticAccounts.map(String), blockhash: message.lifetimeToken }
  }

  send(bytes: Uint8Array, options: { skipPreflight?: boolean } = {}): SentTransaction {
    const { transaction, signature, accounts, blockhash } = this.decode(bytes)
    if (!this.isBlockhashValid(blockhash)) {
      throw new SolanaRpcError(-32002, 'Transaction simulation failed: Blockhash not found', { err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0 })
    }
    let result: TransactionMetadata | FailedTransactionMetadata
    try {
      result = this.svm.sendTransaction(transaction)
    } catch (error) {
      throw new SolanaRpcError(-32003, `Transaction signature verification failure: ${error instanceof Error ? error.message : String(error)}`)
    }
    const failed = result instanceof FailedTransactionMetadata ? result : undefined
    const meta = failed ? failed.meta() : (result as TransactionMetadata)
    const err = failed ? transactionErrorJson(failed) : null
    const logs = meta.logs()
    const unitsConsumed = Number(meta.computeUnitsConsumed())
    if (failed && !options.skipPreflight) {
      throw new SolanaRpcError(-32002, `Transaction simulation failed: ${describeTransactionError(err!)}`, { err, logs, accounts: null, unitsConsumed })
    }
    const fee = 5000 * Object.keys(transaction.signatures).length
    const status = this.record(signature, { err, logs, fee, wire: Buffer.from(bytes).toString('base64') }, accounts)
    return { signature, status, logs, unitsConsumed }
  }

  simulate(bytes: Uint8Array, options: { sigVerify?: boolean } = {}): { err: TransactionErrorJson | null; logs: string[]; unitsConsumed: number } {
    const { transaction } = this.decode(bytes)
    // Wallets simulate before signing, so signatures are only checked when asked, as on a real node.
    this.svm.withSigverify(options.sigVerify === true)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(transaction)
    } finally {
      this.svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return { err: transactionErrorJson(result), logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    }
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }

  private record(signature: string, outcome: Omit<SignatureStatus, 'slot' | 'blockTime'>, accounts: string[]): SignatureStatus {
    const status = { ...outcome, slot: this.slot, blockTime: Math.floor(Date.now() / 1000) }
    this.statuses.set(signature, status)
    if (this.statuses.size > statusCapacity) this.statuses.delete(this.statuses.keys().next().value!)
    for (const account of accounts) {
      const list = this.signaturesByAddress.get(account) ?? []
      list.push(signature)
      this.signaturesByAddress.set(account, list.slice(-1000))
    }
    this.transactionCount++
    this.advance()
    return status
  }

  /** One transaction per slot, with a fresh blockhash, like a validator producing blocks. */
  private advance(): void {
    const clock = this.svm.getClock()
    const slot = clock.slot + 1n
    this.svm.setClock(new Clock(slot, clock.epochStartTimestamp, clock.epoch, clock.leaderScheduleEpoch, BigInt(Math.floor(Date.now() / 1000))))
    this.svm.expireBlockhash()
    this.blockhashes.set(this.svm.latestBlockhash(), Number(slot) + blockhashWindow)
    for (const [hash, lastValid] of this.blockhashes) {
      if (lastValid >= Number(slot)) break
      this.blockhashes.delete(hash)
    }
  }
}

export function parseAddress(value: unknown): Address {
  if (typeof value !== 'string') throw new SolanaRpcError(-32602, 'Invalid param: expected a base-58 address string')
  try {
    return address(value)
  } catch {
    throw new SolanaRpcError(-32602, `Invalid param: Invalid address ${JSON.stringify(value)}`)
  }
}
