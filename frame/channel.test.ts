import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { defaultTimeoutFor, FrameAnswerError, FrameClient, FrameHost, FrameRequestError, FrameTimeoutError } from './channel.js'
import { FakeWindow, KIT, pair, SECURE } from './fake-windows.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_MESSAGE_TYPES, FRAME_REQUEST_TIMEOUT_MS, isFrameAnswer, isFrameRequest, makeRequest } from './protocol.js'

const tick = () => new Promise(resolve => setTimeout(resolve, 20))

describe('frame protocol', () => {
  it('knows every behaviour §7 message', () => {
    // behaviour §7's, the second factor's (manage-factor, export-key) and the passkeys' (add-passkey, connect-passkey, manage-passkeys).
    assert.equal(FRAME_MESSAGE_TYPES.length, 27)
    for (const type of ['switch-network', 'connect-email', 'connect-device', 'connect-otp', 'get-user', 'sign-out', 'is-connected', 'get-chain-id', 'rpc-request', 'update-email', 'update-email-primary-otp', 'update-email-secondary-otp', 'sync-theme', 'sync-dapp-data', 'reload', 'manage-factor', 'export-key', 'manage-passkeys'])
      assert.ok(FRAME_MESSAGE_TYPES.includes(type as never), type)
  })
  it('validates requests and answers by shape', () => {
    assert.ok(isFrameRequest(makeRequest('connect-email', { email: 'a@b.co' })))
    assert.ok(!isFrameRequest(makeRequest('connect-email', { email: 'not an email' })))
    assert.ok(!isFrameRequest({ ...makeRequest('connect-otp', { otp: '123456' }), extra: 1 }))
    assert.ok(!isFrameRequest(makeRequest('connect-otp', { otp: '12345' })))
    assert.ok(!isFrameRequest({ id: 'x', type: 'reload', payload: {} }), 'ids are UUIDs')
    // Passkeys: the page asks for a ceremony and hears an outcome, never a credential.
    assert.ok(isFrameRequest(makeRequest('connect-passkey', { preferredAccountType: 'eoa' })))
    assert.ok(!isFrameRequest({ ...makeRequest('add-passkey', {}), payload: { credential: 'x' } }))
    // The kit's language rides with the dapp data: a language tag, nothing else.
    assert.ok(isFrameRequest(makeRequest('sync-dapp-data', { projectId: 'p', sdkVersion: '1', locale: 'pt-BR' })))
    assert.ok(!isFrameRequest(makeRequest('sync-dapp-data', { projectId: 'p', sdkVersion: '1', locale: 'ar"><img>' })))
    const id = crypto.randomUUID()
    assert.ok(isFrameAnswer({ id, type: 'connect-email:success', payload: { action: 'VERIFY_OTP' } }))
    assert.ok(!isFrameAnswer({ id, type: 'connect-email:success', payload: { action: 'LOGIN' } }))
    assert.ok(isFrameAnswer({ id, type: 'rpc-request:error', payload: { message: 'Requested RPC call is not allowed' } }))
    assert.ok(!isFrameAnswer({ id, type: 'rpc-request:error', payload: {} }), 'error payloads carry message')
    assert.ok(!isFrameAnswer({ id, type: 'nope:success', payload: {} }))
    assert.ok(isFrameAnswer({ id, type: 'get-farcaster-uri:success', payload: { url: 'farcaster://connect?channelToken=t&nonce=n' } }), 'the Farcaster app link')
    assert.ok(isFrameAnswer({ id, type: 'get-farcaster-uri:success', payload: { url: 'https://farcaster.xyz/~/siwf?channelToken=t' } }), 'its web form')
    assert.ok(!isFrameAnswer({ id, type: 'get-farcaster-uri:success', payload: { url: 'javascript:alert(1)' } }), 'never a script link')
  })
})

describe('frame channel', () => {
  it('round-trips a request and an error answer', async () => {
    const { client } = pair(async request => {
      if (request.type === 'connect-email') return { action: 'VERIFY_OTP' }
      throw new FrameAnswerError('Please try again after 12 seconds')
    })
    assert.deepEqual(await client.request('connect-email', { email: 'me@example.com' }), { action: 'VERIFY_OTP' })
    await assert.rejects(client.request('connect-otp', { otp: '000000' }), (error: Error) => error instanceof FrameRequestError && error.message === 'Please try again after 12 seconds')
    assert.equal(client.pendingCount, 0)
  })

  it('hides unexpected handler errors behind the behaviour spec text', async () => {
    const { client } = pair(async () => {
      throw new Error('secret internals')
    })
    await assert.rejects(client.request('reload', {}), { message: 'Something went wrong' })
  })

  it('times out with the behaviour spec reason and forgets the id', async () => {
    const { client } = pair(() => new Promise(() => {}), () => 30)
    await assert.rejects(client.request('get-chain-id', {}), (error: Error) => error instanceof FrameTimeoutError && error.reason === 'iframe_request_timeout')
    assert.equal(client.pendingCount, 0)
  })

  it('times requests as behaviour §9 says; a Farcaster sign-in waits for the person (its channel expires instead)', () => {
    assert.equal(defaultTimeoutFor('get-chain-id'), FRAME_LOAD_TIMEOUT_MS)
    assert.equal(defaultTimeoutFor('connect-otp'), FRAME_REQUEST_TIMEOUT_MS)
    assert.equal(defaultTimeoutFor('connect-social'), FRAME_REQUEST_TIMEOUT_MS)
    for (const type of ['sync-theme', 'sync-dapp-data', 'set-preferred-account', 'connect-farcaster'] as const) assert.equal(defaultTimeoutFor(type), undefined, type)
  })

  it('answers each id once and ignores a replayed request', async () => {
    let calls = 0
    const { client, toFrame, frame, kitSeenByFrame, toKit } = pair(async () => {
      calls++
      return { chainId: 1 }
    })
    await client.request('get-chain-id', {})
    frame.deliver(toFrame[0], KIT, kitSeenByFrame)
    await tick()
    assert.equal(calls, 1)
    assert.equal(toKit.length, 1)
  })

  it('ignores a fuzz of malformed, foreign and replayed messages on both ends', async () => {
    let handled = 0
    let release: () => void = () => {}
    const { client, kit, frame, frameSeenByKit, kitSeenByFrame, toKit } = pair(async request => {
      handled++
      if (request.type === 'rpc-request') await new Promise<void>(resolve => (release = resolve))
      return { result: '0x1' } as never
    })
    const real = client.request('rpc-request', { method: 'eth_chainId', params: [] })
    await tick()
    assert.equal(handled, 1)
    const [answerTemplate] = [{ id: '', type: 'rpc-request:success', payload: { result: '0xdead' } }]
    const stranger = {}
    let seed = 42
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!
    const junk: unknown[] = [null, undefined, 1, 'x', [], {}, { id: 1 }, { type: 'reload' }, { id: crypto.randomUUID(), type: 'reload' }, { __proto__: { id: 'x' } }]
    const id = () => pick([crypto.randomUUID(), 'not-a-uuid', '', '../../', crypto.randomUUID().toUpperCase()])
    const mutations: Array<() => unknown> = [
      () => pick(junk),
      () => ({ id: id(), type: pick(FRAME_MESSAGE_TYPES), payload: pick(junk) }),
      () => ({ id: id(), type: 'connect-email', payload: { email: pick(['', 'a', '<script>@x.y', 'a@b']) } }),
      () => ({ id: id(), type: 'rpc-request', payload: { method: pick(['', 'eth_call;drop', 'x'.repeat(65)]), params: [] } }),
      () => ({ id: id(), type: 'connect-otp', payload: { otp: pick(['12345', '1234567', 'abcdef', 123456]) } }),
      () => ({ id: id(), type: 'get-chain-id:success', payload: { chainId: 1 } }),
      () => ({ ...answerTemplate, id: crypto.randomUUID() }),
      () => ({ id: crypto.randomUUID(), type: 'rpc-request:error', payload: { message: 7 } }),
      () => ({ id: crypto.randomUUID(), type: 'rpc-request', payload: {}, extra: true })
    ]
    for (let round = 0; round < 400; round++) {
      const message = pick(mutations)()
      const route = round % 4
      // Frame side: foreign origin, foreign window, or right window with garbage.
      if (route === 0) frame.deliver(message, 'https://evil.example', kitSeenByFrame)
      else if (route === 1) frame.deliver(message, KIT, stranger)
      else if (route === 2) frame.deliver(message, KIT, kitSeenByFrame)
      // Kit side: answers from a stranger or the wrong origin, and ids nobody asked for.
      else kit.deliver(pick([message, { ...answerTemplate, id: crypto.randomUUID() }]), pick([SECURE, 'https://evil.example']), pick([frameSeenByKit, stranger]))
    }
    await tick()
    assert.equal(handled, 1, 'no junk request reached the handler')
    assert.equal(client.pendingCount, 1, 'no junk answer settled the real request')
    release()
    assert.deepEqual(await real, { result: '0x1' })
    // A replay of the real answer after it settled changes nothing.
    kit.deliver(toKit.at(-1), SECURE, frameSeenByKit)
    await tick()
    assert.equal(client.pendingCount, 0)
    assert.equal(toKit.length, 1, 'the host answered only the one real request')
  })

  it('posts only to exact origins', () => {
    const window = new FakeWindow(KIT)
    assert.throws(() => new FrameClient({ self: window, frame: { postMessage() {} }, frameOrigin: '*' }))
    assert.throws(() => new FrameClient({ self: window, frame: { postMessage() {} }, frameOrigin: 'https://secure.example/path' }))
    assert.throws(() => new FrameHost({ self: window, parent: { postMessage() {} }, parentOrigin: 'null', handle: async () => ({}) as never }))
  })

  it('announces readiness only to the parent origin', async () => {
    const { client, host } = pair(async () => ({}) as never)
    const ready = new Promise(resolve => client.onReady(resolve))
    host.announceReady('1.0.0')
    assert.deepEqual(await ready, { type: 'frame-ready', payload: { version: '1.0.0' } })
  })
})
