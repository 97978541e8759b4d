import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { createPublicClient, createWalletClient, encodeFunctionData, http, keccak256, parseEther, parseEventLogs, parseUnits, toHex, type PublicClient } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC, FUNDED_ACCOUNTS } from './accounts.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { viemChain } from './deploy.js'
import { startEvmChains, type EvmDevnet } from './evm.js'
import { jsonRpc } from './json-rpc.js'
import { simple7702AccountAbi, simple7702AccountAddress } from './simple-7702-account.js'

const { contracts } = loadArtifacts()
let devnet: EvmDevnet

before(async () => {
  devnet = await startEvmChains()
})
after(async () => {
  await devnet?.stop()
})

const clientFor = (index: number): PublicClient => {
  const chain = devnet.chains[index]!
  return createPublicClient({ chain: viemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl), pollingInterval: 20 })
}

async function rpcAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' })
    return true
  } catch {
    return false
  }
}

test('starts chains 1 and 56 with their caip ids, answering eth_chainId', async () => {
  assert.deepEqual(devnet.chains.map(chain => chain.caipNetworkId), ['eip155:1', 'eip155:56'])
  assert.equal(await clientFor(0).getChainId(), 1)
  assert.equal(await clientFor(1).getChainId(), 56)
  assert.notEqual(devnet.chains[0]!.rpcUrl, devnet.chains[1]!.rpcUrl)
})

test('tokens and AMM live at the same fixed addresses on every chain', async () => {
  const [one, bsc] = devnet.chains
  assert.deepEqual(one!.tokens, bsc!.tokens)
  assert.equal(one!.amm.address, bsc!.amm.address)
  assert.deepEqual(
    one!.tokens.map(token => [token.symbol, token.decimals, token.address]),
    [
      ['USDC', 6, '0x5FbDB2315678afecb367f032d93F642f64180aa3'],
      ['DAI', 18, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512']
    ]
  )
  for (const [index, chain] of devnet.chains.entries()) {
    for (const token of chain.tokens) {
      const read = (functionName: string) => clientFor(index).readContract({ address: token.address, abi: contracts.DevnetToken.abi, functionName })
      assert.equal(await read('symbol'), token.symbol)
      assert.equal(await read('name'), token.name)
      assert.equal(await read('decimals'), token.decimals)
    }
  }
})

test('gives the funded keys: anvil accounts of its mnemonic holding native coin and minted tokens', async () => {
  assert.equal(devnet.accounts.length, FUNDED_ACCOUNTS)
  const client = clientFor(0)
  const anvilAccounts = await createWalletClient({ transport: http(devnet.chains[0]!.rpcUrl) }).getAddresses()
  const ours = devnet.accounts.map(key => privateKeyToAccount(key).address)
  assert.deepEqual(ours.map(a => a.toLowerCase()), anvilAccounts.map(a => a.toLowerCase()))
  assert.deepEqual(ours, devnet.accounts.map((_, addressIndex) => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).address))
  const last = ours[FUNDED_ACCOUNTS - 1]!
  assert.ok((await client.getBalance({ address: last })) >= parseEther('9999'))
  const usdc = devnet.chains[0]!.tokens[0]!
  const balance = await client.readContract({ address: usdc.address, abi: contracts.DevnetToken.abi, functionName: 'balanceOf', args: [last] })
  assert.equal(balance, parseUnits('10000', 6))
})

test('the AMM is seeded at the native price and a native→USDC swap pays what getAmountOut quoted', async () => {
  const chain = devnet.chains[1]!
  const client = clientFor(1)
  const usdc = chain.tokens[0]!
  const [tokenReserve, nativeReserve] = (await client.readContract({ address: chain.amm.address, abi: contracts.DevnetAmm.abi, functionName: 'pools', args: [usdc.address] })) as [bigint, bigint]
  assert.equal(nativeReserve, parseEther('1000'))
  assert.equal(tokenReserve, parseUnits('600000', 6), 'BNB is priced at 600 USDC')

  const account = privateKeyToAccount(devnet.accounts[3]!)
  const wallet = createWalletClient({ account, chain: viemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
  const amountIn = parseEther('1')
  const quoted = (await client.readContract({ address: chain.amm.address, abi: contracts.DevnetAmm.abi, functionName: 'getAmountOut', args: [usdc.address, amountIn, true] })) as bigint
  const before = (await client.readContract({ address: usdc.address, abi: contracts.DevnetToken.abi, functionName: 'balanceOf', args: [account.address] })) as bigint
  const hash = await wallet.writeContract({ address: chain.amm.address, abi: contracts.DevnetAmm.abi, functionName: 'swapExactNativeForTokens', args: [usdc.address, 0n, account.address], value: amountIn })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const after = (await client.readContract({ address: usdc.address, abi: contracts.DevnetToken.abi, functionName: 'balanceOf', args: [account.address] })) as bigint
  assert.equal(after - before, quoted)
  assert.ok(quoted > parseUnits('590', 6) && quoted < parseUnits('600', 6))
  const swaps = parseEventLogs({ abi: contracts.DevnetAmm.abi, logs: receipt.logs, eventName: 'Swap' })
  assert.equal(swaps.length, 1)
})

test('stop() ends the anvil processes', async () => {
  const own = await startEvmChains({ chainIds: [31337] })
  assert.equal(own.chains[0]!.caipNetworkId, 'eip155:31337')
  assert.equal(await rpcAnswers(own.chains[0]!.rpcUrl), true)
  await own.stop()
  assert.equal(await rpcAnswers(own.chains[0]!.rpcUrl), false)
})

test('anvil does not outlive a parent that exits', async () => {
  // The exit hook lives in anvil.ts; importing only that keeps the child quick to start.
  const anvilModule = fileURLToPath(new URL('./anvil.ts', import.meta.url))
  const script = `import('${anvilModule}').then(async m => { const anvil = await m.startAnvil(7); console.log(anvil.rpcUrl); process.exit(0) })`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise(resolve => child.once('exit', resolve))
  const rpcUrl = output.trim()
  assert.match(rpcUrl, /^http:\/\/127\.0\.0\.1:\d+$/)
  assert.equal(await rpcAnswers(rpcUrl), false)
})

test('Simple7702Account sits at its canonical address on every chain, and an EOA batches two calls through it with EIP-7702 (anvil runs Prague or later)', async () => {
  const chain = devnet.chains[0]!
  const client = clientFor(0)
  const owner = privateKeyToAccount(keccak256(toHex('evm.test 7702 owner')))
  await jsonRpc(chain.nodeUrl, 'anvil_setBalance', [owner.address, toHex(parseEther('1'))])
  const wallet = createWalletClient({ account: owner, chain: viemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
  for (const index of [0, 1]) assert.ok(((await clientFor(index).getCode({ address: simple7702AccountAddress })) ?? '0x').length > 2)

  const [first, second] = ['0x00000000000000000000000000000000000a7701', '0x00000000000000000000000000000000000a7702'] as const
  const authorization = await wallet.signAuthorization({ contractAddress: simple7702AccountAddress, executor: 'self' })
  const hash = await wallet.sendTransaction({
    to: owner.address,
    authorizationList: [authorization],
    data: encodeFunctionData({ abi: simple7702AccountAbi, functionName: 'executeBatch', args: [[{ target: first, value: 1n, data: '0x' }, { target: second, value: 2n, data: '0x' }]] })
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  assert.equal(receipt.status, 'success')
  assert.equal(receipt.type, 'eip7702')
  assert.equal((await client.getCode({ address: owner.address }))?.toLowerCase(), `0xef0100${simple7702AccountAddress.slice(2).toLowerCase()}`)
  assert.deepEqual([await client.getBalance({ address: first }), await client.getBalance({ address: second })], [1n, 2n])
})
