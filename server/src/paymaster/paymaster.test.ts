import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseAbi, parseEther, parseUnits, toFunctionSelector, type Address, type Chain, type Hex, type PublicClient, type Transport } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { delegationCode, delegationTarget, toDelegatedAccount } from '../../../frame/page/delegated-account.js'
import { toOwnedSmartAccount } from '../../../frame/page/smart-account.js'
import { jsonRpc } from '../../../devnet/chains/json-rpc.js'
import { startBundler, type BundlerService } from '../../../devnet/bundler/index.js'
import { tokenAddresses, viemChain } from '../../../devnet/chains/deploy.js'
import { startEvmChains, type EvmDevnet } from '../../../devnet/chains/evm.js'
import { loginCodeIn, readInbox } from '../../../devnet/mail/inbox.js'
import { startMail, type MailService } from '../../../devnet/mail/index.js'
import { startPostgres, type PostgresCluster } from '../../../test/postgres.js'
import { startAuthService, type AuthService } from '../auth/service.js'
import type { PaymasterPolicy } from './policy.js'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'

// The paymaster service on two auth service instances sharing one PostgreSQL, against a real anvil
// chain, EntryPoint v0.8, the deployed SingletonPaymasterV8 and the alto bundler: sponsored user
// operations land on chain and the paymaster's deposit pays; the policy's refusals; the daily limit.
const SECURE = 'http://127.0.0.1:4997'
const SITE = 'http://shop.test'
const USDC = tokenAddresses[0]!
const DAILY_GAS = 3_000_000
let cluster: PostgresCluster
let mail: MailService
let evm: EvmDevnet
let bundler: BundlerService
let chain: Chain
let client: PublicClient<Transport, Chain>
let a: AuthService
let b: AuthService

const depositAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])
const policy: PaymasterPolicy = {
  sponsorName: 'Shop',
  allowedOrigins: [SITE],
  contracts: [{ address: USDC, selectors: [toFunctionSelector('function transfer(address,uint256)')] }],
  dailyGasPerPerson: DAILY_GAS
}

async function post(service: AuthService, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SECURE, ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A person signed in by email whose wallet is `owner`: their access token. */
async function signedInPerson(owner: PrivateKeyAccount): Promise<string> {
  const email = `${owner.address.slice(2, 10).toLowerCase()}@example.test`
  const deviceId = crypto.randomUUID().replaceAll('-', '')
  await post(a, '/email/start', { email, deviceId })
  const [latest] = await readInbox(mail.inboxUrl, email)
  const verified = await post(b, '/otp/verify', { email, deviceId, otp: loginCodeIn(latest!) })
  assert.equal(verified.status, 200, JSON.stringify(verified.body))
  const token = verified.body.accessToken as string
  assert.equal((await post(a, '/share/put', { address: owner.address, share: 'ab'.repeat(40) }, { authorization: `Bearer ${token}` })).status, 200)
  return token
}

/** The ERC-7677 client of one instance, as the person (session) from the site `origin`. */
function paymasterOf(service: AuthService, token: string | undefined) {
  return createPaymasterClient({ transport: http(`${service.url}/paymaster`, { fetchOptions: { headers: { origin: SECURE, ...(token ? { authorization: `Bearer ${token}` } : {}) } } }) })
}

const ownAccount = (owner: PrivateKeyAccount) =>
  toOwnedSmartAccount({ client, owner: owner.address, withOwner: use => use(owner) })

/** The person's own address as the EIP-7702 account (Simple7702Account), with its delegation signed when it does not delegate yet. */
const delegatedAccount = (owner: PrivateKeyAccount) => toDelegatedAccount({ client, eoa: owner.address, withKey: use => use(owner) })

/** USDC from a funded devnet account. */
async function giveUsdc(to: Address, amount: bigint): Promise<void> {
  const funder = createWalletClient({ account: privateKeyToAccount(evm.accounts[1]!), chain, transport: http() })
  await client.waitForTransactionReceipt({ hash: await funder.writeContract({ address: USDC, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
}

const usdcTransfer = (to: Address, amount: bigint) => ({ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
const usdcOf = (address: Address) => client.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const paymasterDeposit = () => client.readContract({ address: entryPoint08Address, abi: depositAbi, functionName: 'balanceOf', args: [bundler.paymaster.address as Address] })

/** The paymaster's refusal (the JSON-RPC error's message, as viem gives it). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => assert.fail('sponsored'),
    (error: { details?: string }) => error.details
  )

before(async () => {
  cluster = await startPostgres()
  mail = await startMail()
  evm = await startEvmChains({ chainIds: [1] })
  bundler = await startBundler(evm.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })))
  chain = viemChain(1, evm.chains[0]!.rpcUrl)
  client = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
  const options = {
    secret: DEVNET_SERVER_SECRET,
    secureOrigin: SECURE,
    smtpPort: mail.smtpPort,
    database: await cluster.createDatabase(),
    paymaster: { address: bundler.paymaster.address as Address, signerKey: bundler.paymaster.signerKey, rpcUrls: { 'eip155:1': evm.chains[0]!.rpcUrl }, policy }
  }
  ;[a, b] = await Promise.all([startAuthService(options), startAuthService(options)])
})

after(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await bundler?.stop()
  await evm?.stop()
  await mail?.stop()
  await cluster?.stop()
})

describe('the ERC-7677 paymaster service', () => {
  it('sponsors a USDC transfer of an account with 0 ETH: the user operation lands, the account keeps 0 ETH and the deposit pays', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const token = await signedInPerson(owner)
    const account = await ownAccount(owner)
    // USDC from a funded devnet account; no ETH at all.
    const funder = createWalletClient({ account: privateKeyToAccount(evm.accounts[1]!), chain, transport: http() })
    await client.waitForTransactionReceipt({ hash: await funder.writeContract({ address: USDC, abi: erc20Abi, functionName: 'transfer', args: [account.address, parseUnits('5', 6)] }) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const depositBefore = await client.readContract({ address: entryPoint08Address, abi: depositAbi, functionName: 'balanceOf', args: [bundler.paymaster.address as Address] })

    const stub = await paymasterOf(a, token).getPaymasterStubData({
      chainId: 1,
      entryPointAddress: entryPoint08Address,
      context: { origin: SITE },
      sender: account.address,
      nonce: 0n,
      callData: await account.encodeCalls([{ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] }) }])
    })
    assert.equal(stub.sponsor?.name, 'Shop')
    assert.equal(stub.isFinal, false)

    const bundlerClient = createBundlerClient({ client, transport: http(bundler.urls[1]), pollingInterval: 100 })
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('2', 6)] }) }],
      paymaster: paymasterOf(b, token),
      paymasterContext: { origin: SITE }
    })
    const { success, receipt } = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    assert.ok(success, 'the sponsored user operation succeeded')
    assert.equal(receipt.status, 'success')
    assert.equal(await client.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }), parseUnits('2', 6))
    assert.equal(await client.getBalance({ address: account.address }), 0n, 'the account still holds 0 ETH')
    const depositAfter = await client.readContract({ address: entryPoint08Address, abi: depositAbi, functionName: 'balanceOf', args: [bundler.paymaster.address as Address] })
    assert.ok(depositAfter < depositBefore, `the paymaster's deposit paid (${depositBefore} → ${depositAfter})`)
  })

  it("refuses, in the policy's words, a call outside it, another site, someone else's account and a caller with no session", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const token = await signedInPerson(owner)
    const account = await ownAccount(owner)
    const ask = (service: AuthService, session: string | undefined, sender: Address, callData: Hex, origin = SITE) =>
      paymasterOf(service, session).getPaymasterStubData({ chainId: 1, entryPointAddress: entryPoint08Address, context: { origin }, sender, nonce: 0n, callData })
    const sendEth = await account.encodeCalls([{ to: owner.address, value: parseEther('0.1') }])
    assert.equal(await refusal(ask(a, token, account.address, sendEth)), `Shop does not sponsor gas for calls to ${owner.address}`)
    const usdcApprove = await account.encodeCalls([{ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [owner.address, 1n] }) }])
    assert.equal(await refusal(ask(b, token, account.address, usdcApprove)), `Shop does not sponsor gas for this function (0x095ea7b3) of ${USDC}`)
    const usdcTransfer = await account.encodeCalls([{ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner.address, 1n] }) }])
    assert.equal(await refusal(ask(a, token, account.address, usdcTransfer, 'http://other.test')), 'Shop does not sponsor gas for http://other.test')
    const stranger = await ownAccount(privateKeyToAccount(generatePrivateKey()))
    assert.equal(await refusal(ask(b, token, stranger.address, usdcTransfer)), 'Shop sponsors gas only for your own account')
    const anonymous = await fetch(`${a.url}/paymaster`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [{ sender: account.address, callData: usdcTransfer }, entryPoint08Address, '0x1', { origin: SITE }] }) })
    assert.equal(anonymous.status, 401, 'no session: the frame refreshes its token and asks again')
  })

  it('holds the daily limit per person across two instances: of eight requests at once, only what fits the day is signed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const token = await signedInPerson(owner)
    const account = await ownAccount(owner)
    const callData = await account.encodeCalls([{ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner.address, 1n] }) }])
    // 400k + 400k + 100k, plus the paymaster's 100k verification: 1,000,000 gas each, three fit in the day's 3,000,000.
    const request = (service: AuthService, nonce: bigint) =>
      paymasterOf(service, token).getPaymasterData({
        chainId: 1,
        entryPointAddress: entryPoint08Address,
        context: { origin: SITE },
        sender: account.address,
        nonce,
        callData,
        callGasLimit: 400_000n,
        verificationGasLimit: 400_000n,
        preVerificationGas: 100_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n
      })
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => request(index % 2 ? a : b, BigInt(index))))
    const signed = results.filter(result => result.status === 'fulfilled')
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    assert.equal(signed.length, DAILY_GAS / 1_000_000)
    assert.equal(refused.length, 8 - DAILY_GAS / 1_000_000)
    for (const { reason } of refused) assert.match((reason as { details: string }).details, /You have used today's gas sponsored by Shop/)
    // The stub data says so too, before the person even sees the approval screen.
    await assert.rejects(
      paymasterOf(a, token).getPaymasterStubData({ chainId: 1, entryPointAddress: entryPoint08Address, context: { origin: SITE }, sender: account.address, nonce: 0n, callData }),
      /You have used today's gas sponsored by Shop/
    )
  })

  it('sponsors the EIP-7702 account (the owner EOA as Simple7702Account) with 0 ETH: its first operation carries the authorization and a batch of two transfers, the next one runs on the delegation', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const token = await signedInPerson(owner)
    await giveUsdc(owner.address, parseUnits('5', 6))
    const [one, two] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const depositBefore = await paymasterDeposit()
    const bundlerClient = createBundlerClient({ client, transport: http(bundler.urls[1]), pollingInterval: 100 })
    const sponsored = { paymaster: paymasterOf(a, token), paymasterContext: { origin: SITE } }

    const first = await delegatedAccount(owner)
    assert.ok(first.authorization, 'not delegated yet: the operation carries the authorization')
    const hash = await bundlerClient.sendUserOperation({ account: first.account, calls: [usdcTransfer(one, parseUnits('1', 6)), usdcTransfer(two, parseUnits('2', 6))], authorization: first.authorization, ...sponsored })
    const { success, receipt } = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    assert.ok(success, 'the sponsored first operation succeeded')
    assert.equal((await client.getTransaction({ hash: receipt.transactionHash })).authorizationList?.length, 1)
    assert.equal(await client.getCode({ address: owner.address }), delegationCode(delegationTarget.address))
    assert.deepEqual([await usdcOf(one), await usdcOf(two)], [parseUnits('1', 6), parseUnits('2', 6)])

    const again = await delegatedAccount(owner)
    assert.equal(again.authorization, undefined, 'delegated: no authorization')
    const next = await bundlerClient.sendUserOperation({ account: again.account, calls: [usdcTransfer(one, parseUnits('1', 6))], paymaster: paymasterOf(b, token), paymasterContext: { origin: SITE } })
    assert.ok((await bundlerClient.waitForUserOperationReceipt({ hash: next, timeout: 60_000 })).success, 'the sponsored operation of the delegated address succeeded')
    assert.equal(await usdcOf(one), parseUnits('2', 6))
    assert.equal(await client.getBalance({ address: owner.address }), 0n, 'the address still holds 0 ETH')
    assert.ok((await paymasterDeposit()) < depositBefore, "the paymaster's deposit paid")
  })

  it("refuses the owner's address that does not act as Simple7702Account, and reads its executeBatch calls for the policy", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const token = await signedInPerson(owner)
    const { account, authorization } = await toDelegatedAccount({ client, eoa: owner.address, withKey: use => use(owner), stubAuthorization: true })
    const transfers = await account.encodeCalls([usdcTransfer(owner.address, 1n), usdcTransfer(privateKeyToAccount(generatePrivateKey()).address, 2n)])
    const ask = (callData: Hex, extra: Record<string, unknown> = {}) =>
      paymasterOf(a, token).getPaymasterStubData({ chainId: 1, entryPointAddress: entryPoint08Address, context: { origin: SITE }, sender: owner.address, nonce: 0n, callData, ...extra })
    const ownOnly = 'Shop sponsors gas only for your own account'
    // Not delegated and no authorization: the address is a plain EOA.
    assert.equal(await refusal(ask(transfers)), ownOnly)
    // An authorization to another contract.
    const elsewhere = privateKeyToAccount(generatePrivateKey()).address
    assert.equal(await refusal(ask(transfers, { factory: '0x7702', factoryData: '0x', authorization: { ...authorization!, address: elsewhere } })), ownOnly)
    // With the authorization to Simple7702Account: sponsored, its two calls read; one call outside the policy refuses the batch.
    const delegating = { factory: '0x7702', factoryData: '0x', authorization }
    assert.equal((await ask(transfers, delegating)).sponsor?.name, 'Shop')
    const withApprove = await account.encodeCalls([usdcTransfer(owner.address, 1n), { to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [owner.address, 1n] }) }])
    assert.equal(await refusal(ask(withApprove, delegating)), `Shop does not sponsor gas for this function (0x095ea7b3) of ${USDC}`)
    // Its signature: the delegation must take effect as the owner's (the owner's key, the address's nonce), or the address's present code would run it.
    const sign = (extra: Record<string, unknown>) =>
      paymasterOf(a, token).getPaymasterData({ chainId: 1, entryPointAddress: entryPoint08Address, context: { origin: SITE }, sender: owner.address, nonce: 0n, callData: transfers, factory: '0x7702', factoryData: '0x', ...extra })
    const signedBy = (key: typeof owner, nonce = 0) => key.signAuthorization({ address: delegationTarget.address, chainId: 1, nonce })
    assert.equal(await refusal(sign({ authorization })), ownOnly, "viem's stub signature is by no key")
    assert.equal(await refusal(sign({ authorization: await signedBy(privateKeyToAccount(generatePrivateKey())) })), ownOnly, "another key's")
    assert.equal(await refusal(sign({ authorization: await signedBy(owner, 1) })), ownOnly, 'not at the nonce')
    assert.match((await sign({ authorization: await signedBy(owner) })).paymasterData ?? '', /^0x[0-9a-f]+$/)
    // Delegated to another contract: its callData could mean anything.
    await jsonRpc(evm.chains[0]!.rpcUrl, 'anvil_setCode', [owner.address, delegationCode(elsewhere)])
    assert.equal(await refusal(ask(transfers)), ownOnly)
    // Delegated to Simple7702Account: sponsored without an authorization.
    await jsonRpc(evm.chains[0]!.rpcUrl, 'anvil_setCode', [owner.address, delegationCode(delegationTarget.address)])
    assert.equal((await ask(transfers)).sponsor?.name, 'Shop')
  })
})
