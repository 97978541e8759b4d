import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { schnorr } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { Transaction, p2tr } from '@scure/btc-signer'
import { startBitcoin, TEST_KEY_FUNDING, type BitcoinDevnet, type BitcoinTestKey } from './index.js'
import { BitcoinLedger, LedgerError, REGTEST_NETWORK } from './ledger.js'

/** A signed spend of every UTXO of `from.paymentAddress` (or the given ones) to `to`, change back. */
function spend(ledger: BitcoinLedger, from: BitcoinTestKey, to: string, amount: bigint, options: { fee?: bigint; source?: 'payment' | 'ordinals'; claimedExtra?: bigint } = {}): Transaction {
  const source = options.source === 'ordinals' ? from.ordinalsAddress : from.paymentAddress
  const secret = hex.decode(from.privateKey)
  const tx = new Transaction()
  let total = 0n
  for (const utxo of ledger.unspent(source)) {
    // claimedExtra: the signer is told the input is worth more than the ledger knows.
    const value = utxo.value + (options.claimedExtra ?? 0n)
    total += value
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: utxo.script, amount: value },
      ...(options.source === 'ordinals' ? { tapInternalKey: schnorr.getPublicKey(secret) } : {})
    })
  }
  const fee = options.fee ?? 500n
  tx.addOutputAddress(to, amount, REGTEST_NETWORK)
  if (total - amount - fee > 0n) tx.addOutputAddress(source, total - amount - fee, REGTEST_NETWORK)
  tx.sign(secret)
  tx.finalize()
  return tx
}

let devnet: BitcoinDevnet
before(async () => {
  devnet = await startBitcoin({ keyCount: 2 })
})
after(() => devnet.stop())

test('a valid P2WPKH spend is accepted, mined, and moves the balances', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  ledger.fund(alice.paymentAddress, TEST_KEY_FUNDING)
  const height = ledger.tipHeight
  const txid = ledger.submit(spend(ledger, alice, bob.paymentAddress, 30_000_000n).hex)
  assert.equal(ledger.tipHeight, height + 1, 'auto-mined')
  assert.equal(ledger.transaction(txid)?.block?.height, height + 1)
  assert.equal(ledger.balance(bob.paymentAddress), 30_000_000n)
  assert.equal(ledger.balance(alice.paymentAddress), TEST_KEY_FUNDING - 30_000_000n - 500n)
  assert.equal(ledger.transaction(txid)?.fee, 500n)
})

test('a valid P2TR key-path spend is accepted', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  ledger.fund(alice.ordinalsAddress, 10_000n)
  ledger.submit(spend(ledger, alice, bob.paymentAddress, 9_000n, { source: 'ordinals', fee: 1_000n }).hex)
  assert.equal(ledger.balance(bob.paymentAddress), 9_000n)
  assert.equal(ledger.balance(alice.ordinalsAddress), 0n)
})

test('a double spend is refused and leaves the ledger as it was', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  ledger.fund(alice.paymentAddress, 50_000n)
  const first = spend(ledger, alice, bob.paymentAddress, 10_000n)
  const second = spend(ledger, alice, bob.ordinalsAddress, 20_000n) // same UTXO, other payee
  ledger.submit(first.hex)
  assert.throws(() => ledger.submit(second.hex), (error: Error) => error instanceof LedgerError && /already spent by .* \(double spend\)/.test(error.message))
  assert.equal(ledger.balance(bob.ordinalsAddress), 0n)
  assert.equal(ledger.balance(bob.paymentAddress), 10_000n)
})

test('a bad signature is refused (P2WPKH and P2TR)', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  ledger.fund(alice.paymentAddress, 50_000n)
  ledger.fund(alice.ordinalsAddress, 50_000n)
  for (const source of ['payment', 'ordinals'] as const) {
    const raw = spend(ledger, alice, bob.paymentAddress, 10_000n, { source }).toBytes(true, true)
    // Change the output amount after signing: every signature commits to it.
    const tampered = Transaction.fromRaw(raw, { allowUnknownOutputs: true })
    tampered.updateOutput(0, { amount: 10_001n }, true)
    assert.throws(() => ledger.submit(hex.encode(tampered.toBytes(true, true))), /invalid signature/)
  }
  assert.equal(ledger.balance(bob.paymentAddress), 0n)
})

test('a signature by another key is refused', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  ledger.fund(alice.ordinalsAddress, 50_000n)
  const tx = new Transaction()
  const utxo = ledger.unspent(alice.ordinalsAddress)[0]!
  const bobSecret = hex.decode(bob.privateKey)
  // Bob signs as if the output were his: the spent script names Alice's key.
  tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: p2tr(schnorr.getPublicKey(bobSecret), undefined, REGTEST_NETWORK).script, amount: utxo.value }, tapInternalKey: schnorr.getPublicKey(bobSecret) })
  tx.addOutputAddress(bob.paymentAddress, 40_000n, REGTEST_NETWORK)
  tx.sign(bobSecret)
  tx.finalize()
  assert.throws(() => ledger.submit(tx.hex), /invalid signature \(Schnorr, BIP-341\)/)
})

test('outputs above inputs are refused', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  ledger.fund(alice.paymentAddress, 50_000n)
  const tx = spend(ledger, alice, bob.paymentAddress, 50_001n, { fee: 0n, claimedExtra: 1n })
  assert.throws(() => ledger.submit(tx.hex), /Outputs \(50001 sats\) exceed inputs \(50000 sats\)/)
})

test('an unknown input is refused', () => {
  const ledger = new BitcoinLedger()
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  const other = new BitcoinLedger()
  other.fund(alice.paymentAddress, 50_000n) // coins that exist only on another ledger
  const tx = spend(other, alice, bob.paymentAddress, 10_000n)
  assert.throws(() => ledger.submit(tx.hex), /which does not exist/)
  assert.throws(() => ledger.submit('zz'), /Not a valid transaction/)
})

test('Esplora REST: funded test keys, utxo, POST /tx, status, hex, errors as 400 text', async () => {
  const [alice, bob] = [devnet.keys[0]!, devnet.keys[1]!]
  const get = async (path: string) => {
    const response = await fetch(`${devnet.url}${path}`)
    assert.equal(response.status, 200, path)
    return response
  }
  const stats = (await (await get(`/address/${alice.paymentAddress}`)).json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  assert.equal(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum, Number(TEST_KEY_FUNDING))
  const utxos = (await (await get(`/address/${alice.paymentAddress}/utxo`)).json()) as Array<{ txid: string; vout: number; value: number; status: { confirmed: boolean } }>
  assert.equal(utxos.length, 1)
  assert.equal(utxos[0]!.status.confirmed, true)

  const tx = spend(devnet.ledger, alice, bob.paymentAddress, 1_234n)
  const posted = await fetch(`${devnet.url}/tx`, { method: 'POST', body: tx.hex })
  assert.equal(posted.status, 200)
  const txid = await posted.text()
  assert.equal(txid, tx.id)
  assert.deepEqual(((await (await get(`/tx/${txid}/status`)).json()) as { confirmed: boolean }).confirmed, true)
  assert.equal(await (await get(`/tx/${txid}/hex`)).text(), tx.hex)
  const full = (await (await get(`/tx/${txid}`)).json()) as { fee: number; vout: Array<{ scriptpubkey_address: string; value: number }> }
  assert.equal(full.fee, 500)
  assert.equal(full.vout[0]!.scriptpubkey_address, bob.paymentAddress)
  assert.equal(full.vout[0]!.value, 1234)
  const history = (await (await get(`/address/${bob.paymentAddress}/txs`)).json()) as Array<{ txid: string }>
  assert.equal(history[0]!.txid, txid, 'newest first')

  const again = await fetch(`${devnet.url}/tx`, { method: 'POST', body: spend(devnet.ledger, alice, bob.paymentAddress, 1n).hex })
  assert.equal(again.status, 200, 'the change output is spendable at once')
  const replay = await fetch(`${devnet.url}/tx`, { method: 'POST', body: tx.hex })
  assert.equal(replay.status, 400)
  assert.match(await replay.text(), /^Transaction rejected: /)

  const height = Number(await (await get('/blocks/tip/height')).text())
  const mined = (await (await fetch(`${devnet.url}/mine`, { method: 'POST', body: JSON.stringify({ blocks: 3 }) })).json()) as { height: number }
  assert.equal(mined.height, height + 3)
  const fees = (await (await get('/fee-estimates')).json()) as Record<string, number>
  assert.equal(typeof fees['1'], 'number')
  const funded = await fetch(`${devnet.url}/faucet`, { method: 'POST', body: JSON.stringify({ address: bob.ordinalsAddress, sats: 777 }) })
  assert.equal(funded.status, 200)
  assert.equal(devnet.ledger.balance(bob.ordinalsAddress), TEST_KEY_FUNDING + 777n)
  assert.equal((await fetch(`${devnet.url}/address/not-an-address`)).status, 400)
})
