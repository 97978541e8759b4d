import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { startRelay, type RelayService } from '../../devnet/relay/index.js'
import { answerRemoteFetchesLocally, MemoryStorage, startTestWalletKit } from '../../test/wallets/walletkit-offline.js'
import { mainnet } from '../../networks.js'
import { boundAttestation, peerOf, RELAY_CLOSED_ABNORMALLY, startWalletConnect, VERIFY_ATTESTATION_BUDGET_MS, type WalletConnectSession } from './provider.js'

// The kit's WalletConnect provider against the devnet relay (the real SDK; remote SDK fetches answered locally).
describe('WalletConnect provider over the devnet relay', () => {
  let relay: RelayService
  let session: WalletConnectSession
  const { restore } = answerRemoteFetchesLocally()

  before(async () => {
    relay = await startRelay()
    session = await startWalletConnect({
      projectId: 'w3m-devnet',
      relayUrl: relay.url,
      networks: [mainnet],
      storage: new MemoryStorage() as never
    })
  })
  after(async () => {
    await session.close()
    await relay.stop()
    restore()
  })

  it('proposes a session: the pairing URI is a wc: URI for this relay', async () => {
    const uri = await new Promise<string>((resolve, reject) => {
      session.pair(resolve).catch(reject)
    })
    assert.match(uri, /^wc:[0-9a-f]{64}@2\?/)
    assert.match(uri, /relay-protocol=irn/)
    assert.equal(session.hasSession(), false)
  })

  it('hands out the wc: URI before the proposal reaches the relay, and a wallet pairs with it', { timeout: 30_000 }, async () => {
    // The dapp is this suite's session (the SDK keeps one core per process).
    const dapp = session
    const { kit: wallet, stop } = await startTestWalletKit({ projectId: 'w3m-devnet', relayUrl: relay.url, name: 'Phone Wallet' })
    try {
      const address = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
      wallet.on('session_proposal', ({ id, params }) => {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'], accounts: [address] } }
        })
        void wallet.approveSession({ id, namespaces })
      })
      const retainedBefore = relay.stats().messages
      const uris: string[] = []
      let retainedAtUri = -1
      const paired = dapp.pair(uri => {
        if (!uris.length) retainedAtUri = relay.stats().messages
        uris.push(uri)
      })
      while (!uris.length) await new Promise(resolve => setTimeout(resolve, 5))
      // The SDK's display_uri comes only once the proposal is attested and published (retained by the relay).
      assert.equal(retainedAtUri, retainedBefore, 'the URI is shown before the proposal is published')
      await wallet.pair({ uri: uris[0]! })
      await paired
      assert.equal(dapp.hasSession(), true)
      assert.deepEqual(uris, [uris[0]], 'each URI is handed out once')
    } finally {
      await stop()
    }
  })

  it("the relay closing the socket with 3000 is reported as 'WebSocket connection closed abnormally with code'", async () => {
    const reported = new Promise<string>(resolve => session.onRelayError(resolve))
    relay.setFaults({ closeCode: 3000, closeReason: 'Unauthorized: invalid key' })
    const message = await reported
    assert.ok(message.includes(RELAY_CLOSED_ABNORMALLY), message)
    assert.match(message, /3000/)
    relay.setFaults(undefined)
  })
})

describe('the verify attestation budget', () => {
  // A verify server that accepts the connection and never answers, as an unreachable one does.
  let hanging: Server
  let url: string
  before(async () => {
    hanging = createServer(() => undefined)
    await new Promise<void>(resolve => hanging.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/attestation`
  })
  after(async () => {
    hanging.closeAllConnections()
    await new Promise(resolve => hanging.close(resolve))
  })

  it('gives up on a verify server that never answers: no attestation, its request aborted', async () => {
    const abort = new AbortController()
    const attest = boundAttestation(async () => (await fetch(url, { signal: abort.signal })).text(), 150, () => abort.abort())
    const started = performance.now()
    assert.equal(await attest({ id: 'ab', decryptedId: 'cd' }), '')
    const waited = performance.now() - started
    assert.ok(waited >= 140 && waited < 1000, `waited ${waited.toFixed(0)} ms`)
    assert.equal(abort.signal.aborted, true, 'the pending verify request is dropped')
  })

  it('keeps an attestation that comes within the budget', async () => {
    let gaveUp = false
    const attest = boundAttestation(async ({ id }) => `jwt-for-${id}`, 150, () => (gaveUp = true))
    assert.equal(await attest({ id: 'ab', decryptedId: 'cd' }), 'jwt-for-ab')
    await new Promise(resolve => setTimeout(resolve, 200))
    assert.equal(gaveUp, false)
  })

  it('is a few hundred ms, far below the SDK\'s own 5 s', () => {
    assert.ok(VERIFY_ATTESTATION_BUDGET_MS >= 300 && VERIFY_ATTESTATION_BUDGET_MS <= 1000)
  })
})

describe('the session peer (untrusted wallet metadata)', () => {
  it('keeps the name as given and only an http(s) icon', () => {
    assert.deepEqual(peerOf({ name: ' <b>Phone</b> Wallet ', icons: ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'https://wallet.example/icon.png'] }), {
      name: '<b>Phone</b> Wallet',
      icon: 'https://wallet.example/icon.png'
    })
    assert.deepEqual(peerOf({ name: 'Phone Wallet', icons: ['javascript:alert(1)'] }), { name: 'Phone Wallet' })
  })

  it('is unknown when the wallet gives no name', () => {
    assert.equal(peerOf(undefined), undefined)
    assert.equal(peerOf({ name: '   ', icons: [] }), undefined)
    assert.equal(peerOf({ name: 42 }), undefined)
  })
})
