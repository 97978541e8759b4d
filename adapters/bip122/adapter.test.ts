import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { hex } from '@scure/base'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { CaipNetwork, Connector } from '../../types/public.js'
import { startBitcoin, type BitcoinDevnet } from '../../devnet/bitcoin/index.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { bitcoin, bitcoinRegtest } from '../../networks.js'
import { BitcoinTestWallet } from '../../test/wallets/bitcoin-wallet.js'
import { recoverEcdsaMessageKey, verifyBip322Simple } from './bip322.js'
import { bip122Adapter, grantedAccounts, isAddressOf, sendTransfer, signMessage } from './index.js'
import { formatNativeAmount, parseNativeAmount } from '../format.js'

let devnet: BitcoinDevnet
before(async () => {
  devnet = await startBitcoin({ keyCount: 4 })
})
after(() => devnet.stop())

const network: CaipNetwork = bitcoinRegtest
const shapes = ['wallet-standard', 'sats-connect', 'unisat'] as const

function connectorFor(shape: (typeof shapes)[number], keyIndex: number): { connector: Connector; wallet: BitcoinTestWallet } {
  const wallet = new BitcoinTestWallet({ privateKey: devnet.keys[keyIndex]!.privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: devnet.url })
  const provider = shape === 'wallet-standard' ? wallet.standardWallet() : shape === 'sats-connect' ? wallet.satsConnectProvider() : wallet.unisatProvider()
  // Connector.provider is typed EIP-1193; Bitcoin connectors carry one of the Bitcoin shapes.
  const connector = { id: `test-${shape}`, name: wallet.name, type: 'INJECTED', chain: 'bip122', provider: provider as unknown as Connector['provider'] } as Connector
  return { connector, wallet }
}

shapes.forEach((shape, index) => {
  test(`${shape}: connect (payment address by default), balance, transfer on the ledger, BIP-322 and ECDSA messages, restore`, async () => {
    const { connector, wallet } = connectorFor(shape, index)
    const key = devnet.keys[index]!
    assert.equal(await bip122Adapter.reconnect(connector), undefined, 'nothing granted before connect')
    const account = await bip122Adapter.connect(connector, network)
    assert.equal(account.address, key.paymentAddress)
    assert.equal(account.chainId, network.id)
    if (shape !== 'unisat') assert.deepEqual(grantedAccounts(connector).map(each => each.purpose).sort(), ['ordinals', 'payment'])
    // behaviour §6: the connection records bip122 accounts as 'payment' (first) and 'ordinal', never 'eoa'.
    assert.deepEqual(account.accounts, shape === 'unisat' ? [{ address: key.paymentAddress, type: 'payment' }] : [{ address: key.paymentAddress, type: 'payment' }, { address: key.ordinalsAddress, type: 'ordinal' }])

    const { balance, symbol } = await bip122Adapter.getBalance(account.address, network, devnet.url)
    assert.deepEqual({ balance, symbol }, { balance: '1', symbol: 'BTC' })

    const recipient = devnet.keys[3]!.ordinalsAddress
    const before = devnet.ledger.balance(recipient)
    const txid = await sendTransfer({ connector, network, rpcUrl: devnet.url, to: recipient, sats: parseNativeAmount('0.1234', 8) })
    assert.ok(devnet.ledger.transaction(txid)?.block, 'mined')
    assert.equal(devnet.ledger.balance(recipient) - before, 12_340_000n)
    const fee = devnet.ledger.transaction(txid)!.fee
    assert.ok(fee > 0n)
    assert.equal((await bip122Adapter.getBalance(account.address, network, devnet.url)).balance, formatNativeAmount(100_000_000n - 12_340_000n - fee, 8))

    const signed = await signMessage(connector, 'Sign in to w3m-kit')
    assert.equal(signed.address, key.paymentAddress)
    assert.equal(verifyBip322Simple('Sign in to w3m-kit', signed.address, signed.signature, REGTEST_NETWORK), true)
    assert.equal(verifyBip322Simple('Sign in to w3m-kit?', signed.address, signed.signature, REGTEST_NETWORK), false)
    const ecdsa = await signMessage(connector, 'hello', { protocol: 'ecdsa' })
    assert.deepEqual(recoverEcdsaMessageKey('hello', ecdsa.signature), secp256k1.getPublicKey(hex.decode(key.privateKey), true))

    // A reload: a new connector over the same wallet finds the grant without a prompt.
    const restored = await bip122Adapter.reconnect({ ...connector })
    assert.equal(restored?.address, key.paymentAddress)

    const changes: string[][] = []
    let disconnected = false
    const stop = bip122Adapter.watch(connector, { accountsChanged: addresses => changes.push(addresses), chainChanged: () => undefined, disconnect: () => (disconnected = true) })
    wallet.revoke()
    await new Promise(resolve => setTimeout(resolve, 10))
    stop()
    assert.equal(disconnected, true, 'wallet-side disconnect reaches the kit')
  })
})

test('transfer refuses more than the balance and a wrong-network address, and moves nothing', async () => {
  const { connector } = connectorFor('wallet-standard', 3)
  await bip122Adapter.connect(connector, network)
  const key = devnet.keys[3]!
  const before = devnet.ledger.balance(key.paymentAddress)
  await assert.rejects(sendTransfer({ connector, network, rpcUrl: devnet.url, to: devnet.keys[0]!.paymentAddress, sats: 200_000_000n }), /Insufficient funds/)
  await assert.rejects(sendTransfer({ connector, network, rpcUrl: devnet.url, to: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', sats: 1_000n }), /Invalid address/)
  assert.equal(devnet.ledger.balance(key.paymentAddress), before)
})

test('BTC amounts: exact to the sat, 8 decimals at most', () => {
  assert.equal(formatNativeAmount(150_000_000n, 8), '1.5')
  assert.equal(formatNativeAmount(1n, 8), '0.00000001')
  assert.equal(formatNativeAmount(0n, 8), '0')
  assert.equal(parseNativeAmount('0.00000001', 8), 1n)
  assert.equal(parseNativeAmount('21000000', 8), 2_100_000_000_000_000n)
  assert.throws(() => parseNativeAmount('0.000000001', 8), /Invalid amount/)
  assert.throws(() => parseNativeAmount('1e-8', 8), /Invalid amount/)
})

test('the family seam: fee estimate × vsize, sendTransaction (sats, mined), waitForReceipt, signMessage (BIP-322) for the given address', async () => {
  const { connector } = connectorFor('sats-connect', 2)
  const key = devnet.keys[2]!
  const account = await bip122Adapter.connect(connector, network)
  assert.equal(network.nativeCurrency.decimals, 8)
  assert.equal(account.address, key.paymentAddress)

  const request = { from: account.address, to: devnet.keys[3]!.paymentAddress, value: 50_000n }
  const fee = await bip122Adapter.estimateFee!(request, network, devnet.url)
  // One P2WPKH input, two outputs at the devnet's flat 2 sat/vB: (11 + 68 + 2 × 43) × 2.
  assert.equal(fee, 330n)
  const senderBefore = devnet.ledger.balance(key.paymentAddress)
  const receiverBefore = devnet.ledger.balance(request.to)
  const txid = await bip122Adapter.sendTransaction!(connector, request, network, devnet.url)
  assert.equal(await bip122Adapter.waitForReceipt!(txid, network, devnet.url), 'success')
  assert.equal(devnet.ledger.transaction(txid)!.fee, fee, 'the wallet paid the fee the estimate showed')
  assert.equal(devnet.ledger.balance(request.to) - receiverBefore, 50_000n)
  assert.equal(senderBefore - devnet.ledger.balance(key.paymentAddress), 50_000n + fee)
  await assert.rejects(bip122Adapter.sendTransaction!(connector, { ...request, data: '0x00' }, network, devnet.url), /Chain is not supported/)

  const signature = await bip122Adapter.signMessage!(connector, 'hello from a site', key.ordinalsAddress)
  assert.equal(verifyBip322Simple('hello from a site', key.ordinalsAddress, signature, REGTEST_NETWORK), true)
  assert.equal(verifyBip322Simple('hello from a site', key.paymentAddress, signature, REGTEST_NETWORK), false)
  await assert.rejects(bip122Adapter.signMessage!(connector, 'x', devnet.keys[0]!.paymentAddress), /no longer has this account/)
})

test('address validation follows the network: bcrt1 on regtest, bc1 on mainnet', () => {
  assert.equal(isAddressOf(devnet.keys[0]!.paymentAddress, network), true)
  assert.equal(isAddressOf(devnet.keys[0]!.ordinalsAddress, network), true)
  assert.equal(isAddressOf('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', network), false)
  assert.equal(isAddressOf('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', bitcoin), true)
  assert.equal(isAddressOf('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m', bitcoin), false, 'a wrong checksum')
  assert.equal(isAddressOf('0x0000000000000000000000000000000000000000', bitcoin), false)
})
