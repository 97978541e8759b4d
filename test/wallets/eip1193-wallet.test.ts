import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, encodeFunctionData, http, parseAbi, parseEther, verifyMessage, verifyTypedData, type Address, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startEvmChains, type EvmDevnet } from '../../devnet/chains/evm.js'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import { memoryWalletStorage } from './connection-memory.js'
import { createTestWallet, ProviderRpcError, type TestWalletChain, type TestWalletOptions } from './eip1193-wallet.js'

async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise
  } catch (error) {
    assert.ok(error instanceof ProviderRpcError, `expected a ProviderRpcError, got ${String(error)}`)
    return error
  }
  assert.fail('expected the request to be rejected')
}

const typedData = {
  domain: { name: 'Test Wallet', version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' }
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' }
    ]
  },
  primaryType: 'Mail',
  message: { to: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', contents: 'Hello, Bob!' }
} as const

describe('EIP-1193 test wallet against real anvil chains', () => {
  let evm: EvmDevnet
  let mainnet: TestWalletChain
  let bsc: TestWalletChain
  let client1: PublicClient
  let client56: PublicClient
  let sender: Hex
  let recipient: Hex

  before(async () => {
    evm = await startEvmChains({ chainIds: [1, 56] })
    const [one, fiftySix] = evm.chains
    mainnet = { chainId: 1, rpcUrl: one!.rpcUrl, name: 'Ethereum' }
    bsc = { chainId: 56, rpcUrl: fiftySix!.rpcUrl, name: 'BNB Smart Chain' }
    client1 = createPublicClient({ transport: http(one!.rpcUrl) })
    client56 = createPublicClient({ transport: http(fiftySix!.rpcUrl) })
    // Accounts 8 and 9: the devnet deploys from account 0, so their nonces start clean.
    sender = evm.accounts[8]!
    recipient = privateKeyToAccount(evm.accounts[9]!).address
  })

  after(async () => {
    await evm?.stop()
  })

  const wallet = (options: Partial<TestWalletOptions> = {}) =>
    createTestWallet({ privateKey: sender, chains: [mainnet], storage: memoryWalletStorage(), announce: false, ...options })

  it('connects on eth_requestAccounts, then signs messages and typed data that viem verifies', async () => {
    const w = wallet()
    assert.deepEqual(await w.provider.request({ method: 'eth_accounts' }), [])
    const seen: Hex[][] = []
    w.provider.on('accountsChanged', accounts => seen.push(accounts))
    assert.deepEqual(await w.provider.request({ method: 'eth_requestAccounts' }), [w.address])
    assert.deepEqual(seen, [[w.address]])

    const message = 'Sign in to w3m-kit'
    const hexMessage = `0x${Buffer.from(message).toString('hex')}` as Hex
    const signature = (await w.provider.request({ method: 'personal_sign', params: [hexMessage, w.address] })) as Hex
    assert.equal(await verifyMessage({ address: w.address, message, signature }), true)

    const ethSign = (await w.provider.request({ method: 'eth_sign', params: [w.address, hexMessage] })) as Hex
    assert.equal(ethSign, signature)

    const typed = (await w.provider.request({ method: 'eth_signTypedData_v4', params: [w.address, JSON.stringify(typedData)] })) as Hex
    const { EIP712Domain: _domain, ...types } = typedData.types
    assert.equal(await verifyTypedData({ ...typedData, types, address: w.address, signature: typed }), true)
  })

  it('refuses to sign before the site is connected or for another address (4100)', async () => {
    const w = wallet()
    assert.equal((await rejection(w.provider.request({ method: 'personal_sign', params: ['0x68', w.address] }))).code, 4100)
    await w.provider.request({ method: 'eth_requestAccounts' })
    assert.equal((await rejection(w.provider.request({ method: 'personal_sign', params: ['0x68', recipient] }))).code, 4100)
  })

  it('sends a transaction: nonce, gas and fees filled from the chain, balance moves', async () => {
    const w = wallet()
    await w.provider.request({ method: 'eth_requestAccounts' })
    const before = await client1.getBalance({ address: recipient })
    const hash = (await w.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: w.address.toLowerCase(), to: recipient.toLowerCase(), value: `0x${parseEther('1.5').toString(16)}` }]
    })) as Hex
    // Anvil may answer with the hash before its miner has sealed the block: wait for the receipt.
    const receipt = await client1.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    assert.equal(receipt.status, 'success')
    assert.equal((await client1.getBalance({ address: recipient })) - before, parseEther('1.5'))

    const badTo = await rejection(w.provider.request({ method: 'eth_sendTransaction', params: [{ from: w.address, to: '0x1234', value: '0x1' }] }))
    assert.equal(badTo.code, -32602)
  })

  it('rejects with 4001 and sends nothing when the user says no', async () => {
    const w = wallet()
    await w.provider.request({ method: 'eth_requestAccounts' })
    const nonce = await client1.getTransactionCount({ address: w.address })
    const balance = await client1.getBalance({ address: recipient })
    const tx = { from: w.address, to: recipient, value: '0x1' }

    w.rejectNext('eth_sendTransaction')
    assert.equal((await rejection(w.provider.request({ method: 'eth_sendTransaction', params: [tx] }))).code, 4001)
    w.rejectNext()
    assert.equal((await rejection(w.provider.request({ method: 'eth_sendTransaction', params: [tx] }))).code, 4001)
    w.rejectAll(true)
    assert.equal((await rejection(w.provider.request({ method: 'personal_sign', params: ['0x68', w.address] }))).code, 4001)
    assert.equal((await rejection(w.provider.request({ method: 'eth_sendTransaction', params: [tx] }))).code, 4001)
    w.rejectAll(false)

    assert.equal(await client1.getTransactionCount({ address: w.address }), nonce)
    assert.equal(await client1.getBalance({ address: recipient }), balance)
    assert.equal(w.requests.filter(r => r.method === 'eth_sendTransaction').length, 3)
  })

  it('parks prompts in manual mode until approved or rejected', async () => {
    const w = wallet({ approval: 'manual' })
    const connecting = w.provider.request({ method: 'eth_requestAccounts' })
    await new Promise(resolve => setTimeout(resolve, 0))
    const [prompt] = w.pending()
    assert.equal(prompt?.method, 'eth_requestAccounts')
    w.approve(prompt!.id)
    assert.deepEqual(await connecting, [w.address])

    const signing = w.provider.request({ method: 'personal_sign', params: ['0x68', w.address] })
    await new Promise(resolve => setTimeout(resolve, 0))
    w.reject(w.pending()[0]!.id)
    assert.equal((await rejection(signing)).code, 4001)
    assert.deepEqual(w.pending(), [])
  })

  it('answers an unknown chain with 4902, and switches after wallet_addEthereumChain', async () => {
    const w = wallet()
    await w.provider.request({ method: 'eth_requestAccounts' })
    const changes: Hex[] = []
    w.provider.on('chainChanged', id => changes.push(id))

    const unknown = await rejection(w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] }))
    assert.equal(unknown.code, 4902)
    assert.match(unknown.message, /Unrecognized chain ID/)

    await w.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x38', chainName: 'BNB Smart Chain', rpcUrls: [bsc.rpcUrl], nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 } }]
    })
    assert.deepEqual(w.knownChainIds().sort((a, b) => a - b), [1, 56])
    assert.equal(await w.provider.request({ method: 'eth_chainId' }), '0x38')
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x38' }] })
    assert.deepEqual(changes, ['0x38', '0x1', '0x38'])
    assert.equal(await w.provider.request({ method: 'net_version' }), '56')

    // The transaction goes to chain 56's node, signed for chain 56.
    const nonce56 = await client56.getTransactionCount({ address: w.address })
    const nonce1 = await client1.getTransactionCount({ address: w.address })
    const hash = (await w.provider.request({ method: 'eth_sendTransaction', params: [{ from: w.address, to: recipient, value: '0x1' }] })) as Hex
    await client56.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    assert.equal(await client56.getTransactionCount({ address: w.address }), nonce56 + 1)
    assert.equal(await client1.getTransactionCount({ address: w.address }), nonce1)
  })

  it('remembers the connection and added chains across a reload, and forgets on revoke', async () => {
    const storage = memoryWalletStorage()
    const first = wallet({ storage })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x38', chainName: 'BNB', rpcUrls: [bsc.rpcUrl] }] })

    const reloaded = wallet({ storage })
    assert.deepEqual(await reloaded.provider.request({ method: 'eth_accounts' }), [reloaded.address])
    assert.equal(await reloaded.provider.request({ method: 'eth_chainId' }), '0x38')
    assert.equal((await reloaded.provider.request({ method: 'wallet_getPermissions' }) as unknown[]).length, 1)

    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    assert.deepEqual(await wallet({ storage }).provider.request({ method: 'eth_accounts' }), [])
  })

  it('emits accountsChanged on switchAccount and disconnect (4900) on emitDisconnect', async () => {
    const w = wallet({ privateKey: [sender, evm.accounts[9]!] })
    await w.provider.request({ method: 'eth_requestAccounts' })
    const accounts: Hex[][] = []
    const disconnects: ProviderRpcError[] = []
    w.provider.on('accountsChanged', a => accounts.push(a))
    w.provider.on('disconnect', e => disconnects.push(e))

    w.switchAccount(1)
    assert.deepEqual(accounts, [[recipient]])
    assert.deepEqual(await w.provider.request({ method: 'eth_accounts' }), [recipient])
    assert.throws(() => w.switchAccount(2), RangeError)

    w.emitDisconnect()
    assert.equal(disconnects[0]?.code, 4900)
    assert.deepEqual(await w.provider.request({ method: 'eth_accounts' }), [])
  })

  it('forwards reads to the chain, and refuses what it does not support', async () => {
    const w = wallet()
    const block = (await w.provider.request({ method: 'eth_blockNumber' })) as Hex
    assert.equal(BigInt(block), await client1.getBlockNumber())
    const balance = (await w.provider.request({ method: 'eth_getBalance', params: [w.address, 'latest'] })) as Hex
    assert.equal(BigInt(balance), await client1.getBalance({ address: w.address }))

    assert.equal((await rejection(w.provider.request({ method: 'wallet_getCapabilities', params: [] }))).code, 4200)
    assert.equal((await rejection(w.provider.request({ method: 'eth_signTransaction', params: [{}] }))).code, 4200)
    const bad = await rejection(w.provider.request({ method: 'eth_getBalance', params: ['not-an-address', 'latest'] }))
    assert.notEqual(bad.code, 4200)

    const offline = wallet({ chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Offline' }] })
    assert.equal((await rejection(offline.provider.request({ method: 'eth_blockNumber' }))).code, 4901)
  })

  it('announces through EIP-6963 at creation and on every request, with a frozen detail', async () => {
    const target = new EventTarget()
    const previous = (globalThis as { window?: unknown }).window
    ;(globalThis as { window?: unknown }).window = target
    try {
      const announced: Array<{ info: { rdns: string; name: string; icon: string; uuid: string }; provider: unknown }> = []
      target.addEventListener('eip6963:announceProvider', event => announced.push((event as CustomEvent).detail))
      const w = wallet({ announce: true, injectWindowEthereum: true })
      assert.equal(announced.length, 1)
      target.dispatchEvent(new Event('eip6963:requestProvider'))
      assert.equal(announced.length, 2)

      const detail = announced[0]!
      assert.equal(detail.provider, w.provider)
      assert.equal(detail.info.rdns, 'com.w3mkit.testwallet')
      assert.equal(detail.info.name, 'Test Wallet')
      assert.match(detail.info.icon, /^data:image\/svg\+xml,/)
      assert.match(detail.info.uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      assert.ok(Object.isFrozen(detail))
      assert.equal((target as { ethereum?: unknown }).ethereum, w.provider)

      w.destroy()
      target.dispatchEvent(new Event('eip6963:requestProvider'))
      assert.equal(announced.length, 2)
    } finally {
      ;(globalThis as { window?: unknown }).window = previous
    }
  })
})

describe('EIP-5792 batches in the test wallet, atomic through an EIP-7702 delegation on anvil', () => {
  let evm: EvmDevnet
  let chain: TestWalletChain
  let client: PublicClient
  let usdc: Address
  const recipient: Address = '0x00000000000000000000000000000000005792aa'
  const erc20 = parseAbi(['function approve(address spender, uint256 amount) returns (bool)', 'function transfer(address to, uint256 amount) returns (bool)', 'function allowance(address owner, address spender) view returns (uint256)', 'function balanceOf(address owner) view returns (uint256)'])

  before(async () => {
    evm = await startEvmChains({ chainIds: [1] })
    const [one] = evm.chains
    chain = { chainId: 1, rpcUrl: one!.rpcUrl, name: 'Ethereum' }
    client = createPublicClient({ transport: http(one!.rpcUrl) })
    usdc = one!.tokens.find(token => token.symbol === 'USDC')!.address
  })

  after(async () => {
    await evm?.stop()
  })

  const connected = async (options: Partial<TestWalletOptions> & { key: Hex }) => {
    const w = createTestWallet({ privateKey: options.key, chains: [chain], storage: memoryWalletStorage(), announce: false, ...options })
    await w.provider.request({ method: 'eth_requestAccounts' })
    return w
  }
  const status = async (w: Awaited<ReturnType<typeof connected>>, id: string) => {
    for (;;) {
      const answer = (await w.provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as { status: number; atomic: boolean; receipts?: Array<{ transactionHash: Hex; status: Hex }> }
      if (answer.status !== 100) return answer
      await new Promise(resolve => setTimeout(resolve, 50))
    }
  }
  const approveAndTransfer = (approve: bigint, transfer: bigint) => [
    { to: usdc, data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [recipient, approve] }) },
    { to: usdc, data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [recipient, transfer] }) }
  ]

  it('reads atomic "ready", sends two calls as one type-4 transaction that delegates to Simple7702Account, then reads "supported"', async () => {
    const w = await connected({ key: evm.accounts[7]!, eip5792: true })
    assert.deepEqual(await w.provider.request({ method: 'wallet_getCapabilities', params: [w.address, ['0x1']] }), { '0x1': { atomic: { status: 'ready' } } })
    const nonce = await client.getTransactionCount({ address: w.address })

    const { id } = (await w.provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: w.address, chainId: '0x1', atomicRequired: true, calls: approveAndTransfer(7_000_000n, 2_500_000n) }]
    })) as { id: string }
    assert.match(id, /^0x[0-9a-f]{64}$/)
    const done = await status(w, id)
    assert.equal(done.status, 200)
    assert.equal(done.atomic, true)
    assert.equal(done.receipts?.length, 1)
    const tx = await client.getTransaction({ hash: done.receipts![0]!.transactionHash })
    assert.equal(tx.type, 'eip7702')
    assert.equal(await client.getTransactionCount({ address: w.address }), nonce + 2, 'one transaction, plus the authorization the sender signed for itself')
    assert.equal((await client.getCode({ address: w.address }))?.toLowerCase(), `0xef0100${SIMPLE_7702_ACCOUNT.slice(2).toLowerCase()}`)
    assert.equal(await client.readContract({ address: usdc, abi: erc20, functionName: 'allowance', args: [w.address, recipient] }), 7_000_000n)
    assert.equal(await client.readContract({ address: usdc, abi: erc20, functionName: 'balanceOf', args: [recipient] }), 2_500_000n)
    assert.deepEqual(await w.provider.request({ method: 'wallet_getCapabilities', params: [w.address] }), { '0x1': { atomic: { status: 'supported' } } })
    assert.equal(await w.provider.request({ method: 'wallet_showCallsStatus', params: [id] }), null)

    // Delegated now: the next batch carries no authorization, and a call that fails undoes the whole batch (500).
    const failing = (await w.provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: approveAndTransfer(1n, 10n ** 30n) }]
    })) as { id: string }
    const reverted = await status(w, failing.id)
    assert.equal(reverted.status, 500)
    assert.equal(reverted.receipts?.[0]?.status, '0x0')
    assert.equal(await client.readContract({ address: usdc, abi: erc20, functionName: 'allowance', args: [w.address, recipient] }), 7_000_000n)
  })

  it('asks once and sends nothing when the user rejects; refuses another chain (5710), an unknown capability (5700) and an unknown id (5730)', async () => {
    const w = await connected({ key: evm.accounts[6]!, eip5792: true })
    const nonce = await client.getTransactionCount({ address: w.address })
    const request = { version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: approveAndTransfer(1n, 1n) }
    w.rejectNext()
    assert.equal((await rejection(w.provider.request({ method: 'wallet_sendCalls', params: [request] }))).code, 4001)
    assert.equal((await rejection(w.provider.request({ method: 'wallet_sendCalls', params: [{ ...request, chainId: '0x38' }] }))).code, 5710)
    assert.equal((await rejection(w.provider.request({ method: 'wallet_sendCalls', params: [{ ...request, capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } }] }))).code, 5700)
    assert.equal((await rejection(w.provider.request({ method: 'wallet_getCallsStatus', params: [`0x${'ab'.repeat(32)}`] }))).code, 5730)
    assert.equal(await client.getTransactionCount({ address: w.address }), nonce)

    // An optional capability the wallet lacks does not stop the batch; a wallet announcing paymasterService takes its URL.
    const optional = (await w.provider.request({ method: 'wallet_sendCalls', params: [{ ...request, capabilities: { paymasterService: { url: 'http://127.0.0.1:1', optional: true } } }] })) as { id: string }
    assert.equal((await status(w, optional.id)).status, 200)
    const sponsoredWallet = await connected({ key: evm.accounts[6]!, eip5792: { paymasterService: true } })
    assert.deepEqual(await sponsoredWallet.provider.request({ method: 'wallet_getCapabilities', params: [w.address, ['0x1']] }), { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } })
  })

  it('keeps refusing EIP-5792 with 4200 without the option', async () => {
    const w = await connected({ key: evm.accounts[5]! })
    for (const method of ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_showCallsStatus']) {
      assert.equal((await rejection(w.provider.request({ method, params: [w.address] }))).code, 4200, method)
    }
  })
})
