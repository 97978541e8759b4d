import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { pad, type Hex } from 'viem'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import { FrameAnswerError } from '../channel.js'
import { gasPayerOf, type PaymasterAccess, type SigningContext } from './sign-request.js'

const RPC_URL = 'https://rpc-node.example/'
const AUTH_HOST = 'auth.example'
const realFetch = globalThis.fetch

/** A chain node that knows nothing: the smart account is undeployed, its address a fixed one, its nonce 0. */
function fakeNode() {
  globalThis.fetch = (async (_url: unknown, init?: { body?: unknown }) => {
    const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
    const result = method === 'eth_getCode' ? '0x' : method === 'eth_call' ? pad('0x1234', { size: 32 }) : method === 'eth_chainId' ? '0x1' : '0x0'
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), { headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
}

function contextWith(paymaster: PaymasterAccess): SigningContext {
  const owner: Hex = '0x00000000000000000000000000000000000000aa'
  return {
    address: '0x0000000000000000000000000000000000001234',
    chainId: 1,
    rpcUrl: RPC_URL,
    sign: () => Promise.reject(new Error('no key in this test')),
    smartAccount: { owner, bundlerUrl: 'https://bundler.example/' },
    paymaster
  }
}

const stub = { paymaster: '0x00000000000000000000000000000000000000cc', paymasterData: '0x', paymasterVerificationGasLimit: '0x1', paymasterPostOpGasLimit: '0x1' }

describe('who pays the gas', () => {
  afterEach(() => {
    globalThis.fetch = realFetch
  })
  it('names the sponsor as the paymaster says, or by the paymaster\'s (auth service) host, never the RPC node\'s', async () => {
    fakeNode()
    const transfer = [{ to: '0x00000000000000000000000000000000000000bb', value: '0x1' }]
    const paymaster = (sponsor?: { name: string }): PaymasterAccess => ({
      host: AUTH_HOST,
      context: { origin: 'https://shop.example' },
      request: async () => ({ ...stub, ...(sponsor ? { sponsor } : {}) })
    })
    assert.deepEqual(await gasPayerOf('eth_sendTransaction', transfer, contextWith(paymaster({ name: 'Example Shop' }))), { payer: 'sponsor', sponsor: 'Example Shop' })
    assert.deepEqual(await gasPayerOf('eth_sendTransaction', transfer, contextWith(paymaster())), { payer: 'sponsor', sponsor: AUTH_HOST })
  })

  it('asks for the EIP-7702 account what it would send: the EOA as sender, its first operation with the delegation to Simple7702Account, nothing signed before approval', async () => {
    fakeNode()
    const eoa: Hex = '0x00000000000000000000000000000000000000dd'
    const asked: unknown[][] = []
    const paymaster: PaymasterAccess = {
      host: AUTH_HOST,
      context: { origin: 'https://shop.example' },
      request: async (_method, params) => {
        asked.push(params)
        // The second time it refuses as paymaster-access.ts passes a refusal on: its words as the error's message.
        if (asked.length > 1) throw new FrameAnswerError('Example Shop does not sponsor gas for calls to 0x00000000000000000000000000000000000000bB', -32001)
        return { ...stub, sponsor: { name: 'Example Shop' } }
      }
    }
    // The key is never asked for: sign rejects.
    const delegated: SigningContext = { address: eoa, chainId: 1, rpcUrl: RPC_URL, sign: () => Promise.reject(new Error('no key in this test')), delegated: { bundlerUrl: 'https://bundler.example/' }, paymaster }
    const calls = [{ version: '2.0.0', from: eoa, calls: [{ to: '0x00000000000000000000000000000000000000bb', value: '0x1' }, { to: '0x00000000000000000000000000000000000000cc', value: '0x2' }] }]
    assert.deepEqual(await gasPayerOf('wallet_sendCalls', calls, delegated), { payer: 'sponsor', sponsor: 'Example Shop' })
    const [operation, , chainId, context] = asked[0] as [{ sender: Hex; factory?: Hex; eip7702Auth?: { address: Hex; chainId: Hex } }, Hex, Hex, unknown]
    assert.equal(operation.sender, eoa)
    assert.equal(operation.factory, '0x7702', "EntryPoint v0.8's EIP-7702 marker")
    assert.equal(operation.eip7702Auth?.address, SIMPLE_7702_ACCOUNT)
    assert.equal(operation.eip7702Auth?.chainId, '0x1')
    assert.deepEqual([chainId, context], ['0x1', { origin: 'https://shop.example' }])
    assert.deepEqual(await gasPayerOf('wallet_sendCalls', calls, delegated), { payer: 'self', refusal: 'Example Shop does not sponsor gas for calls to 0x00000000000000000000000000000000000000bB' })
  })
})
