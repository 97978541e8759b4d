import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { bip122Adapter, signMessage as signBitcoinMessage } from '../adapters/bip122/index.js'
import { solanaAdapter } from '../adapters/solana/index.js'
import type { CaipNetworkId, Connector, SIWXMessageData, SIWXSession } from '../types/public.js'
import { removeStored } from '../controllers/config/storage.js'
import { bitcoinTestKey } from '../devnet/bitcoin/index.js'
import { REGTEST_NETWORK } from '../devnet/bitcoin/ledger.js'
import { bitcoinRegtest, solanaDevnet } from '../networks.js'
import { BitcoinTestWallet } from '../test/wallets/bitcoin-wallet.js'
import { SolanaTestWallet, solanaTestSeed } from '../test/wallets/solana-wallet.js'
import { LOCAL_SIWX_STORAGE_KEY, LocalSiwx } from './local.js'
import { formatSiwxMessage } from '../controllers/siwx/message.js'

// Real parts: the test wallets sign with their keys through the kit's own adapters, so the
// signatures are in the exact form the sign-in flow stores (base58 for Solana, base64 for Bitcoin).

const connectorOf = (chain: 'solana' | 'bip122', provider: unknown) =>
  ({ id: `test-${chain}`, name: 'Test', type: 'INJECTED', chain, provider: provider as Connector['provider'] }) as Connector

function dataFor(chainId: CaipNetworkId, accountAddress: string): SIWXMessageData {
  const now = Date.now()
  return {
    accountAddress,
    chainId,
    domain: 'app.example',
    uri: 'https://app.example/',
    version: '1',
    nonce: 'k3Ln0Z8aQ2vB7cD1',
    statement: 'Sign in to the w3m-kit demo',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString()
  }
}

/** A changed field the visitor never signed (a longer session). */
const tampered = (message: string) => message.replace(/Expiration Time: .*/, `Expiration Time: ${new Date(Date.now() + 99 * 3_600_000).toISOString()}`)

async function refused(siwx: LocalSiwx, session: SIWXSession): Promise<void> {
  await assert.rejects(siwx.addSession(session), { message: 'Invalid signature' })
  assert.deepEqual(await siwx.getSessions(session.data.chainId, session.data.accountAddress), [], 'nothing kept')
}

describe('LocalSiwx verifies Solana and Bitcoin sign-ins', () => {
  beforeEach(() => removeStored(LOCAL_SIWX_STORAGE_KEY))

  it('solana: the wallet’s ed25519 signature (base58) is kept; another key’s signature and a changed message are refused', async () => {
    const chainId = solanaDevnet.caipNetworkId as CaipNetworkId
    const wallet = new SolanaTestWallet({ secretKey: solanaTestSeed(40), rpcUrl: 'http://127.0.0.1:9', chains: ['solana:devnet'] })
    const impostor = new SolanaTestWallet({ secretKey: solanaTestSeed(41), rpcUrl: 'http://127.0.0.1:9', chains: ['solana:devnet'] })
    const connector = connectorOf('solana', wallet.standard())
    const other = connectorOf('solana', impostor.standard())
    const address = (await solanaAdapter.connect(connector, solanaDevnet)).address
    await solanaAdapter.connect(other, solanaDevnet)
    const data = dataFor(chainId, address)
    const message = formatSiwxMessage(data)
    assert.match(message, /^app\.example wants you to sign in with your Solana account:\n/)
    const siwx = new LocalSiwx()

    await refused(siwx, { data, message, signature: await solanaAdapter.signMessage!(other, message, impostor.account.address) })
    const signature = await solanaAdapter.signMessage!(connector, message, address)
    await refused(siwx, { data, message: tampered(message), signature })

    await siwx.addSession({ data, message, signature })
    const [kept] = await siwx.getSessions(chainId, address)
    assert.equal(kept?.signature, signature)
    assert.equal(kept?.message, message)
  })

  for (const protocol of ['bip322', 'ecdsa'] as const) {
    it(`bip122 (${protocol === 'bip322' ? 'BIP-322 simple' : 'legacy ECDSA'}): the payment (P2WPKH) and ordinals (P2TR) accounts’ signatures are kept; another key’s and a changed message are refused`, async () => {
      const chainId = bitcoinRegtest.caipNetworkId as CaipNetworkId
      const key = bitcoinTestKey(0)
      const wallet = new BitcoinTestWallet({ privateKey: key.privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:9' })
      const impostor = new BitcoinTestWallet({ privateKey: bitcoinTestKey(1).privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:9' })
      const connector = connectorOf('bip122', wallet.standardWallet())
      const other = connectorOf('bip122', impostor.standardWallet())
      assert.equal((await bip122Adapter.connect(connector, bitcoinRegtest)).address, key.paymentAddress)
      await bip122Adapter.connect(other, bitcoinRegtest)
      const siwx = new LocalSiwx()

      for (const purpose of ['payment', 'ordinals'] as const) {
        const address = purpose === 'payment' ? key.paymentAddress : key.ordinalsAddress
        const data = dataFor(chainId, address)
        const message = formatSiwxMessage(data)
        assert.match(message, /^app\.example wants you to sign in with your Bitcoin account:\n/)
        const forged = await signBitcoinMessage(other, message, { protocol, purpose })
        await refused(siwx, { data, message, signature: forged.signature })
        const { signature } = await signBitcoinMessage(connector, message, { protocol, purpose })
        await refused(siwx, { data, message: tampered(message), signature })

        await siwx.addSession({ data, message, signature })
        assert.equal((await siwx.getSessions(chainId, address))[0]?.signature, signature, purpose)
      }
    })
  }

  it('bip122: the flow’s own signature (the adapter’s signMessage, BIP-322) is kept for the payment address', async () => {
    const chainId = bitcoinRegtest.caipNetworkId as CaipNetworkId
    const key = bitcoinTestKey(2)
    const wallet = new BitcoinTestWallet({ privateKey: key.privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:9' })
    const connector = connectorOf('bip122', wallet.satsConnectProvider())
    const { address } = await bip122Adapter.connect(connector, bitcoinRegtest)
    const data = dataFor(chainId, address)
    const message = formatSiwxMessage(data)
    const siwx = new LocalSiwx()
    await siwx.addSession({ data, message, signature: await bip122Adapter.signMessage!(connector, message, address) })
    assert.equal((await siwx.getSessions(chainId, address)).length, 1)
  })

  it('a Bitcoin address of another network is refused', async () => {
    const key = bitcoinTestKey(0)
    const wallet = new BitcoinTestWallet({ privateKey: key.privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:9' })
    const connector = connectorOf('bip122', wallet.standardWallet())
    await bip122Adapter.connect(connector, bitcoinRegtest)
    // A regtest address claimed on Bitcoin mainnet: the mainnet encoding does not decode it.
    const data = dataFor('bip122:000000000019d6689c085ae165831e93', key.paymentAddress)
    const message = formatSiwxMessage(data)
    await refused(new LocalSiwx(), { data, message, signature: (await signBitcoinMessage(connector, message)).signature })
  })
})
