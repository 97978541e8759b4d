import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../../devnet/chains/deploy.js'
import { loadArtifacts } from '../../devnet/contracts/artifacts.js'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import { connectTestWallet, demoDevnet, expectedBalance, openDemo, walletAddress, walletMethods, walletRequests } from './demo.js'

/** Swaps against the devnet AMM on anvil: real approvals, real swaps, balances read back from the chain. */

/** The chain the swaps run on: its clients per funded account, tokens, the AMM, balances read back. */
const CHAIN = 'eip155:1'

function chainClients(account: number) {
  const info = demoDevnet()
  const chain = viemChain(1, info.rpcUrls[CHAIN]!)
  const transport = http(info.rpcUrls[CHAIN])
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account: privateKeyToAccount(info.accounts[account]!) })
  }
}

function token(symbol: string): Address {
  const found = demoDevnet().tokens[CHAIN]!.find(entry => entry.symbol === symbol)
  if (!found) throw new Error(`no ${symbol} on ${CHAIN}`)
  return found.address as Address
}

const amm = (): Address => demoDevnet().amm[CHAIN] as Address

async function tokenBalance(symbol: string, account: number): Promise<bigint> {
  return chainClients(account).publicClient.readContract({ address: token(symbol), abi: erc20Abi, functionName: 'balanceOf', args: [walletAddress(account)] })
}

async function allowance(symbol: string, account: number): Promise<bigint> {
  return chainClients(account).publicClient.readContract({ address: token(symbol), abi: erc20Abi, functionName: 'allowance', args: [walletAddress(account), amm()] })
}

/** Sets the account's allowance for the AMM straight on chain (not through the kit). */
async function approveDirectly(symbol: string, amount: bigint, account: number): Promise<void> {
  const { publicClient, walletClient } = chainClients(account)
  const hash = await walletClient.writeContract({ address: token(symbol), abi: erc20Abi, functionName: 'approve', args: [amm(), amount] })
  await publicClient.waitForTransactionReceipt({ hash })
}

async function nativeBalance(account: number): Promise<bigint> {
  return chainClients(account).publicClient.getBalance({ address: walletAddress(account) })
}

/** Another trade moves the ETH/USDC price, as a market would between preview and confirm. */
async function movePrice(account: number): Promise<void> {
  const { publicClient, walletClient } = chainClients(account)
  const hash = await walletClient.writeContract({
    address: amm(),
    abi: loadArtifacts().contracts.DevnetAmm.abi,
    functionName: 'swapExactNativeForTokens',
    args: [token('USDC'), 0n, walletAddress(account)],
    value: parseEther('5')
  })
  await publicClient.waitForTransactionReceipt({ hash })
}

const sentTransactions = async (page: Page) => (await walletMethods(page)).filter(method => method === 'eth_sendTransaction').length

/** `query` adds to the demo page's query string (the account is always named). */
async function openSwap(page: Page, path: string, account: number, options: { activityFirst?: boolean; query?: string } = {}): Promise<void> {
  await openDemo(page, path, `?account=${account}${options.query ?? ''}`)
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  if (options.activityFirst) {
    await page.getByTestId('account-tab-activity').click()
    await expect(page.getByTestId('activity-row').first().or(page.getByTestId('activity-empty'))).toBeVisible()
  }
  await page.getByTestId('account-feature-swaps').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Swap')
  await expect(page.getByTestId('swap-from-token')).toContainText('ETH')
}

async function pick(page: Page, side: 'from' | 'to', symbol: string): Promise<void> {
  await page.getByTestId(`swap-${side}-token`).click()
  await page.getByTestId(`swap-select-token-${symbol}`).click()
  await expect(page.getByTestId(`swap-${side}-token`)).toContainText(symbol)
}

async function quoteAndPreview(page: Page, amount: string, toSymbol: string): Promise<void> {
  await page.getByTestId('swap-amount-input').fill(amount)
  await expect(page.getByTestId('swap-to-amount')).toContainText(toSymbol)
  await expect(page.getByTestId('swap-minimum-received')).toContainText(toSymbol)
  await page.getByTestId('swap-preview').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SwapPreview')
  await expect(page.getByTestId('swap-network-cost')).toContainText('ETH')
}

// Both pages trade against the same devnet pools, and one test moves a pool on purpose: the pages
// run one after the other so no test's quote goes stale because of another's swap.
test.describe.configure({ mode: 'serial' })

const path = '/html/'

test.describe(`${path} swap`, () => {
  /** A funded account of its own: the tests run in order on it, apart from other specs' accounts. */
  const account = 12

  test('ETH → USDC needs no approval; balances agree with the chain afterwards', async ({ page }) => {
    const [ethBefore, usdcBefore] = [await nativeBalance(account), await tokenBalance('USDC', account)]
    await openSwap(page, path, account)
    await pick(page, 'to', 'USDC')
    await quoteAndPreview(page, '0.01', 'USDC')
    await expect(page.getByTestId('swap-approve')).toHaveCount(0)
    await page.getByTestId('swap-confirm').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
    expect(await sentTransactions(page)).toBe(1)
    const [ethAfter, usdcAfter] = [await nativeBalance(account), await tokenBalance('USDC', account)]
    expect(usdcAfter > usdcBefore).toBe(true)
    // 0.01 ETH in, plus gas that is well under 0.01 ETH on the devnet
    expect(ethBefore - ethAfter >= parseEther('0.01')).toBe(true)
    expect(ethBefore - ethAfter < parseEther('0.02')).toBe(true)
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance(CHAIN, 'ETH', account))
  })

  test('USDC → DAI approves the exact amount first, then swaps it', async ({ page }) => {
    await approveDirectly('USDC', 0n, account)
    const [usdcBefore, daiBefore] = [await tokenBalance('USDC', account), await tokenBalance('DAI', account)]
    // Activity read once before (issue 22: the approval and the swap must still appear there).
    await openSwap(page, path, account, { activityFirst: true })
    await pick(page, 'from', 'USDC')
    await pick(page, 'to', 'DAI')
    await quoteAndPreview(page, '5', 'DAI')
    await expect(page.getByTestId('swap-confirm')).toHaveCount(0)
    await page.getByTestId('swap-approve').click()
    await expect(page.getByTestId('swap-confirm')).toBeVisible()
    expect(await allowance('USDC', account)).toBe(parseUnits('5', 6))
    await page.getByTestId('swap-confirm').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
    expect(await sentTransactions(page)).toBe(2)
    expect(usdcBefore - (await tokenBalance('USDC', account))).toBe(parseUnits('5', 6))
    expect((await tokenBalance('DAI', account)) > daiBefore).toBe(true)
    expect(await allowance('USDC', account)).toBe(0n)
    await page.getByTestId('account-tab-activity').click()
    await expect(page.getByTestId('activity-row').nth(0)).toContainText('Swapped 5 USDC for')
    await expect(page.getByTestId('activity-row').nth(1)).toContainText('Approved')
  })

  test('USDC → DAI with the allowance already set swaps without an approval', async ({ page }) => {
    await approveDirectly('USDC', maxUint256, account)
    const usdcBefore = await tokenBalance('USDC', account)
    await openSwap(page, path, account)
    await pick(page, 'from', 'USDC')
    await pick(page, 'to', 'DAI')
    await quoteAndPreview(page, '2.5', 'DAI')
    await expect(page.getByTestId('swap-approve')).toHaveCount(0)
    await page.getByTestId('swap-confirm').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
    expect(await sentTransactions(page)).toBe(1)
    expect(usdcBefore - (await tokenBalance('USDC', account))).toBe(parseUnits('2.5', 6))
  })

  test('a quote that changed between preview and confirm is refused, and the new one can be confirmed', async ({ page }) => {
    const usdcBefore = await tokenBalance('USDC', account)
    await openSwap(page, path, account)
    await pick(page, 'to', 'USDC')
    await quoteAndPreview(page, '0.01', 'USDC')
    const shown = await page.getByTestId('swap-preview-to-amount').textContent()
    await movePrice(account)
    const afterMove = await tokenBalance('USDC', account)
    await page.getByTestId('swap-confirm').click()
    await expect(page.getByTestId('swap-error')).toHaveText('The price changed: check the new quote and confirm again')
    expect(await sentTransactions(page), 'nothing signed on the stale quote').toBe(0)
    await expect(page.getByTestId('swap-preview-to-amount')).not.toHaveText(shown ?? '')
    await page.getByTestId('swap-confirm').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
    expect(await sentTransactions(page)).toBe(1)
    expect(afterMove > usdcBefore).toBe(true)
    expect((await tokenBalance('USDC', account)) > afterMove).toBe(true)
  })

  test('a quote error says what went wrong: more than the balance, or too little for the pool', async ({ page }) => {
    await openSwap(page, path, account)
    await pick(page, 'from', 'USDC')
    await pick(page, 'to', 'DAI')
    await page.getByTestId('swap-amount-input').fill('1000000')
    await expect(page.getByTestId('swap-error')).toHaveText('Insufficient balance')
    await expect(page.getByTestId('swap-preview')).toHaveAttribute('disabled', '')
    // 1 wei of DAI buys less than 1 unit of USDC: the pool gives nothing, which is liquidity, not balance
    await pick(page, 'from', 'DAI')
    await pick(page, 'to', 'USDC')
    await page.getByTestId('swap-amount-input').fill('0.000000000000000001')
    await expect(page.getByTestId('swap-error')).toHaveText('Not enough liquidity for this amount: try a smaller one')
    await expect(page.getByTestId('swap-preview')).toHaveAttribute('disabled', '')
    expect(await sentTransactions(page)).toBe(0)
  })
})

// With a wallet that batches, in this file so its trades run in the same serial order as the ones above: they share
// the devnet pools, and a trade another worker made between preview and confirm would refuse the quote.
/**
 * The swap with a wallet that batches (EIP-5792, atomic through an EIP-7702 delegation, as MetaMask does): the approval
 * and the swap are one `wallet_sendCalls`, one approval in the wallet, one transaction on chain. The plain wallet's two
 * transactions are swap.spec.ts's "USDC → DAI approves the exact amount first, then swaps it".
 */

async function previewUsdcToDai(page: Page, path: string, account: number, query: string, amount: string): Promise<void> {
  await openSwap(page, path, account, { query })
  await pick(page, 'from', 'USDC')
  await pick(page, 'to', 'DAI')
  await quoteAndPreview(page, amount, 'DAI')
}

const sendCallsParams = async (page: Page) =>
  (await walletRequests(page, 'wallet_sendCalls')).map(
    request => (request.params as unknown[])[0] as { atomicRequired: boolean; calls: Array<{ to: string }>; capabilities?: { paymasterService?: { url: string } } }
  )

test.describe(`${path} swap with a wallet that batches`, () => {
  /** A funded account of its own, apart from every other spec's (devnet/chains/accounts.ts says who holds which). */
  const account = 25

  test('USDC → DAI approves and swaps in one wallet_sendCalls: one approval, one transaction, exact on chain', async ({ page }) => {
    await approveDirectly('USDC', 0n, account)
    const [usdcBefore, daiBefore] = [await tokenBalance('USDC', account), await tokenBalance('DAI', account)]
    const { publicClient } = chainClients(account)
    const nonceBefore = await publicClient.getTransactionCount({ address: walletAddress(account) })

    await previewUsdcToDai(page, path, account, '&walletBatches=1', '5')
    // No separate Approve step: the wallet approves the exact amount and swaps it atomically.
    await expect(page.getByTestId('swap-approve')).toHaveCount(0)
    await page.getByTestId('swap-confirm').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')

    const methods = await walletMethods(page)
    expect(methods.filter(method => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(methods.filter(method => method === 'eth_sendTransaction')).toHaveLength(0)
    const [sent] = await sendCallsParams(page)
    expect(sent?.atomicRequired).toBe(true)
    expect(sent?.calls.map(call => call.to.toLowerCase())).toEqual([token('USDC').toLowerCase(), amm().toLowerCase()])
    expect(sent?.capabilities, 'no paymaster configured: none passed').toBeUndefined()

    expect(usdcBefore - (await tokenBalance('USDC', account))).toBe(parseUnits('5', 6))
    expect((await tokenBalance('DAI', account)) > daiBefore).toBe(true)
    expect(await allowance('USDC', account), 'the exact amount was approved and spent').toBe(0n)
    // One transaction (the batch) plus, the first time, the nonce the EOA's own EIP-7702 authorization used.
    const nonceAfter = await publicClient.getTransactionCount({ address: walletAddress(account) })
    expect(nonceAfter - nonceBefore).toBeLessThanOrEqual(2)
    expect((await publicClient.getCode({ address: walletAddress(account) }))?.toLowerCase()).toBe(`0xef0100${SIMPLE_7702_ACCOUNT.slice(2).toLowerCase()}`)
  })

  test("a wallet that announces paymasterService gets the site's paymaster URL with the batch", async ({ page }) => {
    await approveDirectly('USDC', 0n, account)
    const usdcBefore = await tokenBalance('USDC', account)
    const paymasterUrl = 'http://127.0.0.1:9/paymaster'
    await previewUsdcToDai(page, path, account, `&walletBatches=paymaster&paymasterUrl=${encodeURIComponent(paymasterUrl)}`, '1.5')
    await expect(page.getByTestId('swap-approve')).toHaveCount(0)
    await page.getByTestId('swap-confirm').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
    const [sent] = await sendCallsParams(page)
    expect(sent?.capabilities?.paymasterService?.url).toBe(paymasterUrl)
    expect(usdcBefore - (await tokenBalance('USDC', account))).toBe(parseUnits('1.5', 6))
  })
})
