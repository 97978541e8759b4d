import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { hex } from '@scure/base'
import { Address, OutScript, RawTx, Transaction, p2wpkh, type TArg } from '@scure/btc-signer'

/** Regtest address encoding (bech32 `bcrt`), as bitcoind's regtest uses. */
export const REGTEST_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

type Network = TArg<typeof REGTEST_NETWORK>

/** Why a transaction was refused; the Esplora server answers 400 with this message. */
export class LedgerError extends Error {}

export interface Utxo {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  address: string | undefined
}

export interface LedgerBlock {
  height: number
  hash: string
  time: number
  txids: string[]
}

export interface LedgerTx {
  txid: string
  hex: string
  /** Sum of inputs minus sum of outputs; 0 for the genesis (coinbase-like) transaction. */
  fee: bigint
  weight: number
  size: number
  vin: Array<{ txid: string; vout: number; prevout: Utxo | undefined; witness: string[]; isCoinbase: boolean }>
  vout: Array<{ value: bigint; script: Uint8Array; address: string | undefined }>
  block: LedgerBlock | undefined
}

const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const txidOf = (raw: Uint8Array) => hex.encode(sha256d(raw).reverse())

function addressOf(script: Uint8Array, network: Network): string | undefined {
  try {
    return Address(network).encode(OutScript.decode(script))
  } catch {
    return undefined // a script with no address form (OP_RETURN, bare multisig)
  }
}

/**
 * A regtest-style UTXO ledger held in memory (nothing persists across restarts). Every spend is
 * checked for real: inputs exist and are unspent, outputs do not exceed inputs, and each input's
 * signature verifies (P2WPKH: BIP-143 sighash + ECDSA; P2TR key path: BIP-341 sighash + Schnorr).
 * Blocks are mined on demand (`mine`) and, with `autoMine` (default), right after each accepted tx.
 */
export class BitcoinLedger {
  readonly network: Network
  private readonly utxos = new Map<string, Utxo>()
  private readonly spentBy = new Map<string, string>()
  private readonly txs = new Map<string, LedgerTx>()
  private readonly mempool: string[] = []
  private readonly blocks: LedgerBlock[] = []
  private readonly byAddress = new Map<string, string[]>()
  private readonly autoMine: boolean

  constructor(options: { network?: Network; autoMine?: boolean } = {}) {
    this.network = options.network ?? REGTEST_NETWORK
    this.autoMine = options.autoMine ?? true
    this.mine()
  }

  get tipHeight(): number {
    return this.blocks.length - 1
  }

  get tip(): LedgerBlock {
    return this.blocks[this.blocks.length - 1]!
  }

  /**
   * New coins for an address, like a coinbase: a transaction with the null input, mined at once.
   * It is the only way coins appear; every later move goes through `submit` and its checks.
   */
  fund(address: string, sats: bigint): string {
    if (sats <= 0n) throw new LedgerError('Amount must be positive')
    const script = this.scriptOf(address)
    const raw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: new TextEncoder().encode(`faucet ${this.txs.size}`), sequence: 0xffffffff }],
      outputs: [{ amount: sats, script }],
      witnesses: undefined,
      lockTime: 0
    })
    const txid = txidOf(raw)
    this.record({
      txid,
      hex: hex.encode(raw),
      fee: 0n,
      weight: raw.length * 4,
      size: raw.length,
      vin: [{ txid: '0'.repeat(64), vout: 0xffffffff, prevout: undefined, witness: [], isCoinbase: true }],
      vout: [{ value: sats, script, address }],
      block: undefined
    })
    this.mine()
    return txid
  }

  /** Verifies a raw signed transaction and adds it to the mempool (then mines when `autoMine`). */
  submit(rawHex: string): string {
    let raw: Uint8Array
    let tx: Transaction
    try {
      raw = hex.decode(rawHex.trim().toLowerCase())
      tx = Transaction.fromRaw(raw, { allowUnknownOutputs: true })
    } catch (error) {
      throw new LedgerError(`Not a valid transaction: ${(error as Error).message}`)
    }
    const txid = tx.id
    if (this.txs.has(txid)) throw new LedgerError(`Transaction ${txid} is already known`)
    if (tx.inputsLength === 0) throw new LedgerError('Transaction has no inputs')
    if (tx.outputsLength === 0) throw new LedgerError('Transaction has no outputs')

    const prevouts: Utxo[] = []
    const seen = new Set<string>()
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      const prevTxid = hex.encode(input.txid!)
      const key = outpoint(prevTxid, input.index!)
      if (seen.has(key)) throw new LedgerError(`Input ${index} spends ${key} twice in one transaction`)
      seen.add(key)
      const spender = this.spentBy.get(key)
      if (spender) throw new LedgerError(`Input ${index} spends ${key}, already spent by ${spender} (double spend)`)
      const utxo = this.utxos.get(key)
      if (!utxo) throw new LedgerError(`Input ${index} spends ${key}, which does not exist`)
      prevouts.push(utxo)
    }

    const totalIn = prevouts.reduce((sum, utxo) => sum + utxo.value, 0n)
    const outputs = Array.from({ length: tx.outputsLength }, (_, index) => tx.getOutput(index))
    const totalOut = outputs.reduce((sum, output) => sum + output.amount!, 0n)
    if (totalOut > totalIn) throw new LedgerError(`Outputs (${totalOut} sats) exceed inputs (${totalIn} sats)`)

    for (let index = 0; index < tx.inputsLength; index++) this.verifyInput(tx, index, prevouts)

    const witnessOf = (index: number) => (tx.getInput(index).finalScriptWitness ?? []).map(item => hex.encode(item))
    this.record({
      txid,
      hex: hex.encode(raw),
      fee: totalIn - totalOut,
      weight: tx.weight,
      size: raw.length,
      vin: prevouts.map((prevout, index) => ({ txid: prevout.txid, vout: prevout.vout, prevout, witness: witnessOf(index), isCoinbase: false })),
      vout: outputs.map(output => ({ value: output.amount!, script: output.script!, address: addressOf(output.script!, this.network) })),
      block: undefined
    })
    if (this.autoMine) this.mine()
    return txid
  }

  /** Mines `count` blocks; the first takes every mempool transaction. Returns the new tip height. */
  mine(count = 1): number {
    for (let made = 0; made < count; made++) {
      const height = this.blocks.length
      const previous = this.blocks[height - 1]?.hash ?? '0'.repeat(64)
      const txids = this.mempool.splice(0)
      const time = Math.floor(Date.now() / 1000)
      const hash = hex.encode(sha256d(new TextEncoder().encode(`${previous}:${height}:${time}:${txids.join(',')}`)).reverse())
      const block: LedgerBlock = { height, hash, time, txids }
      this.blocks.push(block)
      for (const txid of txids) this.txs.get(txid)!.block = block
    }
    return this.tipHeight
  }

  transaction(txid: string): LedgerTx | undefined {
    return this.txs.get(txid)
  }

  /** Unspent outputs paying `address`, confirmed or in the mempool. */
  unspent(address: string): Utxo[] {
    return [...this.utxos.values()].filter(utxo => utxo.address === address && !this.spentBy.has(outpoint(utxo.txid, utxo.vout)))
  }

  /** Transactions touching `address`, newest first. */
  history(address: string): LedgerTx[] {
    return (this.byAddress.get(address) ?? []).map(txid => this.txs.get(txid)!).reverse()
  }

  /** Confirmed balance in sats. */
  balance(address: string): bigint {
    return this.unspent(address)
      .filter(utxo => this.txs.get(utxo.txid)?.block)
      .reduce((sum, utxo) => sum + utxo.value, 0n)
  }

  /** Whether `key` (`txid:vout`) was spent, and by which transaction. */
  spender(txid: string, vout: number): string | undefined {
    return this.spentBy.get(outpoint(txid, vout))
  }

  scriptOf(address: string): Uint8Array {
    try {
      return OutScript.encode(Address(this.network).decode(address))
    } catch {
      throw new LedgerError(`Not a ${this.network.bech32} address: ${address}`)
    }
  }

  private verifyInput(tx: Transaction, index: number, prevouts: Utxo[]): void {
    const prevout = prevouts[index]!
    const witness = tx.getInput(index).finalScriptWitness ?? []
    const fail = (why: string): never => {
      throw new LedgerError(`Input ${index} (${prevout.txid}:${prevout.vout}): ${why}`)
    }
    // Only the fields the checks read: scure's decoded union trips TS over Uint8Array buffer kinds.
    let decoded: { type: string; hash?: Uint8Array; pubkey?: Uint8Array } | undefined
    try {
      decoded = OutScript.decode(prevout.script)
    } catch {
      decoded = undefined
    }
    if (!decoded) return fail('spends a script type the devnet ledger does not check')
    const spent = decoded
    if (tx.getInput(index).finalScriptSig?.length) fail('a segwit input must have an empty scriptSig')
    if (spent.type === 'wpkh') {
      if (witness.length !== 2) fail('P2WPKH witness must be [signature, public key]')
      const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
      if (publicKey.length !== 33) fail('P2WPKH public key must be compressed')
      if (hex.encode(ripemd160(sha256(publicKey))) !== hex.encode(spent.hash!)) fail('public key does not match the spent P2WPKH output')
      if (signature.length < 9) fail('signature is too short')
      const hashType = signature[signature.length - 1]!
      const scriptCode = OutScript.encode({ type: 'pkh', hash: spent.hash! })
      const digest = tx.preimageWitnessV0(index, scriptCode, hashType, prevout.value)
      let valid: boolean
      try {
        valid = secp256k1.verify(signature.subarray(0, -1), digest, publicKey, { format: 'der', lowS: true })
      } catch {
        valid = false
      }
      if (!valid) fail('invalid signature (ECDSA, BIP-143)')
      return
    }
    if (spent.type === 'tr') {
      if (witness.length !== 1) fail('only P2TR key-path spends (a single signature) are checked')
      const signature = witness[0]!
      if (signature.length !== 64 && signature.length !== 65) fail('Schnorr signature must be 64 or 65 bytes')
      const hashType = signature.length === 65 ? signature[64]! : 0
      if (signature.length === 65 && hashType === 0) fail('a 65-byte signature cannot use SIGHASH_DEFAULT')
      const digest = tx.preimageWitnessV1(
        index,
        prevouts.map(each => each.script),
        hashType,
        prevouts.map(each => each.value)
      )
      let valid: boolean
      try {
        valid = schnorr.verify(signature.subarray(0, 64), digest, spent.pubkey!)
      } catch {
        valid = false
      }
      if (!valid) fail('invalid signature (Schnorr, BIP-341)')
      return
    }
    fail(`spends a ${spent.type} output; the devnet ledger checks only P2WPKH and P2TR`)
  }

  private record(entry: LedgerTx): void {
    this.txs.set(entry.txid, entry)
    this.mempool.push(entry.txid)
    const touched = new Set<string>()
    for (const input of entry.vin) {
      if (!input.prevout) continue
      this.spentBy.set(outpoint(input.txid, input.vout), entry.txid)
      if (input.prevout.address) touched.add(input.prevout.address)
    }
    entry.vout.forEach((output, vout) => {
      this.utxos.set(outpoint(entry.txid, vout), { txid: entry.txid, vout, value: output.value, script: output.script, address: output.address })
      if (output.address) touched.add(output.address)
    })
    for (const address of touched) this.byAddress.set(address, [...(this.byAddress.get(address) ?? []), entry.txid])
  }
}

/** The P2WPKH regtest address of a compressed public key (test keys, the faucet). */
export function p2wpkhAddress(publicKey: Uint8Array, network: Network = REGTEST_NETWORK): string {
  return p2wpkh(publicKey, network).address!
}
