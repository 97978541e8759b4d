import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, parseAbi, parseEther, parseEventLogs, parseUnits, toHex, zeroAddress, type Hex } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { paymasterAddress } from '../../devnet/bundler/paymaster.js'
import { demoDevnet } from './demo.js'
import { ask, frameReady, frameUrl, serveHostPage } from './frame-host.js'
import { codeIn, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * Sponsored gas (issue 36): the devnet's auth service runs the ERC-7677 paymaster for SingletonPaymasterV8
 * on anvil chain 1, with the devnet's policy (the tokens' transfer and approve, the AMM's swaps). A person
 * signed in by email, whose smart account holds USDC and no ETH, sends USDC: the approval screen names the
 * sponsor, the paymaster's deposit pays, the account's ETH stays 0. A call outside the policy: the screen
 * says the person pays, with the policy's words, and it goes through once they have ETH.
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
