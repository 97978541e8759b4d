import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demoDevnet } from './demo.js'
import { ask, callsInOneTransaction, frameReady, frameUrl, serveHostPage } from './frame-host.js'
import { codeIn, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * The frame's smart account against the devnet's real bundler (alto) on anvil chain 1: the host page drives the
 * frame by postMessage, as the kit does; every send is approved in the frame's own screen.
 */

const host = serveHostPage()
const rpcUrl = () => demoDevnet().rpcUrls['eip155:1']!
const chain = () => createPublicClient({ transport: http(rpcUrl()) })

/** Gas money from anvil's own faucet (anvil_setBalance): no funded devnet key's nonce is touched (other specs use them all). */
async function faucet(address: Hex, ether: string): Promise<void> {
  const response = await fetch(rpcUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, toHex(parseEther(ether))] }) })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

async function signInNew(page: Page, email: string, preferredAccountType?: 'eoa' | 'smartAccount'): Promise<void> {
  await page.goto(`http://localhost:${host.port()}/#${frameUrl()}`)
  await frameReady(page)
  expect((await ask(page, 'connect-email', { email, ...(preferredAccountType ? { preferredAccountType } : {}) })).payload).toEqual({ action: 'VERIFY_OTP' })
  const answer = ask(page, 'connect-otp', { otp: codeIn(await nextMail(email)) })
  await saveRecoveryKey(page.frameLocator('iframe'))
  expect((await answer).type).toBe('connect-otp:success')
}

/** One approval-screen request: sends it, approves it in the frame, answers its result. */
async function approved(page: Page, method: string, params: unknown[]): Promise<unknown> {
  const answer = ask(page, 'rpc-request', { method, params, chainId: 1 })
  await page.frameLocator('iframe').getByTestId('approve-transaction-approve').click()
  const { type, payload } = await answer
  expect(type, JSON.stringify(payload)).toBe('rpc-request:success')
  return payload.result
}

const sendTo = (from: Hex, to: Hex, wei: bigint) => [{ from, to, value: toHex(wei) }]

test("an email sign-in with the site's defaultAccountTypes.eip155 'eoa' (sent with connect-email, as the kit sends it) uses the EOA on a chain with a smart account", async ({ page }) => {
  await signInNew(page, `eoa-first-${Date.now()}@example.com`, 'eoa')
  const user = (await ask(page, 'get-user', {})).payload as { address: Hex; accounts: Array<{ address: Hex; type: string }>; preferredAccountType: string }
  expect(user.preferredAccountType).toBe('eoa')
  expect(user.address).toBe(user.accounts.find(account => account.type === 'eoa')!.address)
  expect((await ask(page, 'rpc-request', { method: 'eth_accounts', params: [] })).payload.result).toEqual([user.address])
})

test('the smart account deploys on its first transaction through the bundler, batches calls in one user operation, and switching to the EOA and back works', async ({ page }) => {
  test.slow()
  const info = demoDevnet()
  expect(info.bundlerUrls?.['eip155:1'], 'the devnet runs a bundler for chain 1').toBeTruthy()
  await signInNew(page, `smart-${Date.now()}@example.com`)

  const user = (await ask(page, 'get-user', {})).payload as { address: Hex; accounts: Array<{ address: Hex; type: string }>; preferredAccountType: string; smartAccountDeployed: boolean }
  expect(user.preferredAccountType).toBe('smartAccount')
  const eoa = user.accounts.find(account => account.type === 'eoa')!.address
  const smart = user.accounts.find(account => account.type === 'smartAccount')!.address
  expect(user.address).toBe(smart)
  expect(smart).not.toBe(eoa)
  expect(user.smartAccountDeployed).toBe(false)
  expect((await ask(page, 'get-smart-account-enabled-networks', {})).payload.smartAccountEnabledNetworks).toEqual(expect.arrayContaining([1, 56]))
  expect((await ask(page, 'init-smart-account', {})).payload).toEqual({ isDeployed: false, address: smart })
  expect(await chain().getCode({ address: smart })).toBeUndefined()

  // First transaction: a user operation whose handleOps transaction (sent by the bundler to the EntryPoint) deploys the account.
  await faucet(smart, '1')
  const [first, second, third] = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()).address)
  const hash = (await approved(page, 'eth_sendTransaction', sendTo(smart, first!, 1000n))) as Hex
  const transaction = await chain().getTransaction({ hash })
  expect(transaction.to?.toLowerCase()).toBe(info.entryPointAddress?.toLowerCase())
  expect(await chain().getCode({ address: smart })).toBeTruthy()
  expect(await chain().getBalance({ address: first! })).toBe(1000n)
  expect((await ask(page, 'get-user', {})).payload.smartAccountDeployed).toBe(true)

  // A batch: both calls in one user operation; wallet_getCallsStatus answers from its receipt.
  const { id } = (await approved(page, 'wallet_sendCalls', [{ version: '2.0.0', from: smart, chainId: '0x1', atomicRequired: true, calls: [{ to: second, value: toHex(2000n) }, { to: third, value: toHex(3000n) }] }])) as { id: Hex }
  await callsInOneTransaction(page, id)
  expect(await chain().getBalance({ address: second! })).toBe(2000n)
  expect(await chain().getBalance({ address: third! })).toBe(3000n)

  // To the EOA: the address changes and the EOA sends its own transaction.
  expect((await ask(page, 'set-preferred-account', { type: 'eoa' })).payload).toEqual({ type: 'eoa', address: eoa })
  const asEoa = (await ask(page, 'get-user', {})).payload
  expect(asEoa).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
  expect((await ask(page, 'rpc-request', { method: 'eth_accounts', params: [] })).payload.result).toEqual([eoa])
  await faucet(eoa, '1')
  const fromEoa = await chain().waitForTransactionReceipt({ hash: (await approved(page, 'eth_sendTransaction', sendTo(eoa, first!, 5n))) as Hex })
  expect(fromEoa.from.toLowerCase()).toBe(eoa.toLowerCase())
  expect(await chain().getBalance({ address: first! })).toBe(1005n)

  // And back: the smart account's address again; it signs (ERC-1271, deployed) and sends.
  expect((await ask(page, 'set-preferred-account', { type: 'smartAccount' })).payload).toEqual({ type: 'smartAccount', address: smart })
  expect((await ask(page, 'get-user', {})).payload).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
  const message = toHex('signed by the smart account')
  const signature = (await approved(page, 'personal_sign', [message, smart])) as Hex
  expect(await chain().verifyMessage({ address: smart, message: { raw: message }, signature })).toBe(true)
  expect(await chain().verifyMessage({ address: eoa, message: { raw: message }, signature })).toBe(false)
  await approved(page, 'eth_sendTransaction', sendTo(smart, first!, 7n))
  expect(await chain().getBalance({ address: first! })).toBe(1012n)
})

test('the EIP-7702 account keeps the EOA address: its first send delegates to Simple7702Account (named on the approval screen with its target), a batch of two calls lands in one transaction, and later sends do not delegate again', async ({ page }) => {
  test.slow()
  const info = demoDevnet()
  await signInNew(page, `eip7702-${Date.now()}@example.com`, 'eoa')
  const eoa = ((await ask(page, 'get-user', {})).payload as { address: Hex }).address
  expect((await ask(page, 'get-smart-account-enabled-networks', {})).payload.delegationEnabledNetworks).toEqual(expect.arrayContaining([1, 56]))
  expect((await ask(page, 'set-preferred-account', { type: 'eip7702' })).payload).toEqual({ type: 'eip7702', address: eoa })
  expect((await ask(page, 'get-user', {})).payload).toMatchObject({ address: eoa, preferredAccountType: 'eip7702' })
  expect((await ask(page, 'rpc-request', { method: 'eth_accounts', params: [] })).payload.result).toEqual([eoa])
  expect(await chain().getCode({ address: eoa })).toBeUndefined()
  await faucet(eoa, '1')

  // The first send: a batch of two calls; the screen names the delegation and its whole target address before approval.
  const [first, second] = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address)
  const batch = ask(page, 'rpc-request', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: eoa, chainId: '0x1', atomicRequired: true, calls: [{ to: first, value: toHex(1000n) }, { to: second, value: toHex(2000n) }] }], chainId: 1 })
  const frame = page.frameLocator('iframe')
  const delegation = frame.locator('[data-testid="approval-warning"][data-code="delegation"]')
  await expect(delegation).toContainText('Simple7702Account v0.8')
  await expect(delegation).toContainText('0xe6Cae83BdE06E4c305530e199D7217f42808555B')
  await frame.getByTestId('approve-transaction-approve').click()
  const { type, payload } = await batch
  expect(type, JSON.stringify(payload)).toBe('rpc-request:success')
  // One transaction: the bundler's, to the EntryPoint, carrying the EOA's authorization; both calls in it.
  const transaction = await chain().getTransaction({ hash: await callsInOneTransaction(page, (payload.result as { id: Hex }).id) })
  expect(transaction.to?.toLowerCase()).toBe(info.entryPointAddress?.toLowerCase())
  expect(transaction.authorizationList).toHaveLength(1)
  expect((await chain().getCode({ address: eoa }))?.toLowerCase()).toBe('0xef0100e6cae83bde06e4c305530e199d7217f42808555b')
  expect(await chain().getBalance({ address: first! })).toBe(1000n)
  expect(await chain().getBalance({ address: second! })).toBe(2000n)
  expect((await ask(page, 'get-user', {})).payload).toMatchObject({ address: eoa, preferredAccountType: 'eip7702' })

  // Delegated: the next send has no delegation notice; a signature verifies for the address (ERC-1271 through the delegated code).
  const next = ask(page, 'rpc-request', { method: 'eth_sendTransaction', params: sendTo(eoa, first!, 5n), chainId: 1 })
  await expect(frame.getByTestId('approve-transaction-approve')).toBeVisible()
  await expect(delegation).toHaveCount(0)
  await frame.getByTestId('approve-transaction-approve').click()
  expect((await next).type).toBe('rpc-request:success')
  expect(await chain().getBalance({ address: first! })).toBe(1005n)
  const message = toHex('signed by the EIP-7702 account')
  const signature = (await approved(page, 'personal_sign', [message, eoa])) as Hex
  expect(await chain().verifyMessage({ address: eoa, message: { raw: message }, signature })).toBe(true)
})
