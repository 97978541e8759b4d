import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { pad, type Hex } from 'viem'
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
    smartAccount: { owner, bundlerUrl: 'https://bundler.example/', paymaster }
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
})
