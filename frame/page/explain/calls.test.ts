import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, createWalletClient, encodeFunctionData, http, maxUint256, parseAbi, parseEther, toHex, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startApi, type ApiDevnet } from '../../../devnet/api/index.js'
import { viemChain } from '../../../devnet/chains/deploy.js'
import { startEvmChains, type EvmDevnet } from '../../../devnet/chains/evm.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/directory/index.js'
import { explainRequest, type ExplainDeps } from './explain-request.js'
import type { Amount, RequestContext } from './model.js'

// A real anvil with the devnet tokens and the devnet blockchain API (names, USD prices) over it.
let devnet: EvmDevnet
let api: ApiDevnet
let chain: PublicClient
let deps: ExplainDeps
let context: RequestContext
let usdc: Hex
let dai: Hex
let amm: Hex
const sender = () => privateKeyToAccount(devnet.accounts[0]!)
const bob = () => privateKeyToAccount(devnet.accounts[1]!).address
const ERC20 = parseAbi(['function transfer(address to, uint256 value)', 'function approve(address spender, uint256 value)', 'function balanceOf(address) view returns (uint256)'])

before(async () => {
  devnet = await startEvmChains({ chainIds: [1] })
  api = await startApi({ evm: devnet })
  const rpcUrl = devnet.chains[0]!.rpcUrl
  ;[usdc, dai] = devnet.chains[0]!.tokens.map(token => token.address) as [Hex, Hex]
  amm = devnet.chains[0]!.amm.address
  chain = createPublicClient({ chain: viemChain(1, rpcUrl), transport: http(rpcUrl), pollingInterval: 50 })
  deps = { rpcUrl, blockchainApi: { url: api.url, projectId: DEVNET_PROJECT_ID } }
  context = { origin: 'https://shop.example', chainId: 1, account: sender().address }
  // Bob has a name at the API (what registering one through its signed route leaves in its store).
  const now = new Date().toISOString()
  api.store.registerName({ name: 'bob.reown.id', registered_at: now, updated_at: now, addresses: { '60': { address: bob(), created_at: now } }, attributes: {} })
})
after(async () => {
  await api?.stop()
  await devnet?.stop()
})

const transferData = (to: Hex, value: bigint) => encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [to, value] })
const sendTransaction = (call: { to: Hex; data?: Hex; value?: Hex }, explainDeps = deps) => explainRequest('eth_sendTransaction', [{ from: context.account, ...call }], context, explainDeps)
const wallet = () => createWalletClient({ account: sender(), chain: viemChain(1, deps.rpcUrl), transport: http(deps.rpcUrl) })
const tokenBalance = (token: Hex, owner: Hex) => chain.readContract({ address: token, abi: ERC20, functionName: 'balanceOf', args: [owner] })

/** The signed change of an asset from a simulated balance change. */
const signed = (change: { amount: Amount; direction: 'in' | 'out' }) => (change.direction === 'out' ? -change.amount.value : change.amount.value)

describe('eth_sendTransaction and wallet_sendCalls explained', () => {
  it('an ERC-20 transfer: recipient named, amount in USDC and USD, the fee in ETH and USD, and the simulated change equals the chain after sending', async () => {
    const call = { to: usdc, data: transferData(bob(), 12_500_000n) }
    const explained = await sendTransaction(call)
    assert.equal(explained.explanation.kind, 'calls')
    if (explained.explanation.kind !== 'calls') return
    assert.deepEqual(explained.explanation.calls, [{ kind: 'erc20-transfer', to: { address: bob(), name: 'bob.reown.id' }, amount: { value: 12_500_000n, decimals: 6, token: usdc, symbol: 'USDC', usd: 12.5 } }])
    assert.deepEqual(explained.warnings, [])
    const { fee, changes } = explained.explanation
    assert.ok(fee !== 'unavailable' && fee.symbol === 'ETH' && fee.decimals === 18 && fee.value > 0n)
    assert.ok(fee.usd !== undefined && Math.abs(fee.usd - (Number(fee.value) / 1e18) * 3000) < 1e-9, 'the fee is priced at the devnet ETH price')
    assert.ok(changes !== 'unavailable')
    assert.deepEqual(changes, [{ amount: { value: 12_500_000n, decimals: 6, token: usdc, symbol: 'USDC', usd: 12.5 }, direction: 'out' }])

    const before = await tokenBalance(usdc, context.account)
    const hash = await wallet().sendTransaction(call)
    await chain.waitForTransactionReceipt({ hash })
    assert.equal((await tokenBalance(usdc, context.account)) - before, signed(changes[0]!))
  })

  it('a native transfer: the simulated change is what leaves the account on chain, the fee aside', async () => {
    const explained = await sendTransaction({ to: bob(), value: toHex(parseEther('0.5')) })
    if (explained.explanation.kind !== 'calls') return assert.fail('calls')
    assert.deepEqual(explained.explanation.calls, [{ kind: 'native-transfer', to: { address: bob(), name: 'bob.reown.id' }, amount: { value: parseEther('0.5'), decimals: 18, symbol: 'ETH', usd: 1500 } }])
    const changes = explained.explanation.changes
    assert.ok(changes !== 'unavailable' && changes.length === 1 && changes[0]!.amount.token === undefined)

    const before = await chain.getBalance({ address: context.account })
    const hash = await wallet().sendTransaction({ to: bob(), value: parseEther('0.5') })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    const paidFee = receipt.gasUsed * receipt.effectiveGasPrice
    assert.equal((await chain.getBalance({ address: context.account })) - before + paidFee, signed(changes[0]!))
    const fee = explained.explanation.fee
    assert.ok(fee !== 'unavailable' && fee.value >= paidFee, 'the estimate (gas × max fee) covers what was paid')
  })

  it('an unlimited approval is flagged with the token and the spender', async () => {
    const explained = await sendTransaction({ to: usdc, data: encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [bob(), maxUint256] }) })
    if (explained.explanation.kind !== 'calls') return assert.fail('calls')
    assert.deepEqual(explained.explanation.calls, [{ kind: 'erc20-approve', spender: { address: bob(), name: 'bob.reown.id' }, token: usdc, amount: 'unlimited', symbol: 'USDC' }])
    assert.deepEqual(explained.warnings, [{ code: 'unlimited-approval', spender: { address: bob(), name: 'bob.reown.id' }, token: usdc, symbol: 'USDC' }])
    // An approval moves nothing.
    assert.deepEqual(explained.explanation.changes, [])
  })

  it('a batch of two calls: each decoded, the changes summed over both', async () => {
    const explained = await explainRequest(
      'wallet_sendCalls',
      [{ version: '2.0.0', chainId: '0x1', from: context.account, calls: [{ to: dai, data: transferData(bob(), parseEther('3')) }, { to: bob(), value: toHex(parseEther('0.25')) }] }],
      context,
      deps
    )
    if (explained.explanation.kind !== 'calls') return assert.fail('calls')
    assert.deepEqual(
      explained.explanation.calls.map(call => call.kind),
      ['erc20-transfer', 'native-transfer']
    )
    const changes = explained.explanation.changes
    assert.ok(changes !== 'unavailable')
    assert.deepEqual(
      changes.map(change => [change.amount.symbol, signed(change), change.amount.usd]),
      [
        ['DAI', -parseEther('3'), 3],
        ['ETH', -parseEther('0.25'), 750]
      ]
    )
  })

  it('a call that would revert says so with the node reason, before approval', async () => {
    const explained = await sendTransaction({ to: usdc, data: transferData(bob(), 10n ** 30n) })
    if (explained.explanation.kind !== 'calls') return assert.fail('calls')
    assert.deepEqual(explained.warnings, [{ code: 'will-revert', callIndex: 0, reason: 'ERC20: transfer amount exceeds balance' }])
    assert.deepEqual(explained.explanation.changes, [])
  })

  it('an unknown call carrying value is a contract call with its selector and a warning; a contract without symbol or decimals is tolerated', async () => {
    const unknown = await sendTransaction({ to: amm, data: '0xdeadbeef00', value: toHex(parseEther('0.1')) })
    if (unknown.explanation.kind !== 'calls') return assert.fail('calls')
    assert.deepEqual(unknown.explanation.calls[0], { kind: 'contract-call', to: { address: amm }, selector: '0xdeadbeef', value: { value: parseEther('0.1'), decimals: 18, symbol: 'ETH', usd: 300 } })
    assert.deepEqual(unknown.warnings[0], { code: 'unknown-call', callIndex: 0, selector: '0xdeadbeef' })
    // "transfer" sent to the AMM, which is no token: no symbol, decimals 0 (the raw amount), no price.
    const notAToken = await sendTransaction({ to: amm, data: transferData(bob(), 42n) })
    if (notAToken.explanation.kind !== 'calls') return assert.fail('calls')
    assert.deepEqual(notAToken.explanation.calls[0], { kind: 'erc20-transfer', to: { address: bob(), name: 'bob.reown.id' }, amount: { value: 42n, decimals: 0, token: amm } })
  })

  it('a node that cannot simulate: changes unavailable with a warning (never guessed), the fee still estimated', async () => {
    // The one stand-in: a proxy to the same anvil that answers eth_simulateV1 as a node without it does (-32601).
    const proxy = await refusingProxy(deps.rpcUrl, 'eth_simulateV1')
    try {
      const explained = await sendTransaction({ to: usdc, data: transferData(bob(), 1_000_000n) }, { ...deps, rpcUrl: proxy.url })
      if (explained.explanation.kind !== 'calls') return assert.fail('calls')
      assert.equal(explained.explanation.changes, 'unavailable')
      assert.deepEqual(explained.warnings, [{ code: 'simulation-unavailable' }])
      const fee = explained.explanation.fee
      assert.ok(fee !== 'unavailable' && fee.value > 0n)
    } finally {
      await new Promise(resolve => proxy.server.close(resolve))
    }
  })

  it('without the blockchain API, or with it down, no names and no USD, and no wait', async () => {
    for (const apiDeps of [{ rpcUrl: deps.rpcUrl }, { rpcUrl: deps.rpcUrl, blockchainApi: { url: 'http://127.0.0.1:9', projectId: DEVNET_PROJECT_ID } }]) {
      const started = performance.now()
      const explained = await sendTransaction({ to: usdc, data: transferData(bob(), 1_000_000n) }, apiDeps)
      assert.ok(performance.now() - started < 3000)
      if (explained.explanation.kind !== 'calls') return assert.fail('calls')
      assert.deepEqual(explained.explanation.calls[0], { kind: 'erc20-transfer', to: { address: bob() }, amount: { value: 1_000_000n, decimals: 6, token: usdc, symbol: 'USDC' } })
    }
  })

  it('the simulation runs from the account in use (a smart account sends from its own address)', async () => {
    // An account with no USDC: the same transfer reverts from it, where it succeeds from the funded sender.
    const empty = '0x00000000000000000000000000000000000a11ce'
    const explained = await explainRequest('eth_sendTransaction', [{ to: usdc, data: transferData(bob(), 1_000_000n) }], { ...context, account: empty }, deps)
    assert.deepEqual(explained.warnings, [{ code: 'will-revert', callIndex: 0, reason: 'ERC20: transfer amount exceeds balance' }])
  })

  it('malformed calls still give an approvable raw explanation', async () => {
    for (const params of [[{ to: 'nowhere' }], [{ to: bob(), value: 12 }], [{ calls: [] }]]) {
      const explained = await explainRequest(params[0] && 'calls' in params[0] ? 'wallet_sendCalls' : 'eth_sendTransaction', params, context, deps)
      assert.equal(explained.explanation.kind, 'raw')
      assert.deepEqual(explained.warnings, [{ code: 'unexplained' }])
    }
  })
})

/** Forwards JSON-RPC to `target`, except `method`, answered "method not found". */
async function refusingProxy(target: string, method: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const request = JSON.parse(body) as { id: number; method: string }
    const answer =
      request.method === method
        ? JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: -32601, message: `Method not found: ${method}` } })
        : await (await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).text()
    res.writeHead(200, { 'content-type': 'application/json' }).end(answer)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return { url: `http://127.0.0.1:${address.port}`, server }
}
