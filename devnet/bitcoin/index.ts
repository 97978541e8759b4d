import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha256'
import { hex } from '@scure/base'
import { WIF, p2tr, p2wpkh } from '@scure/btc-signer'
import { HttpError, rawReply, serveHttp, type HttpService } from '../http.js'
import { BitcoinLedger, LedgerError, REGTEST_NETWORK, type LedgerTx, type Utxo } from './ledger.js'

/** CAIP-2 id of the devnet's regtest chain (bitcoind regtest's genesis hash prefix). */
export const BITCOIN_REGTEST_CAIP = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** A funded key for test wallets: P2WPKH payment and P2TR (key path) ordinals addresses. */
export interface BitcoinTestKey {
  /** Private key, hex. */
  privateKey: string
  /** Same key in regtest WIF (compressed). */
  wif: string
  paymentAddress: string
  ordinalsAddress: string
}

export interface BitcoinDevnet {
  /** Esplora REST base url (`/address/{a}/utxo`, `POST /tx` …) plus `POST /faucet` and `POST /mine`. */
  url: string
  caipNetworkId: typeof BITCOIN_REGTEST_CAIP
  keys: BitcoinTestKey[]
  ledger: BitcoinLedger
  stop(): Promise<void>
}

/** Sats every test address holds at start (1 BTC on each payment and ordinals address). */
export const TEST_KEY_FUNDING = 100_000_000n

/** Deterministic keys so a restarted devnet gives the same addresses (regtest only: never real funds). */
export function bitcoinTestKey(index: number): BitcoinTestKey {
  const secret = sha256(new TextEncoder().encode(`w3m-kit devnet bitcoin key ${index}`))
  const publicKey = secp256k1.getPublicKey(secret, true)
  return {
    privateKey: hex.encode(secret),
    wif: WIF(REGTEST_NETWORK).encode(secret),
    paymentAddress: p2wpkh(publicKey, REGTEST_NETWORK).address!,
    ordinalsAddress: p2tr(schnorr.getPublicKey(secret), undefined, REGTEST_NETWORK).address!
  }
}

const sats = (value: bigint) => Number(value) // Esplora answers sats as JSON numbers; 21e14 < 2^53

function statusOf(tx: LedgerTx) {
  return tx.block ? { confirmed: true, block_height: tx.block.height, block_hash: tx.block.hash, block_time: tx.block.time } : { confirmed: false }
}

function esploraTx(tx: LedgerTx) {
  const output = (value: bigint, script: Uint8Array, address: string | undefined) => ({
    scriptpubkey: hex.encode(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: sats(value)
  })
  return {
    txid: tx.txid,
    version: 2,
    locktime: 0,
    vin: tx.vin.map(input => ({
      txid: input.txid,
      vout: input.vout,
      prevout: input.prevout ? output(input.prevout.value, input.prevout.script, input.prevout.address) : null,
      witness: input.witness,
      is_coinbase: input.isCoinbase,
      sequence: 0xffffffff
    })),
    vout: tx.vout.map(each => output(each.value, each.script, each.address)),
    size: tx.size,
    weight: tx.weight,
    fee: sats(tx.fee),
    status: statusOf(tx)
  }
}

function addressStats(ledger: BitcoinLedger, address: string) {
  const empty = () => ({ funded_txo_count: 0, funded_txo_sum: 0n, spent_txo_count: 0, spent_txo_sum: 0n, tx_count: 0 })
  const chain = empty()
  const mempool = empty()
  for (const tx of ledger.history(address)) {
    const stats = tx.block ? chain : mempool
    stats.tx_count++
    tx.vout.forEach(output => {
      if (output.address !== address) return
      stats.funded_txo_count++
      stats.funded_txo_sum += output.value
    })
    for (const input of tx.vin) {
      if (input.prevout?.address !== address) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += input.prevout.value
    }
  }
  const json = (stats: ReturnType<typeof empty>) => ({ ...stats, funded_txo_sum: sats(stats.funded_txo_sum), spent_txo_sum: sats(stats.spent_txo_sum) })
  return { address, chain_stats: json(chain), mempool_stats: json(mempool) }
}

function esploraUtxo(utxo: Utxo, ledger: BitcoinLedger) {
  const tx = ledger.transaction(utxo.txid)!
  return { txid: utxo.txid, vout: utxo.vout, status: statusOf(tx), value: sats(utxo.value) }
}

const text = (body: string) => rawReply(200, body, { 'content-type': 'text/plain' })

function requireAddress(ledger: BitcoinLedger, address: string): string {
  try {
    ledger.scriptOf(address)
  } catch (error) {
    throw new HttpError(400, (error as Error).message)
  }
  return address
}

function requireTx(ledger: BitcoinLedger, txid: string): LedgerTx {
  const tx = ledger.transaction(txid.toLowerCase())
  if (!tx) throw new HttpError(404, `Transaction ${txid} not found`)
  return tx
}

/**
 * The devnet's Bitcoin: a regtest-style ledger (see ./README.md for what it checks and what not)
 * behind the Esplora REST subset the bip122 adapter uses, with `keyCount` funded test keys.
 */
export async function startBitcoin(options: { port?: number; keyCount?: number } = {}): Promise<BitcoinDevnet> {
  const ledger = new BitcoinLedger()
  const keys = Array.from({ length: options.keyCount ?? 3 }, (_, index) => bitcoinTestKey(index))
  for (const key of keys) {
    ledger.fund(key.paymentAddress, TEST_KEY_FUNDING)
    ledger.fund(key.ordinalsAddress, TEST_KEY_FUNDING)
  }
  const service: HttpService = await serveHttp({
    name: 'bitcoin',
    port: options.port ?? 0,
    routes: [
      { method: 'GET', path: '/address/:address', handle: ctx => addressStats(ledger, requireAddress(ledger, ctx.params.address!)) },
      {
        method: 'GET',
        path: '/address/:address/utxo',
        handle: ctx => ledger.unspent(requireAddress(ledger, ctx.params.address!)).map(utxo => esploraUtxo(utxo, ledger))
      },
      {
        method: 'GET',
        path: '/address/:address/txs',
        handle: ctx => ledger.history(requireAddress(ledger, ctx.params.address!)).map(tx => esploraTx(tx))
      },
      { method: 'GET', path: '/tx/:txid', handle: ctx => esploraTx(requireTx(ledger, ctx.params.txid!)) },
      { method: 'GET', path: '/tx/:txid/status', handle: ctx => statusOf(requireTx(ledger, ctx.params.txid!)) },
      { method: 'GET', path: '/tx/:txid/hex', handle: ctx => text(requireTx(ledger, ctx.params.txid!).hex) },
      {
        method: 'POST',
        path: '/tx',
        rawBody: true,
        handle: ctx => {
          try {
            return text(ledger.submit(String(ctx.body ?? '')))
          } catch (error) {
            if (error instanceof LedgerError) return rawReply(400, `Transaction rejected: ${error.message}`, { 'content-type': 'text/plain' })
            throw error
          }
        }
      },
      { method: 'GET', path: '/blocks/tip/height', handle: () => text(String(ledger.tipHeight)) },
      { method: 'GET', path: '/blocks/tip/hash', handle: () => text(ledger.tip.hash) },
      // Regtest fees are whatever the sender pays; a flat 2 sat/vB for every confirmation target.
      { method: 'GET', path: '/fee-estimates', handle: () => Object.fromEntries([1, 2, 3, 6, 12, 24, 144, 504, 1008].map(target => [String(target), 2])) },
      {
        method: 'POST',
        path: '/faucet',
        handle: ctx => {
          const { address, sats: amount } = (ctx.body ?? {}) as { address?: string; sats?: number | string }
          if (typeof address !== 'string') throw new HttpError(400, 'Body must be { address, sats }')
          let value: bigint
          try {
            value = BigInt(amount ?? TEST_KEY_FUNDING)
          } catch {
            throw new HttpError(400, 'sats must be an integer')
          }
          try {
            return { txid: ledger.fund(address, value) }
          } catch (error) {
            if (error instanceof LedgerError) throw new HttpError(400, error.message)
            throw error
          }
        }
      },
      {
        method: 'POST',
        path: '/mine',
        handle: ctx => {
          const blocks = Number((ctx.body as { blocks?: number } | undefined)?.blocks ?? 1)
          if (!Number.isInteger(blocks) || blocks < 1 || blocks > 1000) throw new HttpError(400, 'blocks must be an integer from 1 to 1000')
          return { height: ledger.mine(blocks) }
        }
      }
    ]
  })
  return { url: service.url, caipNetworkId: BITCOIN_REGTEST_CAIP, keys, ledger, stop: () => service.stop() }
}
