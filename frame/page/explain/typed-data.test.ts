import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { maxUint160, maxUint256, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startApi } from '../../../devnet/api/index.js'
import { startEvmChains, type EvmDevnet } from '../../../devnet/chains/evm.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/directory/index.js'
import { explainRequest } from './explain-request.js'
import type { RequestContext, TreeNode } from './model.js'
import { MAX_NODES } from './typed-data.js'

// A real anvil with the devnet tokens: the permits' token symbols and decimals are read from it.
let devnet: EvmDevnet
let context: RequestContext
let usdc: Hex
let dai: Hex
const spender = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

before(async () => {
  devnet = await startEvmChains({ chainIds: [1] })
  usdc = devnet.chains[0]!.tokens[0]!.address
  dai = devnet.chains[0]!.tokens[1]!.address
  context = { origin: 'https://shop.example', chainId: 1, account: privateKeyToAccount(devnet.accounts[0]!).address }
})
after(async () => {
  await devnet?.stop()
})

const signTyped = (typed: unknown) => explainRequest('eth_signTypedData_v4', [context.account, typeof typed === 'string' ? typed : JSON.stringify(typed)], context, { rpcUrl: devnet.chains[0]!.rpcUrl })

const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' }
]

function erc2612(value: bigint, chainId = 1) {
  return {
    types: {
      EIP712Domain: EIP712_DOMAIN,
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' }
      ]
    },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: usdc.toLowerCase() },
    message: { owner: context.account.toLowerCase(), spender: spender.toLowerCase(), value: `0x${value.toString(16)}`, nonce: 0, deadline: '1795000000' }
  }
}

const PERMIT2_DOMAIN = { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' }
const PERMIT_DETAILS = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' }
]

describe('eth_signTypedData_v4 explained', () => {
  it('an ERC-2612 Permit names the spender, the amount in the token and its deadline, with the permit warning', async () => {
    const explained = await signTyped(erc2612(25_000_000n))
    assert.equal(explained.explanation.kind, 'typed-data')
    if (explained.explanation.kind !== 'typed-data') return
    assert.deepEqual(explained.explanation.domain, { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc })
    assert.deepEqual(explained.explanation.permits, [
      { standard: 'erc2612', spender: { address: spender }, token: usdc, symbol: 'USDC', amount: { value: 25_000_000n, decimals: 6, token: usdc, symbol: 'USDC' }, deadline: 1795000000 }
    ])
    // The tree reads as a person reads it: addresses checksummed, a hex uint in base 10.
    assert.deepEqual(explained.explanation.message, [
      { label: 'owner', value: context.account },
      { label: 'spender', value: spender },
      { label: 'value', value: '25000000' },
      { label: 'nonce', value: '0' },
      { label: 'deadline', value: '1795000000' }
    ])
    assert.deepEqual(explained.warnings, [{ code: 'permit', spender: { address: spender }, amount: { value: 25_000_000n, decimals: 6, token: usdc, symbol: 'USDC' } }])
  })

  it('a Permit of the maximum is unlimited, and one for another chain warns of the mismatch', async () => {
    const explained = await signTyped(erc2612(maxUint256, 56))
    assert.equal(explained.explanation.kind === 'typed-data' && explained.explanation.permits?.[0]?.amount, 'unlimited')
    assert.deepEqual(explained.warnings, [
      { code: 'permit', spender: { address: spender }, amount: 'unlimited' },
      { code: 'chain-mismatch', requested: 56, active: 1 }
    ])
  })

  it('a Permit2 PermitSingle of max uint160 is unlimited until its expiration; a PermitBatch names each token', async () => {
    const single = await signTyped({
      types: { EIP712Domain: EIP712_DOMAIN.filter(field => field.name !== 'version'), PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }], PermitDetails: PERMIT_DETAILS },
      primaryType: 'PermitSingle',
      domain: PERMIT2_DOMAIN,
      message: { details: { token: dai, amount: maxUint160.toString(), expiration: '1797000000', nonce: '0' }, spender, sigDeadline: '1795000000' }
    })
    assert.equal(single.explanation.kind, 'typed-data')
    if (single.explanation.kind !== 'typed-data') return
    assert.deepEqual(single.explanation.permits, [{ standard: 'permit2', spender: { address: spender }, token: dai, symbol: 'DAI', amount: 'unlimited', deadline: 1797000000 }])
    assert.deepEqual(single.explanation.message[0], {
      label: 'details',
      children: [
        { label: 'token', value: dai },
        { label: 'amount', value: maxUint160.toString() },
        { label: 'expiration', value: '1797000000' },
        { label: 'nonce', value: '0' }
      ]
    })
    assert.deepEqual(single.warnings, [{ code: 'permit', spender: { address: spender }, amount: 'unlimited' }])

    const batch = await signTyped({
      types: { PermitBatch: [{ name: 'details', type: 'PermitDetails[]' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }], PermitDetails: PERMIT_DETAILS },
      primaryType: 'PermitBatch',
      domain: PERMIT2_DOMAIN,
      message: { details: [{ token: usdc, amount: '5000000', expiration: '1797000000', nonce: '1' }, { token: dai, amount: '2000000000000000000', expiration: '1797000000', nonce: '2' }], spender, sigDeadline: '1795000000' }
    })
    assert.deepEqual(
      batch.explanation.kind === 'typed-data' && batch.explanation.permits?.map(permit => [permit.symbol, permit.amount]),
      [
        ['USDC', { value: 5_000_000n, decimals: 6, token: usdc, symbol: 'USDC' }],
        ['DAI', { value: 2n * 10n ** 18n, decimals: 18, token: dai, symbol: 'DAI' }]
      ]
    )
    assert.equal(batch.warnings.filter(warning => warning.code === 'permit').length, 2)
  })

  it('a Permit2 PermitTransferFrom names the permitted token and the deadline', async () => {
    const explained = await signTyped({
      types: {
        PermitTransferFrom: [{ name: 'permitted', type: 'TokenPermissions' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
        TokenPermissions: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }]
      },
      primaryType: 'PermitTransferFrom',
      domain: PERMIT2_DOMAIN,
      message: { permitted: { token: usdc, amount: '1000000' }, spender, nonce: '7', deadline: '1795000000' }
    })
    assert.deepEqual(explained.explanation.kind === 'typed-data' && explained.explanation.permits, [
      { standard: 'permit2', spender: { address: spender }, token: usdc, symbol: 'USDC', amount: { value: 1_000_000n, decimals: 6, token: usdc, symbol: 'USDC' }, deadline: 1795000000 }
    ])
  })

  it("a permit's spender is named and its amount priced when the blockchain API knows them", async () => {
    const api = await startApi({ evm: devnet })
    try {
      const now = new Date().toISOString()
      api.store.registerName({ name: 'router.reown.id', registered_at: now, updated_at: now, addresses: { '60': { address: spender, created_at: now } }, attributes: {} })
      const explained = await explainRequest('eth_signTypedData_v4', [context.account, JSON.stringify(erc2612(25_000_000n))], context, { rpcUrl: devnet.chains[0]!.rpcUrl, blockchainApi: { url: api.url, projectId: DEVNET_PROJECT_ID } })
      const permit = explained.explanation.kind === 'typed-data' ? explained.explanation.permits?.[0] : undefined
      assert.deepEqual(permit?.spender, { address: spender, name: 'router.reown.id' })
      assert.deepEqual(permit?.amount, { value: 25_000_000n, decimals: 6, token: usdc, symbol: 'USDC', usd: 25 })
    } finally {
      await api.stop()
    }
  })

  it('ordinary typed data is a tree without permit warnings: nested structs and arrays', async () => {
    const explained = await signTyped({
      types: { Mail: [{ name: 'from', type: 'Person' }, { name: 'to', type: 'Person[]' }, { name: 'contents', type: 'string' }], Person: [{ name: 'name', type: 'string' }, { name: 'wallet', type: 'address' }] },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', version: '1', chainId: '0x1' },
      message: { from: { name: 'Cow', wallet: '0xcd2a3d9f938e13cd947ec05abc7fe734df8dd826' }, to: [{ name: 'Bob', wallet: '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' }], contents: 'Hello, Bob!' }
    })
    assert.equal(explained.explanation.kind, 'typed-data')
    if (explained.explanation.kind !== 'typed-data') return
    assert.deepEqual(explained.explanation.domain, { name: 'Ether Mail', version: '1', chainId: 1 })
    assert.deepEqual(explained.explanation.message, [
      { label: 'from', children: [{ label: 'name', value: 'Cow' }, { label: 'wallet', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' }] },
      { label: 'to', children: [{ label: '1', children: [{ label: 'name', value: 'Bob' }, { label: 'wallet', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }] }] },
      { label: 'contents', value: 'Hello, Bob!' }
    ])
    assert.equal(explained.explanation.permits, undefined)
    assert.deepEqual(explained.warnings, [])
  })

  it('hostile typed data is bounded and fast: deep self-nesting, a huge array, 10 000-char strings and RTL overrides kept as data', async () => {
    // Written as JSON text: 5 000 levels are more than JSON.stringify's stack takes, not more than the page can send.
    const deep = `${'{"text":"\u202Eevil","child":'.repeat(5_000)}{"text":"bottom"}${'}'.repeat(5_000)}`
    const long = 'x'.repeat(10_000)
    const types = { Node: [{ name: 'text', type: 'string' }, { name: 'child', type: 'Node' }], Big: [{ name: 'items', type: 'uint256[]' }, { name: 'note', type: 'string' }, { name: 'tree', type: 'Node' }] }
    const typed = (items: number[]) => `{"types":${JSON.stringify(types)},"primaryType":"Big","domain":{},"message":{"items":${JSON.stringify(items)},"note":"${long}","tree":${deep}}}`
    const started = performance.now()
    const explained = await signTyped(typed(Array.from({ length: 100_000 }, (_, i) => i)))
    assert.ok(performance.now() - started < 2000, 'explained in under 2 s')
    assert.equal(explained.explanation.kind, 'typed-data')
    if (explained.explanation.kind !== 'typed-data') return
    assert.equal(explained.explanation.truncated, true)
    const count = (nodes: TreeNode[]): number => nodes.reduce((sum, node) => sum + 1 + ('children' in node ? count(node.children) : 0), 0)
    assert.ok(count(explained.explanation.message) <= MAX_NODES, 'the tree keeps at most MAX_NODES nodes')
    // The array took the budget; the note and tree still appear when they fit: here a smaller array lets them through.
    const small = await signTyped(typed([1, 2]))
    if (small.explanation.kind !== 'typed-data') return assert.fail('typed data')
    assert.deepEqual(small.explanation.message[1], { label: 'note', value: long })
    const tree = small.explanation.message[2] as { children: TreeNode[] }
    assert.deepEqual(tree.children[0], { label: 'text', value: '\u202Eevil' })
  })

  it('a JSON that is not typed data, or one over the size limit, still gives an approvable raw explanation', async () => {
    for (const bad of ['{"hello":', JSON.stringify({ types: {}, primaryType: 'X' }), `"${'a'.repeat(1_000_001)}"`]) {
      const explained = await signTyped(bad)
      assert.equal(explained.explanation.kind, 'raw')
      assert.deepEqual(explained.warnings, [{ code: 'unexplained' }])
    }
  })
})
