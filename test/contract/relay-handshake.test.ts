import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64urlnopad } from '@scure/base'
import WebSocket, { WebSocketServer } from 'ws'

/**
 * The relay handshake the kit makes with a real-looking projectId and the DEFAULT relay URL is the one
 * the public relay accepts. The socket is intercepted in-process: the kit believes it opens
 * wss://relay.walletconnect.org, the connection goes to a local server that records the request and
 * answers the relay's JSON-RPC, so nothing leaves the machine.
 *
 * What the relay accepts, from the public specification and the reference client:
 * - WalletConnect/walletconnect-specs, docs/specs/clients/core/relay/relay-client-auth.md: the client
 *   presents a signed JWT, in browsers as the URL query `?auth=<jwt>`; claims `iat`, `exp`, `iss` (the
 *   did:key of the client's Ed25519 key), `aud` (the relay server URL), `sub` (a random 32-byte hex
 *   session id); it also names `act: "client_auth"`, which the reference client does not send.
 * - @walletconnect/relay-auth 1.1.0 (MIT; what every WalletConnect SDK signs with): header
 *   `{ alg: "EdDSA", typ: "JWT" }`; `iss` = "did:key:z" + base58btc(0xed 0x01 ‖ 32-byte public key),
 *   i.e. `did:key:z6Mk…`; signature = Ed25519 over the UTF-8 of `base64url(header).base64url(payload)`,
 *   base64url without padding; ttl one day.
 * - @walletconnect/utils formatRelayRpcUrl: the query carries `auth`, `projectId`, `ua`
 *   (`wc-2/js-<sdk version>/<os>/<environment>`) and `useOnCloseEvent=true`.
 */
const DEFAULT_RELAY = 'wss://relay.walletconnect.org'
// The shape of a project id from the WalletConnect dashboard (32 hex characters); not a real project.
const PROJECT_ID = '3f2a9c1e7b5d4e8fa0c6b2d9e1f47a35'
const ED25519_MULTICODEC = [0xed, 0x01]

interface Handshake {
  requestedUrl: string
  receivedPath: string
}

const handshakes: Handshake[] = []
let localRelay = ''
/**
 * The SDK picks its WebSocket class when its modules load: this global, set before any of them is
 * imported (they are imported dynamically below), is the one it uses. It keeps the URL the kit asked
 * for and connects to the local server instead.
 */
class InterceptedWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    handshakes.push({ requestedUrl: url, receivedPath: '' })
    super(`${localRelay}/${new URL(url).search}`, protocols)
  }
}
;(globalThis as { WebSocket?: unknown }).WebSocket = InterceptedWebSocket

describe('relay handshake on the default relay (wire contract)', () => {
  let server: WebSocketServer
  let close: (() => Promise<void>) | undefined
  let restore: (() => void) | undefined

  before(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise(resolve => server.once('listening', resolve))
    localRelay = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
    // The relay's side of the JSON-RPC the client sends after connecting: subscriptions get an id, the rest `true`.
    server.on('connection', (socket, request) => {
      handshakes.at(-1)!.receivedPath = request.url ?? ''
      socket.on('message', data => {
        const { id, method, params } = JSON.parse(String(data)) as { id: number; method: string; params?: { topics?: string[] } }
        const result = method.endsWith('batchSubscribe') ? (params?.topics ?? []).map(() => 'ab'.repeat(32)) : method.endsWith('subscribe') && !method.endsWith('unsubscribe') ? 'ab'.repeat(32) : true
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', result }))
      })
    })
    const { answerRemoteFetchesLocally, MemoryStorage } = await import('../wallets/walletkit-offline.js')
    restore = answerRemoteFetchesLocally().restore
    const { startWalletConnect } = await import('../../adapters/walletconnect/provider.js')
    const { mainnet } = await import('../../networks.js')
    const session = await startWalletConnect({ projectId: PROJECT_ID, networks: [mainnet], storage: new MemoryStorage() as never })
    close = () => session.close()
    // The socket opens on the first relay call: proposing a session subscribes to its pairing topic.
    void session.pair(() => undefined).catch(() => undefined)
    const until = Date.now() + 15_000
    while (!handshakes[0]?.receivedPath && Date.now() < until) await new Promise(resolve => setTimeout(resolve, 50))
  })

  after(async () => {
    await close?.()
    server.close()
    delete (globalThis as { WebSocket?: unknown }).WebSocket
    restore?.()
  })

  it('opens the default relay URL with projectId, auth, ua and useOnCloseEvent in the query', () => {
    assert.ok(handshakes.length >= 1, 'the kit connected to the relay')
    const url = new URL(handshakes[0]!.requestedUrl)
    assert.equal(url.origin, DEFAULT_RELAY)
    assert.equal(url.searchParams.get('projectId'), PROJECT_ID)
    assert.match(url.searchParams.get('ua') ?? '', /^wc-2\/js-2\.21\.8\/[^/]+\/[^/]+/)
    assert.equal(url.searchParams.get('useOnCloseEvent'), 'true')
    assert.match(url.searchParams.get('auth') ?? '', /^[\w-]+\.[\w-]+\.[\w-]+$/)
    assert.equal(new URL(handshakes[0]!.receivedPath, 'ws://x').searchParams.get('auth'), url.searchParams.get('auth'), 'the query reached the server as sent')
  })

  it('signs the client-auth JWT as the relay verifies it: EdDSA, did:key issuer, relay audience, one-day expiry, valid signature', () => {
    const jwt = new URL(handshakes[0]!.requestedUrl).searchParams.get('auth')!
    const [headerPart, payloadPart, signaturePart] = jwt.split('.') as [string, string, string]
    const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part))) as Record<string, unknown>
    assert.deepEqual(decode(headerPart), { alg: 'EdDSA', typ: 'JWT' })
    const payload = decode(payloadPart)
    assert.match(String(payload.iss), /^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/)
    assert.match(String(payload.sub), /^[0-9a-f]{64}$/)
    assert.equal(payload.aud, DEFAULT_RELAY)
    const now = Math.floor(Date.now() / 1000)
    assert.ok(Math.abs(Number(payload.iat) - now) < 300, `iat ${payload.iat} is now`)
    assert.equal(Number(payload.exp) - Number(payload.iat), 86_400)
    if ('act' in payload) assert.equal(payload.act, 'client_auth')

    const key = base58.decode(String(payload.iss).slice('did:key:z'.length))
    assert.deepEqual([...key.slice(0, 2)], ED25519_MULTICODEC)
    const publicKey = key.slice(2)
    assert.equal(publicKey.length, 32)
    const signature = base64urlnopad.decode(signaturePart)
    const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
    assert.equal(ed25519.verify(signature, signed, publicKey), true, 'the signature verifies with the issuer key')
    const tampered = new TextEncoder().encode(`${headerPart}.${base64urlnopad.encode(new TextEncoder().encode(JSON.stringify({ ...payload, aud: 'wss://elsewhere.example' })))}`)
    assert.equal(ed25519.verify(signature, tampered, publicKey), false, 'and binds the audience')
  })
})
