import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createPublicClient, createWalletClient, http, parseEther, size, type Chain, type PublicClient, type Transport } from 'viem'
import { createBundlerClient, type BundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { delegationCode, delegationTarget, toDelegatedAccount } from '../../frame/page/delegated-account.js'
import { readSmartAccount, toOwnedSmartAccount } from '../../frame/page/smart-account.js'
import { KIT_ACCOUNT_FACTORY, KIT_ACCOUNT_IMPLEMENTATION } from '../../types/kit-account.js'
import { viemChain } from '../chains/deploy.js'
import { jsonRpc } from '../chains/json-rpc.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { startEvmChains, type EvmDevnet } from '../chains/evm.js'
import { startBundler, type BundlerService } from './index.js'

let evm: EvmDevnet
let bundler: BundlerService
let chain: Chain
let client: PublicClient<Transport, Chain>
let bundlerClient: BundlerClient

before(async () => {
  evm = await startEvmChains({ chainIds: [1] })
  bundler = await startBundler(evm.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })))
  chain = viemChain(1, evm.chains[0]!.rpcUrl)
  client = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
  bundlerClient = createBundlerClient({ client, transport: http(bundler.urls[1]), pollingInterval: 100 })
})

after(async () => {
  await bundler?.stop()
  await evm?.stop()
})

async function freshAccount() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toOwnedSmartAccount({ client, owner: owner.address, withOwner: use => use(owner) })
  // No paymaster on the devnet: the account pays its own gas, so a funded devnet account tops it up first.
  const funder = createWalletClient({ account: privateKeyToAccount(evm.accounts[1]!), chain, transport: http() })
  await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }) })
  return { owner, account }
}

const { KitAccount: kitAccount, KitAccountFactory: kitAccountFactory } = loadArtifacts().contracts

test('a fresh key has an undeployed account; its first user operation deploys it and runs a batch of two calls; a second one works', async t => {
  const { account, owner } = await freshAccount()
  assert.equal(await client.getCode({ address: account.address }), undefined)
  // The frame computes the address itself; the factory at its one address agrees.
  assert.equal(await client.readContract({ address: KIT_ACCOUNT_FACTORY, abi: kitAccountFactory.abi, functionName: 'getAddress', args: [owner.address, 0n] }), account.address)

  const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
  const deploying = await bundlerClient.sendUserOperation({ account, calls: [{ to: first, value: 1000n }, { to: second, value: 2000n }] })
  const receipt = await bundlerClient.waitForUserOperationReceipt({ hash: deploying, timeout: 60_000 })
  assert.equal(receipt.success, true)
  assert.ok(await client.getCode({ address: account.address }), 'deployed by the user operation')
  assert.equal(await client.getBalance({ address: first }), 1000n)
  assert.equal(await client.getBalance({ address: second }), 2000n)
  // Sent by the bundler's executor, not by us: the transaction goes to the EntryPoint.
  const transaction = await client.getTransaction({ hash: receipt.receipt.transactionHash })
  assert.equal(transaction.to?.toLowerCase(), bundler.entryPointAddress.toLowerCase())
  // The clone was initialized with the owner in the same call; nobody initializes it (or the implementation) again.
  assert.equal(await client.readContract({ address: account.address, abi: kitAccount.abi, functionName: 'signer' }), owner.address)
  for (const target of [account.address, KIT_ACCOUNT_IMPLEMENTATION] as const) {
    await assert.rejects(client.simulateContract({ account: privateKeyToAccount(generatePrivateKey()), address: target, abi: kitAccount.abi, functionName: 'initialize', args: [owner.address] }), /InvalidInitialization|0xf92ee8a9/)
  }

  const again = await bundlerClient.sendUserOperation({ account, calls: [{ to: first, value: 5n }] })
  const later = await bundlerClient.waitForUserOperationReceipt({ hash: again, timeout: 60_000 })
  assert.equal(later.success, true)
  t.diagnostic(`gas: first user operation (deployment + two transfers) ${receipt.actualGasUsed}, a later one (one transfer) ${later.actualGasUsed}`)
  assert.equal(await client.getBalance({ address: first }), 1005n)
})

test('the account signs with ERC-6492 before deployment and ERC-1271 after; another message does not verify', async () => {
  const { account, owner } = await freshAccount()
  const early = await account.signMessage({ message: 'hello before' })
  assert.ok(size(early) > 65, 'wrapped in ERC-6492 while undeployed')
  assert.equal(await client.verifyMessage({ address: account.address, message: 'hello before', signature: early }), true)
  assert.equal(await client.verifyMessage({ address: account.address, message: 'something else', signature: early }), false)

  const deploying = await bundlerClient.sendUserOperation({ account, calls: [{ to: account.address, value: 0n }] })
  assert.equal((await bundlerClient.waitForUserOperationReceipt({ hash: deploying, timeout: 60_000 })).success, true)
  const late = await account.signMessage({ message: 'hello after' })
  assert.equal(size(late), 65, 'a plain owner signature once deployed')
  assert.equal(await client.verifyMessage({ address: account.address, message: 'hello after', signature: late }), true)
  // Bound to the account: not the owner's EOA signature, not valid for another account of the same owner.
  assert.equal(await client.verifyMessage({ address: owner.address, message: 'hello after', signature: late }), false)
  const typed = { domain: { name: 'Devnet', version: '1', chainId: 1 }, types: { Note: [{ name: 'text', type: 'string' }] }, primaryType: 'Note', message: { text: 'hi' } } as const
  assert.equal(await client.verifyTypedData({ address: account.address, ...typed, signature: await account.signTypedData(typed) }), true)
  assert.equal(await client.verifyTypedData({ address: account.address, ...typed, signature: await privateKeyToAccount(generatePrivateKey()).signTypedData(typed) }), false)
})

test('EIP-7702: the EOA delegates to Simple7702Account with its first user operation, which runs a batch of two calls in one transaction; the address stays the EOA', async () => {
  const key = privateKeyToAccount(generatePrivateKey())
  const funder = createWalletClient({ account: privateKeyToAccount(evm.accounts[1]!), chain, transport: http() })
  await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: key.address, value: parseEther('1') }) })
  const first = await toDelegatedAccount({ client, eoa: key.address, withKey: use => use(key) })
  assert.equal(first.account.address, key.address)
  assert.ok(first.authorization, 'not delegated yet: the first operation carries the authorization')

  const [one, two] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
  const hash = await bundlerClient.sendUserOperation({ account: first.account, calls: [{ to: one, value: 1000n }, { to: two, value: 2000n }], authorization: first.authorization })
  const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  assert.equal(receipt.success, true)
  assert.equal(await client.getCode({ address: key.address }), delegationCode(delegationTarget.address))
  assert.equal((await client.getCode({ address: key.address }))?.slice(0, 8), '0xef0100')
  assert.equal(await client.getBalance({ address: one }), 1000n)
  assert.equal(await client.getBalance({ address: two }), 2000n)
  // One transaction (the bundler's, to the EntryPoint) carried the delegation and both calls.
  const transaction = await client.getTransaction({ hash: receipt.receipt.transactionHash })
  assert.equal(transaction.to?.toLowerCase(), bundler.entryPointAddress.toLowerCase())
  assert.equal(transaction.authorizationList?.length, 1)

  const again = await toDelegatedAccount({ client, eoa: key.address, withKey: use => use(key) })
  assert.equal(again.authorization, undefined, 'delegated: no second authorization')
  const next = await bundlerClient.sendUserOperation({ account: again.account, calls: [{ to: one, value: 5n }] })
  assert.equal((await bundlerClient.waitForUserOperationReceipt({ hash: next, timeout: 60_000 })).success, true)
  assert.equal(await client.getBalance({ address: one }), 1005n)

  // ERC-1271 through the delegated code: the EOA's signature verifies, another key's does not.
  const signature = await again.account.signMessage({ message: 'hello 7702' })
  assert.equal(await client.verifyMessage({ address: key.address, message: 'hello 7702', signature }), true)
  assert.equal(await client.verifyMessage({ address: key.address, message: 'hello 7702', signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'hello 7702' }) }), false)
})

// Last: it removes the factory from the chain.
test('the frame offers the smart account where the account or its factory has code, and none on a chain without the factory', async () => {
  const { account, owner } = await freshAccount()
  const deploying = await bundlerClient.sendUserOperation({ account, calls: [{ to: account.address, value: 0n }] })
  assert.equal((await bundlerClient.waitForUserOperationReceipt({ hash: deploying, timeout: 60_000 })).success, true)
  const newcomer = privateKeyToAccount(generatePrivateKey()).address
  assert.equal((await readSmartAccount(client, newcomer))?.deployed, false)

  await jsonRpc(evm.chains[0]!.rpcUrl, 'anvil_setCode', [KIT_ACCOUNT_FACTORY, '0x'])
  assert.equal(await readSmartAccount(client, newcomer), undefined, 'nothing could create it')
  assert.deepEqual(await readSmartAccount(client, owner.address), { address: account.address, deployed: true })
})
