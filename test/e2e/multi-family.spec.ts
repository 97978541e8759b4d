import { expect, test, type Page } from '@playwright/test'
import { SolanaTestWallet, solanaTestSeed } from '../wallets/solana-wallet.js'
import { demoDevnet, expectedBalance, openDemo, walletAddress } from './demo.js'

// Real parts: the demo's EVM (EIP-6963), Solana (Wallet Standard) and Bitcoin (Wallet Standard and
// sats-connect) test wallets over devnet keys, presenting themselves as one wallet (`?multiWallet=1`).
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const NAMESPACES = ['eip155', 'solana', 'bip122']

const accountsOf = (page: Page) =>
  page.evaluate(
    namespaces => namespaces.map(ns => (window as unknown as { appKit: { getAccount(ns: string): { address?: string } } }).appKit.getAccount(ns).address ?? null),
    NAMESPACES
  )

async function switchTo(page: Page, caipNetworkId: string): Promise<void> {
  await page.getByTestId('w3m-account-select-network').click()
  await page.getByTestId(`w3m-network-switch-${caipNetworkId}`).click()
  await expect(page.locator('w3m-modal'), 'a connected family switches without a new connect').toHaveAttribute('view', 'Account')
}

const path = '/html/'

test.describe(`${path} one wallet in three families`, () => {
  test('shows once, connects every family at once, keeps all connections across network switches, and disconnects all', async ({ page }) => {
    // Account 0 of each family is only read here (the sending e2e use other keys).
    const evm = walletAddress(0)
    const solana = new SolanaTestWallet({ secretKey: solanaTestSeed(0), rpcUrl: demoDevnet().rpcUrls[SOLANA_DEVNET]!, chains: ['solana:devnet'] }).account.address
    const bitcoin = demoDevnet().bitcoinKeys![0]!.paymentAddress

    await openDemo(page, path, '?bitcoin=1&solana=1&multiWallet=1')
    await page.getByTestId('connect-button').click()
    const rows = page.locator('[data-testid^="wallet-selector-"]', { hasText: 'Devnet Multi Wallet' })
    await expect(rows, 'the three families of one wallet merge into one row').toHaveCount(1)
    await rows.click()

    await expect(page.getByTestId('account-button')).toBeVisible()
    await expect.poll(() => accountsOf(page), { message: 'one click connected every configured family' }).toEqual([evm, solana, bitcoin])

    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', evm)
    await switchTo(page, SOLANA_DEVNET)
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', solana)
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(/ SOL$/)
    await switchTo(page, BITCOIN_REGTEST)
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', bitcoin)
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(/ BTC$/)
    await switchTo(page, 'eip155:1')
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', evm)
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:1', 'ETH'))
    expect(await accountsOf(page), 'every connection was kept').toEqual([evm, solana, bitcoin])

    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect.poll(() => accountsOf(page)).toEqual([null, null, null])
  })
})
