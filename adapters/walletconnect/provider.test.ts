import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startRelay, type RelayService } from '../../devnet/relay/index.js'
import { answerRemoteFetchesLocally, MemoryStorage } from '../../test/wallets/walletkit-offline.js'
import { mainnet } from '../../networks.js'
import { peerOf, RELAY_CLOSED_ABNORMALLY, startWalletConnect, type WalletConnectSession } from './provider.js'

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

  it("the relay closing the socket with 3000 is reported as 'WebSocket connection closed abnormally with code'", async () => {
    const reported = new Promise<string>(resolve => session.onRelayError(resolve))
    relay.setFaults({ closeCode: 3000, closeReason: 'Unauthorized: invalid key' })
    const message = await reported
    assert.ok(message.includes(RELAY_CLOSED_ABNORMALLY), message)
    assert.match(message, /3000/)
    relay.setFaults(undefined)
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
