import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { FrameAnswerError, type FrameHandler } from '../../frame/channel.js'
import { pair } from '../../frame/fake-windows.js'
import { MAX_PENDING_TRANSACTIONS, type FrameRequest } from '../../frame/protocol.js'
import { createFrameProvider } from './frame-provider.js'

// Real parts: the kit's FrameClient and the frame's FrameHost over postMessage rules (fake windows:
// browser windows cannot exist in Node). The handler stands in for the frame's wallet, which needs
// a browser and the auth service (the e2e drives the real one).
const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const SIGNATURE = `0x${'ab'.repeat(65)}`
const HASH = `0x${'cd'.repeat(32)}`

function setup(answer: (request: FrameRequest) => unknown) {
  const seen: FrameRequest[] = []
  const handle = (async (request: FrameRequest) => {
    seen.push(request)
    return answer(request)
  }) as FrameHandler
  const { client } = pair(handle)
  const approvals: string[] = []
  const finished: string[] = []
  let notAllowed = 0
  const users: string[] = []
  let signedOut = 0
  const provider = createFrameProvider(client, {
    approvalStarted: method => {
      approvals.push(method)
      return () => finished.push(method)
    },
    notAllowed: () => notAllowed++,
    user: user => users.push(user.email ?? ''),
    signedOut: () => signedOut++
  })
  return { provider, seen, approvals, finished, notAllowedCount: () => notAllowed, users, signedOutCount: () => signedOut }
}

const rpcAnswer = (result: unknown) => (request: FrameRequest) => (request.type === 'rpc-request' ? { result } : {})

describe('the embedded wallet as an EIP-1193 provider over the frame', () => {
  it('accounts and chain come from the signed-in user; reads go straight through without an approval', async () => {
    const { provider, seen, approvals } = setup(request => {
      if (request.type === 'get-user') return { email: 'a@b.co', address: ADDRESS, chainId: 1, accounts: [{ address: ADDRESS, type: 'eoa' }], preferredAccountType: 'eoa' }
      if (request.type === 'get-chain-id') return { chainId: 56 }
      return { result: '0x10' }
    })
    assert.deepEqual(await provider.request({ method: 'eth_requestAccounts' }), [ADDRESS])
    assert.equal(await provider.request({ method: 'eth_chainId' }), '0x38')
    assert.equal(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }), '0x10')
    assert.deepEqual(approvals, [])
    assert.deepEqual(seen.at(-1)?.payload, { method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
  })

  it('a signature waits for the approval in the frame: ApproveTransaction shows, then ends when the frame answers', async () => {
    const { provider, approvals, finished } = setup(rpcAnswer(SIGNATURE))
    assert.equal(await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }), SIGNATURE)
    assert.deepEqual(approvals, ['personal_sign'])
    assert.deepEqual(finished, ['personal_sign'])
  })

  it("the person's refusal in the frame reaches the site as 4001 and still ends the approval view", async () => {
    const { provider, finished } = setup(() => {
      throw new FrameAnswerError('User rejected the request.', 4001)
    })
    await assert.rejects(provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }), { code: 4001, message: 'User rejected the request.' })
    assert.deepEqual(finished, ['eth_sendTransaction'])
  })

  it("an unknown method is refused at once with 4200, never reaches the frame, and 'Action not allowed' follows 300 ms later", async () => {
    const { provider, seen, notAllowedCount } = setup(rpcAnswer(null))
    await assert.rejects(provider.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] }), { code: 4200, message: 'Requested RPC call is not allowed' })
    assert.equal(seen.length, 0)
    assert.equal(notAllowedCount(), 0)
    await new Promise(resolve => setTimeout(resolve, 350))
    assert.equal(notAllowedCount(), 1)
  })

  it('answers of the wrong shape are refused (behaviour §5: signature 0x + ≥ 62 hex, hash 0x + 64 hex)', async () => {
    await assert.rejects(setup(rpcAnswer('0x1234')).provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] }), { code: -32603 })
    await assert.rejects(setup(rpcAnswer(`0x${'cd'.repeat(31)}`)).provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }), { code: -32603 })
    assert.equal(await setup(rpcAnswer(HASH)).provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }), HASH)
  })

  it("wallet_sendCalls: every call's 'to' and optional 'data' start with 0x, checked before anything is asked", async () => {
    const { provider, seen } = setup(rpcAnswer({ id: HASH }))
    await assert.rejects(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS }, { to: 'alice.eth' }] }] }), /Call 1: 'to' must start with 0x/)
    await assert.rejects(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS, data: 'deadbeef' }] }] }), /'data' must start with 0x/)
    await assert.rejects(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] }), /non-empty/)
    assert.equal(seen.length, 0)
    assert.deepEqual(await provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS, data: '0x' }] }] }), { id: HASH })
  })

  it(`at most ${MAX_PENDING_TRANSACTIONS} approvals wait at once; the next is refused until one ends`, async () => {
    const waiting: Array<() => void> = []
    const { provider } = setup(
      () =>
        new Promise(resolve => {
          waiting.push(() => resolve({ result: SIGNATURE }))
        })
    )
    const sign = () => provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    const pending = Array.from({ length: MAX_PENDING_TRANSACTIONS }, sign)
    await assert.rejects(sign(), { code: -32005 })
    while (waiting.length < MAX_PENDING_TRANSACTIONS) await new Promise(resolve => setTimeout(resolve, 5))
    waiting.shift()!()
    await pending[0]
    const next = sign()
    while (waiting.length < MAX_PENDING_TRANSACTIONS) await new Promise(resolve => setTimeout(resolve, 5))
    for (const release of waiting.splice(0)) release()
    assert.equal(await next, SIGNATURE)
    await Promise.all(pending)
  })

  it('switching the chain asks the frame and tells listeners', async () => {
    const { provider, seen } = setup(request => (request.type === 'switch-network' ? { chainId: 56 } : {}))
    const changes: unknown[] = []
    provider.on?.('chainChanged', ((chainId: string) => changes.push(chainId)) as never)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] })
    assert.deepEqual(seen.at(-1)?.payload, { chainId: 56 })
    assert.deepEqual(changes, ['0x38'])
  })

  it('the connection check: a signed-in user is reported; "Not signed in" forgets the login and answers no accounts', async () => {
    let signedIn = true
    const { provider, users, signedOutCount } = setup(request => {
      if (request.type !== 'get-user') return {}
      if (!signedIn) throw new FrameAnswerError('Not signed in', 4100)
      return { email: 'a@b.co', address: ADDRESS, chainId: 1 }
    })
    assert.deepEqual(await provider.request({ method: 'eth_accounts' }), [ADDRESS])
    assert.deepEqual(users, ['a@b.co'])
    signedIn = false
    assert.deepEqual(await provider.request({ method: 'eth_accounts' }), [])
    assert.equal(signedOutCount(), 1)
    // Connecting (eth_requestAccounts) surfaces the frame's words instead.
    await assert.rejects(provider.request({ method: 'eth_requestAccounts' }), { message: 'Not signed in', code: 4100 })
  })

  it('disconnect (wallet_revokePermissions) signs out in the frame, waiting at most 3 s for it, never as an approval', async () => {
    const { provider, seen, approvals, signedOutCount } = setup(() => ({}))
    assert.equal(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }), null)
    assert.equal(seen.at(-1)?.type, 'sign-out')
    assert.deepEqual(approvals, [])
    assert.equal(signedOutCount(), 1)

    const silent = setup(() => new Promise(() => undefined))
    const started = Date.now()
    assert.equal(await silent.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }), null)
    const waited = Date.now() - started
    assert.ok(waited >= 2900 && waited < 4500, `waited ${waited} ms`)
    assert.equal(silent.signedOutCount(), 1)
  })
})
