import { expect, test, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { walletCatalogue } from '../../devnet/directory/wallets.js'
import { answerRemoteFetchesLocally, approvedEip155Namespaces, startTestWalletKit } from '../wallets/walletkit-offline.js'
import { e2eDevnet, installExtensionWallet } from './extension-wallet.js'

// examples/headless: a React page that draws its own wallet list with useAppKitWallets (features.headless).
// Offline: the WalletConnect SDK's remote fetches in this process are answered locally (test/wallets/walletkit-offline.ts).
const { restore: restoreFetch } = answerRemoteFetchesLocally()
test.afterAll(() => restoreFetch())

const TEST_WALLET_RDNS = 'com.w3mkit.testwallet'

function address(account = 0): string {
  return privateKeyToAccount(e2eDevnet().accounts[account] as Hex).address
}

/** Opens the example, recording every request for the modal's code (its shell, its router, any view). */
async function openExample(page: Page): Promise<string[]> {
  const modalCode: string[] = []
  page.on('request', request => {
    if (/\/(w3m-modal|w3m-router|views|w3m-[a-z-]+-view)-[^/]*\.js$/.test(new URL(request.url()).pathname)) modalCode.push(request.url())
  })
  // Nothing leaves the machine.
  await page.route(url => !['127.0.0.1', 'localhost'].includes(url.hostname), route => route.abort())
  await page.goto(`${process.env.DEMO_URL}/examples/headless/`)
  await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  return modalCode
}

async function expectNoModal(page: Page, modalCode: string[]): Promise<void> {
  expect(await page.evaluate(() => customElements.get('w3m-modal')), 'w3m-modal is never defined').toBeUndefined()
  expect(await page.locator('w3m-modal').count(), 'and never added').toBe(0)
  expect(modalCode, "the modal's code is never requested").toEqual([])
}

test('the browser wallet connects through the page’s own list, and disconnects; the modal never loads', async ({ page }) => {
  await installExtensionWallet(page)
  const modalCode = await openExample(page)

  const testWallet = page.getByTestId(`wallet-${TEST_WALLET_RDNS}`)
  await expect(testWallet, 'the announced wallet is listed as installed').toContainText('Test Wallet')
  await expect(testWallet).toContainText('installed')
  await expect(page.getByTestId('wallet-walletConnect'), 'WalletConnect leads the list').toBeVisible()
  await testWallet.click()

  await expect(page.getByTestId('connected-address')).toHaveText(address())
  await expect(page.getByTestId('connected-wallet')).toHaveText('Test Wallet')

  await page.getByTestId('disconnect').click()
  await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'idle')
  await expectNoModal(page, modalCode)
})

test('a declined browser connection shows its error and the page can try again', async ({ page }) => {
  await installExtensionWallet(page)
  const modalCode = await openExample(page)
  await page.evaluate(() => (window as unknown as { testWallet: { rejectNext(method: string): void } }).testWallet.rejectNext('eth_requestAccounts'))
  await page.getByTestId(`wallet-${TEST_WALLET_RDNS}`).click()
  await expect(page.getByTestId('connection-error')).toContainText('Test Wallet')
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'error')

  await page.getByTestId(`wallet-${TEST_WALLET_RDNS}`).click()
  await expect(page.getByTestId('connected-address')).toHaveText(address())
  await expectNoModal(page, modalCode)
})

test('the directory pages and searches; a phone wallet found there pairs over WalletConnect with a refreshed URI, and becomes recent', async ({ page }) => {
  test.slow()
  const devnet = e2eDevnet()
  const account = privateKeyToAccount(devnet.accounts[1] as Hex)
  const { kit, stop } = await startTestWalletKit({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, verifyUrl: devnet.verifyUrl, name: 'Phone Wallet' })
  kit.on('session_proposal', async ({ id, params }) => {
    await kit.approveSession({ id, namespaces: approvedEip155Namespaces(params, ['eip155:1', 'eip155:56'], account.address) })
  })
  try {
    const modalCode = await openExample(page)
    const directory = page.getByTestId('directory')

    // Pages of 40: the first on open, the next on request.
    await expect(directory.getByRole('listitem')).not.toHaveCount(0)
    const firstPage = await directory.getByRole('listitem').count()
    expect(firstPage).toBeLessThanOrEqual(40 + 4)
    await page.getByTestId('load-more').click()
    await expect.poll(() => directory.getByRole('listitem').count()).toBeGreaterThan(firstPage)

    // Search by name: the directory answers with that wallet.
    const target = walletCatalogue().filter(wallet => wallet.chains.includes('eip155:1'))[30]!
    await page.getByTestId('wallet-search').fill(target.name)
    const found = page.getByTestId(`directory-wallet-${target.id}`)
    await expect(found).toContainText(target.name)
    await expect(page.getByTestId('load-more'), 'no paging while searching').toHaveCount(0)

    // Choosing it pairs over WalletConnect: the page shows the URI; a fresh one replaces it on request.
    await found.click()
    await expect(page.getByTestId('connection-status')).toHaveText(`Connecting ${target.name}…`)
    const uriField = page.getByTestId('wc-uri')
    await expect(uriField).toHaveValue(/^wc:[0-9a-f]{64}@2\?/)
    const firstUri = await uriField.inputValue()
    await page.getByTestId('wc-refresh').click()
    await expect(uriField).not.toHaveValue(firstUri)
    await expect(uriField).toHaveValue(/^wc:[0-9a-f]{64}@2\?/)
    await kit.pair({ uri: await uriField.inputValue() })

    await expect(page.getByTestId('connected-address')).toHaveText(account.address)
    await expect(page.getByTestId('connected-wallet'), 'the chosen wallet names the connection').toHaveText(target.name)

    await page.getByTestId('disconnect').click()
    await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
    await expect.poll(() => Object.keys(kit.getActiveSessions()).length, 'the session ends on the wallet too').toBe(0)
    const recent = page.getByTestId(`wallet-${target.id}`)
    await expect(recent, 'the paired wallet is now a recent one in the list').toContainText('recent')
    await expectNoModal(page, modalCode)
  } finally {
    await stop()
  }
})

test('the WalletConnect row shows a pairing URI that the page can cancel', async ({ page }) => {
  const modalCode = await openExample(page)
  await page.getByTestId('wallet-walletConnect').click()
  await expect(page.getByTestId('wc-uri')).toHaveValue(/^wc:[0-9a-f]{64}@2\?/)
  await page.getByTestId('wc-cancel').click()
  await expect(page.getByTestId('wc-uri')).toHaveCount(0)
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-status', 'idle')
  await expectNoModal(page, modalCode)
})
