import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import { until } from '../../test/until.js'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { toHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startRelay, type RelayService } from './index.js'
import { answerRemoteFetchesLocally, MemoryStorage } from '../../test/wallets/walletkit-offline.js'

// Offline: remote SDK fetches are answered locally (see test/wallets/walletkit-offline.ts).
const { remoteCalls, restore: restoreFetch } = answerRemoteFetchesLocally()

const PROJECT_ID = 'w3m-devnet'
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
let relay: RelayService

before(async () => {
  relay = await startRelay()
})

after(async () => {
  restoreFetch()
  await relay.stop()
})

it('a dapp (universal-provider) and a wallet (walletkit) pair, sign and disconnect over the devnet relay', { timeout: 60_000 }, async t => {
  const started = Date.now()
  const dapp = await UniversalProvider.init({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    storage: new MemoryStorage(),
    customStoragePrefix: 'relay-test-dapp',
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
    metadata: { name: 'Devnet Dapp', description: 'relay test', url: 'http://localhost:5173', icons: [] }
  })
  const core = new Core({ projectId: PROJECT_ID, relayUrl: relay.url, storage: new MemoryStorage(), customStoragePrefix: 'relay-test-wallet', telemetryEnabled: false, logger: 'silent' })
  const wallet = await WalletKit.init({ core, metadata: { name: 'Test Wallet', description: 'relay test', url: 'http://localhost:5174', icons: [] } })

  try {
    const address = `eip155:1:${account.address}`
    wallet.on('session_proposal', async ({ id, params }) => {
      const namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged', 'chainChanged'], accounts: [address] } }
      })
      await wallet.approveSession({ id, namespaces })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message, signer] = params.request.params as [Hex, string]
      assert.equal(params.request.method, 'personal_sign')
      assert.equal(signer.toLowerCase(), account.address.toLowerCase())
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })

    const uri = new Promise<string>(resolve => dapp.on('display_uri', resolve))
    const connected = dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'], rpcMap: { 1: 'http://127.0.0.1:9' } } }
    })
    const wcUri = await uri
    assert.match(wcUri, /^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: wcUri })
    const session = await connected
    assert.ok(session, 'dapp got a session')
    assert.deepEqual(session.namespaces.eip155?.accounts, [address])

    const message = 'Sign in to the devnet'
    const signature = await dapp.request<Hex>({ method: 'personal_sign', params: [toHex(message), account.address] }, 'eip155:1')
    assert.equal(await verifyMessage({ address: account.address, message, signature }), true)

    // A relay crash (every socket dropped): both SDKs reconnect, resubscribe and carry on.
    relay.setFaults({ drop: true })
    await until(() => relay.stats().connections === 0, 'the relay dropped every socket')
    // A request sent into the dead socket would wait for the SDK's 15 s publish retry; wait for the reconnect.
    await until(() => relay.stats().connections >= 2 && Date.now() - relay.stats().lastFrameAt >= 100, 'both SDKs reconnected and went quiet', 20_000)
    const again = await dapp.request<Hex>({ method: 'personal_sign', params: [toHex('after a drop'), account.address] }, 'eip155:1')
    assert.equal(await verifyMessage({ address: account.address, message: 'after a drop', signature: again }), true)

    const deleted = new Promise<{ topic: string }>(resolve => dapp.on('session_delete', resolve))
    await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    assert.equal((await deleted).topic, session.topic)
    assert.equal(dapp.session, undefined, 'the dapp dropped its session')
    // Both sides tidy up (unsubscribe, pairing cleanup) after a delete; closing mid-way makes them reconnect.
    await until(() => Date.now() - relay.stats().lastFrameAt >= 300, 'both sides finished tidying up', 20_000)

    t.diagnostic(`paired, signed and disconnected in ${Date.now() - started} ms`)
    t.diagnostic(`remote fetches the SDK attempted (answered 503 locally): ${[...new Set(remoteCalls)].join(', ') || 'none'}`)
  } finally {
    for (const client of [dapp.client.core, core]) {
      client.heartbeat.stop()
      await client.relayer.transportClose().catch(() => undefined)
    }
  }
})
