import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, encodeFunctionData, erc20Abi, http, type Address, type Hex } from 'viem'
import { startEvmChains, type EvmDevnet } from '../../devnet/chains/evm.js'
import { memoryWalletStorage } from '../../test/wallets/connection-memory.js'
import { createTestWallet, type TestWalletOptions } from '../../test/wallets/eip1193-wallet.js'
import { mainnet } from '../../networks.js'
import type { Connector, Eip1193Provider } from '../../types/public.js'
import { eip155Adapter } from './index.js'

// Real parts: the test wallet (EIP-5792 through an EIP-7702 delegation, or none) on a real anvil chain.
describe('eip155 adapter: EIP-5792 batches', () => {
  let evm: EvmDevnet
  let usdc: Address
  const receiver: Address = '0x0000000000000000000000000000000000b0a7c0'

  before(async () => {
    evm = await startEvmChains({ chainIds: [1] })
    usdc = evm.chains[0]!.tokens.find(token => token.symbol === 'USDC')!.address
  })
  after(async () => {
    await evm?.stop()
  })

  async function connected(key: Hex, options: Partial<TestWalletOptions> = {}) {
    const wallet = createTestWallet({ privateKey: key, chains: [{ chainId: 1, rpcUrl: evm.chains[0]!.rpcUrl, name: 'Ethereum' }], storage: memoryWalletStorage(), announce: false, ...options })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const connector: Connector = { id: 'com.w3mkit.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', provider: wallet.provider as unknown as Eip1193Provider }
    return { wallet, connector }
  }
  const transfer = (amount: bigint) => ({ to: usdc, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }) })
  const received = () => createPublicClient({ transport: http(evm.chains[0]!.rpcUrl) }).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })

  it('a wallet without EIP-5792 (4200) batches nothing, and is asked once per connection and chain', async () => {
    const { wallet, connector } = await connected(evm.accounts[4]!)
    for (let round = 0; round < 2; round++) assert.deepEqual(await eip155Adapter.batchCapabilities!(connector, wallet.address, mainnet), { atomic: false, paymasterService: false })
    assert.equal(wallet.requests.filter(request => request.method === 'wallet_getCapabilities').length, 1)
  })

  it('a wallet that batches runs the calls as one atomic batch; a failing call reverts it whole', async () => {
    const { wallet, connector } = await connected(evm.accounts[3]!, { eip5792: { paymasterService: true } })
    assert.deepEqual(await eip155Adapter.batchCapabilities!(connector, wallet.address, mainnet), { atomic: true, paymasterService: true })
    const before = await received()
    const id = await eip155Adapter.sendCalls!(connector, { from: wallet.address, calls: [transfer(1_000_000n), transfer(2_000_000n)], paymasterUrl: 'http://127.0.0.1:9/pm' }, mainnet)
    assert.equal(await eip155Adapter.waitForCalls!(connector, id), 'success')
    assert.equal((await received()) - before, 3_000_000n)
    const [sent] = wallet.requests.filter(request => request.method === 'wallet_sendCalls').map(request => (request.params as Array<Record<string, unknown>>)[0]!)
    assert.equal(sent!.version, '2.0.0')
    assert.equal(sent!.atomicRequired, true)
    assert.deepEqual(sent!.capabilities, { paymasterService: { url: 'http://127.0.0.1:9/pm', optional: true } })

    // As for one transaction, only from the connected account.
    await assert.rejects(eip155Adapter.sendCalls!(connector, { from: receiver, calls: [transfer(1n)] }, mainnet), /Address or auth connector not found/)

    const failing = await eip155Adapter.sendCalls!(connector, { from: wallet.address, calls: [transfer(1n), transfer(10n ** 30n)] }, mainnet)
    assert.equal(await eip155Adapter.waitForCalls!(connector, failing), 'reverted')
    assert.equal((await received()) - before, 3_000_000n)
  })

  it("reads an older wallet's atomicBatch capability and the all-chains entry 0x0", async () => {
    // A wallet of EIP-5792's first version: only its getCapabilities answer matters here.
    const older = (answer: unknown): Connector => ({ id: 'older', name: 'Older', type: 'INJECTED', chain: 'eip155', provider: { request: async () => answer, on() {}, removeListener() {} } as unknown as Eip1193Provider })
    assert.equal((await eip155Adapter.batchCapabilities!(older({ '0x1': { atomicBatch: { supported: true } } }), receiver, mainnet)).atomic, true)
    assert.equal((await eip155Adapter.batchCapabilities!(older({ '0x0': { atomic: { status: 'supported' } } }), receiver, mainnet)).atomic, true)
    assert.equal((await eip155Adapter.batchCapabilities!(older({ '0x1': { atomic: { status: 'unsupported' } } }), receiver, mainnet)).atomic, false)
    assert.equal((await eip155Adapter.batchCapabilities!(older('nonsense'), receiver, mainnet)).atomic, false)
  })

  it('remembers an answer or an unsupported refusal, and asks again after any other failure (pending request, timeout, locked)', async () => {
    const answers: Array<() => unknown> = []
    let asked = 0
    const provider = {
      request: async () => {
        asked++
        return answers.shift()!()
      },
      on() {},
      removeListener() {}
    }
    const connector: Connector = { id: 'flaky', name: 'Flaky', type: 'INJECTED', chain: 'eip155', provider: provider as unknown as Eip1193Provider }
    const fail = (code: number) => () => {
      throw Object.assign(new Error(`failed ${code}`), { code })
    }
    answers.push(fail(-32002), () => ({ '0x1': { atomic: { status: 'ready' } } }))
    assert.equal((await eip155Adapter.batchCapabilities!(connector, receiver, mainnet)).atomic, false)
    assert.equal((await eip155Adapter.batchCapabilities!(connector, receiver, mainnet)).atomic, true)
    assert.equal((await eip155Adapter.batchCapabilities!(connector, receiver, mainnet)).atomic, true)
    assert.equal(asked, 2)

    const other = '0x0000000000000000000000000000000000000b0b'
    answers.push(fail(-32601))
    assert.equal((await eip155Adapter.batchCapabilities!(connector, other, mainnet)).atomic, false)
    assert.equal((await eip155Adapter.batchCapabilities!(connector, other, mainnet)).atomic, false)
    assert.equal(asked, 3)
  })
})
