import { expect, test, type Page } from '@playwright/test'
import { parseUnits } from 'viem'
import { connectTestWallet, DEMO_PAGES, openDemo, walletAddress, walletMethods } from './demo.js'
import { allowance, amm, approveDirectly, chainClients, token, tokenBalance } from './swap-chain.js'

/**
 * The swap with a wallet that batches (EIP-5792, atomic through an EIP-7702 delegation, as MetaMask does): the approval
 * and the swap are one `wallet_sendCalls`, one approval in the wallet, one transaction on chain. The plain wallet's two
 * transactions are swap.spec.ts's "USDC → DAI approves the exact amount first, then swaps it".
 */

/** One funded account per demo page, apart from every other spec's (devnet/chains/accounts.ts says who holds which). */
const ACCOUNTS: Record<(typeof DEMO_PAGES)[number], number> = { '/html/': 25, '/react/': 26 }
const SIMPLE_7702_ACCOUNT = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

async function resetAllowance(account: number): Promise<void> {
  await approveDirectly('USDC', 0n, account)
}

async function previewUsdcToDai(page: Page, path: string, query: string, amount: string): Promise<void> {
  await openDemo(page, path, query)
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-feature-swaps').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Swap')
  for (const [side, symbol] of [['from', 'USDC'], ['to', 'DAI']] as const) {
    await page.getByTestId(`swap-${side}-token`).click()
    await page.getByTestId(`swap-select-token-${symbol}`).click()
    await expect(page.getByTestId(`swap-${side}-token`)).toContainText(symbol)
  }
  await page.getByTestId('swap-amount-input').fill(amount)
  await expect(page.getByTestId('swap-to-amount')).toContainText('DAI')
  await page.getByTestId('swap-preview').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SwapPreview')
  await expect(page.getByTestId('swap-network-cost')).toContainText('ETH')
}

const sendCallsParams = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { testWallet: { requests: Array<{ method: string; params: unknown }> } }).testWallet.requests
      .filter(request => request.method === 'wallet_sendCalls')
      .map(request => (request.params as unknown[])[0] as { atomicRequired: boolean; calls: Array<{ to: string }>; capabilities?: { paymasterService?: { url: string } } })
  )

// The pages trade against the same devnet pools: one after the other, as in swap.spec.ts.
test.describe.configure({ mode: 'serial' })

for (const path of DEMO_PAGES) {
  test.describe(`${path} swap with a wallet that batches`, () => {
    const account = ACCOUNTS[path]

    test('USDC → DAI approves and swaps in one wallet_sendCalls: one approval, one transaction, exact on chain', async ({ page }) => {
      await resetAllowance(account)
      const [usdcBefore, daiBefore] = [await tokenBalance('USDC', account), await tokenBalance('DAI', account)]
      const { publicClient } = chainClients(account)
      const nonceBefore = await publicClient.getTransactionCount({ address: walletAddress(account) })

      await previewUsdcToDai(page, path, `?account=${account}&walletBatches=1`, '5')
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
      await resetAllowance(account)
      const usdcBefore = await tokenBalance('USDC', account)
      const paymasterUrl = 'http://127.0.0.1:9/paymaster'
      await previewUsdcToDai(page, path, `?account=${account}&walletBatches=paymaster&paymasterUrl=${encodeURIComponent(paymasterUrl)}`, '1.5')
      await expect(page.getByTestId('swap-approve')).toHaveCount(0)
      await page.getByTestId('swap-confirm').click()
      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
      const [sent] = await sendCallsParams(page)
      expect(sent?.capabilities?.paymasterService?.url).toBe(paymasterUrl)
      expect(usdcBefore - (await tokenBalance('USDC', account))).toBe(parseUnits('1.5', 6))
    })
  })
}
