import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, parseAbi, parseEther, parseEventLogs, parseUnits, toHex, zeroAddress, type Hex } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { paymasterAddress } from '../../devnet/bundler/paymaster.js'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import { demoDevnet } from './demo.js'
import { ask, callsInOneTransaction, frameReady, frameUrl, serveHostPage } from './frame-host.js'
import { codeIn, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * Sponsored gas (issue 36): the devnet's auth service runs the ERC-7677 paymaster for SingletonPaymasterV8
 * on anvil chain 1, with the devnet's policy (the tokens' transfer and approve, the AMM's swaps). A person
 * signed in by email, whose smart account holds USDC and no ETH, sends USDC: the approval screen names the
 * sponsor, the paymaster's deposit pays, the account's ETH stays 0. A call outside the policy: the screen
 * says the person pays, with the policy's words, and it goes through once they have ETH. The EIP-7702 account
 * (the person's own address delegating to Simple7702Account) is sponsored the same way, its delegation included.
 */

const host = serveHostPage()
const CHAIN = 'eip155:1'
const rpcUrl = () => demoDevnet().rpcUrls[CHAIN]!
const chain = () => createPublicClient({ transport: http(rpcUrl()) })
const usdc = () => getAddress(demoDevnet().tokens[CHAIN]!.find(token => token.symbol === 'USDC')!.address)
const someone = () => privateKeyToAccount(generatePrivateKey()).address
const depositAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])
const deposit = async () => chain().readContract({ address: entryPoint08Address, abi: depositAbi, functionName: 'balanceOf', args: [await paymasterAddress()] })

async function anvil(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(rpcUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/** USDC minted by the token's minter (anvil impersonating the devnet's deployer): no test key's nonce is touched. */
async function mintUsdc(to: Hex, amount: bigint): Promise<void> {
  const mintAbi = parseAbi(['function minter() view returns (address)', 'function mint(address to, uint256 value)'])
  const minter = await chain().readContract({ address: usdc(), abi: mintAbi, functionName: 'minter' })
  await anvil('anvil_impersonateAccount', [minter])
  try {
    const hash = await createWalletClient({ account: minter, transport: http(rpcUrl()) }).writeContract({ chain: null, address: usdc(), abi: mintAbi, functionName: 'mint', args: [to, amount] })
    await chain().waitForTransactionReceipt({ hash })
  } finally {
    await anvil('anvil_stopImpersonatingAccount', [minter])
  }
}

/** A new person signed in by email through the host page: their smart account (the devnet's default on chain 1). */
async function signInNew(page: Page): Promise<Hex> {
  const email = `sponsored-${Date.now()}@example.com`
  await page.goto(`http://localhost:${host.port()}/#${frameUrl()}`)
  await frameReady(page)
  expect((await ask(page, 'connect-email', { email })).payload).toEqual({ action: 'VERIFY_OTP' })
  const answer = ask(page, 'connect-otp', { otp: codeIn(await nextMail(email)) })
  await saveRecoveryKey(page.frameLocator('iframe'))
  expect((await answer).type).toBe('connect-otp:success')
  const user = (await ask(page, 'get-user', {})).payload as { address: Hex; preferredAccountType: string }
  expect(user.preferredAccountType).toBe('smartAccount')
  return user.address
}

/** Who paid the user operation of `sender` in the bundle transaction `hash` (the EntryPoint's UserOperationEvent). */
async function payerOf(hash: Hex, sender: Hex): Promise<Hex> {
  const { logs } = await chain().getTransactionReceipt({ hash })
  const event = parseEventLogs({ abi: entryPoint08Abi, logs, eventName: 'UserOperationEvent' }).find(log => log.args.sender.toLowerCase() === sender.toLowerCase())
  expect(event?.args.success, 'the user operation succeeded').toBe(true)
  return event!.args.paymaster
}

/** The approval screen's answer to "who pays the gas" (the row's value), as read. */
const gasWords = async (frame: FrameLocator) => ((await frame.getByTestId('approval-gas').locator('dd').textContent()) ?? '').replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim()

test('a person with 0 ETH sends USDC with gas sponsored by the devnet paymaster: the screen names the sponsor, the deposit pays, their ETH stays 0', async ({ page }) => {
  test.slow()
  const smart = await signInNew(page)
  await mintUsdc(smart, parseUnits('5', 6))
  expect(await chain().getBalance({ address: smart })).toBe(0n)
  const before = await deposit()
  const recipient = someone()

  const answer = ask(page, 'rpc-request', { method: 'eth_sendTransaction', params: [{ from: smart, to: usdc(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('2', 6)] }) }], chainId: 1 })
  const frame = page.frameLocator('iframe')
  await expect(frame.getByTestId('approval-gas')).toBeVisible()
  expect(await gasWords(frame)).toBe('Gas sponsored by w3m-kit devnet')
  await frame.getByTestId('approve-transaction-approve').click()
  const { type, payload } = await answer
  expect(type, JSON.stringify(payload)).toBe('rpc-request:success')

  expect(await chain().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(parseUnits('2', 6))
  expect(await chain().getBalance({ address: smart }), 'the account still holds no ETH').toBe(0n)
  expect(await payerOf(payload.result as Hex, smart)).toBe(await paymasterAddress())
  expect(await deposit(), "the paymaster's deposit paid").toBeLessThan(before)
})

test("a call outside the policy: the screen says the person pays, in the policy's words, and it goes through once they hold ETH", async ({ page }) => {
  test.slow()
  const smart = await signInNew(page)
  const recipient = someone()
  const answer = ask(page, 'rpc-request', { method: 'eth_sendTransaction', params: [{ from: smart, to: recipient, value: toHex(1000n) }], chainId: 1 })
  const frame = page.frameLocator('iframe')
  await expect(frame.getByTestId('approval-gas')).toBeVisible()
  expect(await gasWords(frame)).toMatch(/^You pay the gas/)
  expect(await frame.getByTestId('approval-gas-refusal').textContent()).toBe(`w3m-kit devnet does not sponsor gas for calls to ${getAddress(recipient)}`)
  // The person pays: ETH arrives while the screen is open, then they approve.
  await anvil('anvil_setBalance', [smart, toHex(parseEther('1'))])
  await frame.getByTestId('approve-transaction-approve').click()
  const { type, payload } = await answer
  expect(type, JSON.stringify(payload)).toBe('rpc-request:success')
  expect(await chain().getBalance({ address: recipient })).toBe(1000n)
  const left = await chain().getBalance({ address: smart })
  expect(left, 'the account paid its gas').toBeLessThan(parseEther('1') - 1000n)
  expect(await payerOf(payload.result as Hex, smart), 'no paymaster').toBe(zeroAddress)
})

test('the EIP-7702 account with 0 ETH: its first send, a batch of two USDC transfers, names the delegation and the sponsor, delegates the address and lands in one sponsored transaction', async ({ page }) => {
  test.slow()
  await signInNew(page)
  const { accounts } = (await ask(page, 'get-user', {})).payload as { accounts: Array<{ address: Hex; type: string }> }
  const eoa = accounts.find(account => account.type === 'eoa')!.address
  expect((await ask(page, 'set-preferred-account', { type: 'eip7702' })).payload).toEqual({ type: 'eip7702', address: eoa })
  await mintUsdc(eoa, parseUnits('5', 6))
  expect(await chain().getBalance({ address: eoa })).toBe(0n)
  expect(await chain().getCode({ address: eoa })).toBeUndefined()
  const before = await deposit()
  const [one, two] = [someone(), someone()]
  const transfer = (to: Hex, amount: bigint) => ({ to: usdc(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })

  const batch = ask(page, 'rpc-request', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: eoa, chainId: '0x1', atomicRequired: true, calls: [transfer(one, parseUnits('1', 6)), transfer(two, parseUnits('2', 6))] }], chainId: 1 })
  const frame = page.frameLocator('iframe')
  const delegation = frame.locator('[data-testid="approval-warning"][data-code="delegation"]')
  await expect(delegation).toContainText('Simple7702Account v0.8')
  await expect(delegation).toContainText(SIMPLE_7702_ACCOUNT)
  await expect(frame.getByTestId('approval-gas')).toBeVisible()
  expect(await gasWords(frame)).toBe('Gas sponsored by w3m-kit devnet')
  await frame.getByTestId('approve-transaction-approve').click()
  const { type, payload } = await batch
  expect(type, JSON.stringify(payload)).toBe('rpc-request:success')
  // One transaction, the bundler's to the EntryPoint, carries the delegation and both transfers; the address is the same.
  const hash = await callsInOneTransaction(page, (payload.result as { id: Hex }).id)
  const transaction = await chain().getTransaction({ hash })
  expect(transaction.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
  expect(transaction.authorizationList).toHaveLength(1)
  const transfers = parseEventLogs({ abi: erc20Abi, logs: (await chain().getTransactionReceipt({ hash })).logs, eventName: 'Transfer' }).filter(log => log.args.from.toLowerCase() === eoa.toLowerCase())
  expect(transfers.map(log => [log.args.to, log.args.value])).toEqual([
    [one, parseUnits('1', 6)],
    [two, parseUnits('2', 6)]
  ])
  expect(await chain().getCode({ address: eoa })).toBe(`0xef0100${SIMPLE_7702_ACCOUNT.slice(2).toLowerCase()}`)
  expect((await ask(page, 'get-user', {})).payload).toMatchObject({ address: eoa, preferredAccountType: 'eip7702' })
  expect(await chain().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [one] })).toBe(parseUnits('1', 6))
  expect(await chain().readContract({ address: usdc(), abi: erc20Abi, functionName: 'balanceOf', args: [two] })).toBe(parseUnits('2', 6))
  expect(await chain().getBalance({ address: eoa }), 'the address still holds no ETH').toBe(0n)
  expect(await payerOf(hash, eoa)).toBe(await paymasterAddress())
  expect(await deposit(), "the paymaster's deposit paid").toBeLessThan(before)
})
