import { expect, test } from '@playwright/test'
import {
  connectTestWallet,
  DEMO_PAGES,
  expectedBalance,
  openDemo,
  TEST_WALLET_ID,
  walletAddress,
  walletChainId,
  walletMethods
} from './demo.js'

for (const path of DEMO_PAGES) {
  test.describe(`${path} demo with the EIP-6963 test wallet`, () => {
    test('connects and shows the Account view with the address and the balance read from the chain', async ({ page }) => {
      await openDemo(page, path)
      await page.getByTestId('connect-button').click()
      await expect(page.getByTestId('w3m-header-text')).toHaveText('Connect Wallet')
      await expect(page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`)).toContainText('Test Wallet')
      await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
      await expect(page.getByTestId('account-button')).toBeVisible()

      await page.getByTestId('account-button').click()
      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:1', 'ETH'))
      await expect(page.getByTestId('w3m-account-select-network')).toContainText('Ethereum')
      await expect(page.locator('#address')).toHaveText(walletAddress())
      await expect(page.locator('#wallet'), 'getWalletInfo / useWalletInfo name the wallet').toHaveText('Test Wallet')
    })

    test('a rejected connection shows the decline, and retry connects', async ({ page }) => {
      await openDemo(page, path)
      await page.evaluate(() => (window as unknown as { testWallet: { rejectNext(method: string): void } }).testWallet.rejectNext('eth_requestAccounts'))
      await page.getByTestId('connect-button').click()
      await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
      await expect(page.getByTestId('connect-error')).toHaveText('Connection declined')
      await expect(page.locator('#status')).toHaveText('disconnected')

      await page.getByTestId('connect-retry').click()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.locator('#status')).toHaveText('connected')
    })

    test('a reload restores the connection without asking the wallet again', async ({ page }) => {
      await openDemo(page, path)
      await connectTestWallet(page)
      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.locator('#address')).toHaveText(walletAddress())
      await expect(page.locator('#wallet')).toHaveText('Test Wallet')
      expect(await walletMethods(page)).not.toContain('eth_requestAccounts')
    })

    test('disconnect returns to Connect and stays disconnected after a reload', async ({ page }) => {
      await openDemo(page, path)
      await connectTestWallet(page)
      await page.getByTestId('account-button').click()
      await page.getByTestId('disconnect-button').click()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
      await page.reload()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await expect(page.locator('#status')).toHaveText('disconnected')
    })

    test('Escape closes the modal and focus returns to the button that opened it', async ({ page }) => {
      await openDemo(page, path)
      await page.getByTestId('connect-button').focus()
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('w3m-modal-card')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
      await expect(page.getByTestId('connect-button')).toBeFocused()
    })
  })
}

const path = '/html/'

// Switching is the wallet's and the modal's: the React page's run would repeat the HTML page's.
test.describe(`${path} demo with the EIP-6963 test wallet`, () => {
  test('switches to chain 56 through the Networks list', async ({ page }) => {
    await openDemo(page, path)
    await connectTestWallet(page)
    await page.getByTestId('account-button').click()
    await page.getByTestId('w3m-account-select-network').click()
    await expect(page.getByTestId('w3m-header-text')).toHaveText('Choose Network')
    await page.getByTestId('w3m-network-switch-eip155:56').click()

    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:56', 'BNB'))
    await expect(page.getByTestId('network-button')).toContainText('BNB Smart Chain')
    expect(await walletChainId(page)).toBe(56)
    expect(await walletMethods(page)).not.toContain('wallet_addEthereumChain')
  })

  test('a chain the wallet does not know takes the add-chain path', async ({ page }) => {
    await openDemo(page, path, '?walletChains=1')
    await connectTestWallet(page)
    await page.getByTestId('network-button').click()
    await page.getByTestId('w3m-network-switch-eip155:56').click()

    await expect(page.getByTestId('network-button')).toContainText('BNB Smart Chain')
    expect(await walletChainId(page)).toBe(56)
    const methods = await walletMethods(page)
    expect(methods.filter(method => method === 'wallet_switchEthereumChain').length).toBeGreaterThanOrEqual(1)
    expect(methods).toContain('wallet_addEthereumChain')
  })
})
