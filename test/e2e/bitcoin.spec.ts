import { expect, test } from '@playwright/test'
import { DEMO_PAGES, demoDevnet, openDemo } from './demo.js'

const BITCOIN_WALLET = 'wallet-selector-bip122-test-bitcoin-wallet'

for (const path of DEMO_PAGES) {
  test.describe(`${path} demo with the Bitcoin test wallet on the regtest ledger`, () => {
    test('connects the payment address, shows the ledger balance, and restores after a reload', async ({ page }) => {
      const key = demoDevnet().bitcoinKeys?.[0]
      expect(key, 'the devnet has funded Bitcoin keys').toBeTruthy()
      // Each test gets its own key's balance from the ledger (1 BTC at start; earlier runs may have spent).
      const stats = (await (await fetch(`${demoDevnet().bitcoinApiUrl}/address/${key!.paymentAddress}`)).json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
      const btc = (stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum) / 1e8
      const shown = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(btc)} BTC`

      await openDemo(page, path, '?bitcoin=1&wallet=none')
      await page.getByTestId('connect-button').click()
      await expect(page.getByTestId(BITCOIN_WALLET)).toContainText('Test Bitcoin Wallet')
      await page.getByTestId(BITCOIN_WALLET).click()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await page.getByTestId('account-button').click()
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', key!.paymentAddress)
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(shown)

      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await page.getByTestId('account-button').click()
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', key!.paymentAddress)
    })
  })
}
