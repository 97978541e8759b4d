import { expect, test, type Page } from '@playwright/test'
import { HOSTILE_WALLET_IDS, TEST_WALLET_ID as DIRECTORY_TEST_WALLET_ID } from '../../devnet/directory/index.js'
import { directoryWallets as evm, openDemo, recommendedWallets as recommended, TEST_WALLET_ID } from './demo.js'

const list = (page: Page) => page.locator('w3m-wallet-virtual-list')
const rows = (page: Page) => list(page).locator('li[data-id]')

async function openAllWallets(page: Page, query = ''): Promise<void> {
  await openDemo(page, '/html/', query)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('all-wallets').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'AllWallets')
  await expect(page.getByTestId('w3m-header-text')).toHaveText('All Wallets')
}

test.describe('AllWallets against the devnet directory', () => {
  test('Connect lists recommended wallets and the All wallets row with the directory count', async ({ page }) => {
    await openDemo(page, '/html/')
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`)).toContainText('installed')
    for (const wallet of recommended) await expect(page.getByTestId(`wallet-selector-${wallet.id}`)).toBeVisible()
    await expect(page.getByTestId(`wallet-selector-${DIRECTORY_TEST_WALLET_ID}`), 'announced wallet shown once').toHaveCount(0)
    await expect(page.getByTestId('all-wallets')).toContainText(`${Math.floor(evm.length / 10) * 10}+`)
    const order = await page.locator('w3m-connect-view').evaluate(view =>
      [...view.shadowRoot!.querySelectorAll('wui-list-wallet')]
        .map(row => row.getAttribute('data-testid'))
        // The WalletConnect row, when present, comes first (behaviour §9); these tests are about the others.
        .filter(id => id !== 'wallet-selector-walletConnect')
    )
    expect(order).toEqual([`wallet-selector-${TEST_WALLET_ID}`, ...recommended.map(wallet => `wallet-selector-${wallet.id}`), 'all-wallets'])
  })

  test('scrolling loads the next pages while only a few rows stay in the DOM', async ({ page }) => {
    await openAllWallets(page)
    await expect(page.getByTestId(`wallet-selector-${recommended[0]!.id}`)).toBeVisible()
    const far = evm[150]!
    await expect(async () => {
      await list(page).evaluate(element => element.scrollBy(0, 4000))
      await expect(page.getByTestId(`wallet-selector-${far.id}`)).toBeAttached({ timeout: 500 })
    }).toPass({ timeout: 20_000 })
    await page.getByTestId(`wallet-selector-${far.id}`).scrollIntoViewIfNeeded()
    await expect(page.getByTestId(`wallet-selector-${far.id}`)).toContainText(far.name)
    expect(await rows(page).count()).toBeLessThan(30)
  })

  test('search finds a wallet by name, and choosing the directory Test Wallet connects the installed one', async ({ page }) => {
    await openAllWallets(page)
    const target = evm[300]!
    await page.getByTestId('all-wallets-search').fill(target.name)
    await expect(page.getByTestId(`wallet-selector-${target.id}`)).toBeVisible()
    await expect(page.getByTestId(`wallet-selector-${recommended[0]!.id}`)).toHaveCount(0)

    await page.getByTestId('all-wallets-search').fill('zzzz-no-such-wallet')
    await expect(page.locator('w3m-all-wallets-view').getByRole('status').filter({ hasText: 'No wallet found' })).toBeVisible()

    await page.getByTestId('all-wallets-search').fill('Test Wallet')
    await page.getByTestId(`wallet-selector-${DIRECTORY_TEST_WALLET_ID}`).click()
    await expect(page.getByTestId('account-button')).toBeVisible()
  })

  test('featured ids come first on Connect in the given order, and first in AllWallets', async ({ page }) => {
    const featured = [evm[40]!, evm[12]!]
    await openDemo(page, '/html/', `?featured=${featured.map(wallet => wallet.id).join(',')}`)
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId(`wallet-selector-${featured[1]!.id}`)).toBeVisible()
    const order = await page.locator('w3m-connect-view').evaluate(view =>
      [...view.shadowRoot!.querySelectorAll('wui-list-wallet')]
        .map(row => row.getAttribute('data-testid'))
        // The WalletConnect row, when present, comes first (behaviour §9); these tests are about the others.
        .filter(id => id !== 'wallet-selector-walletConnect')
    )
    expect(order.slice(0, 3)).toEqual([`wallet-selector-${TEST_WALLET_ID}`, ...featured.map(wallet => `wallet-selector-${wallet.id}`)])
    await page.getByTestId('all-wallets').click()
    await expect(rows(page).first()).toHaveAttribute('data-id', featured[0]!.id)
    await expect(rows(page).nth(1)).toHaveAttribute('data-id', featured[1]!.id)
  })

  test('include limits the directory to those ids; exclude removes one', async ({ page }) => {
    const include = [evm[5]!, evm[6]!, evm[60]!]
    await openAllWallets(page, `?include=${include.map(wallet => wallet.id).join(',')}&exclude=${include[1]!.id}`)
    await expect(page.getByTestId(`wallet-selector-${include[2]!.id}`)).toBeVisible()
    await expect(rows(page)).toHaveCount(2)
    await expect(page.getByTestId(`wallet-selector-${include[1]!.id}`)).toHaveCount(0)
    await page.getByTestId('w3m-header-back').click()
    await expect(page.getByTestId('all-wallets')).toContainText('2')
  })

  test('allWallets=0 hides the row; collapseWallets keeps installed wallets behind All wallets', async ({ page }) => {
    await openDemo(page, '/html/', '?allWallets=0')
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId(`wallet-selector-${recommended[0]!.id}`)).toBeVisible()
    await expect(page.getByTestId('all-wallets')).toHaveCount(0)

    await openDemo(page, '/html/', '?collapseWallets=1')
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId('all-wallets')).toBeVisible()
    await expect(page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`)).toHaveCount(0)
    await page.getByTestId('all-wallets').click()
    await expect(rows(page).first()).toHaveAttribute('data-id', TEST_WALLET_ID)
    await expect(page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`)).toContainText('installed')
  })

  test('hostile wallet names (markup, very long, RTL) render as inert text', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', dialog => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openAllWallets(page)
    const hostile = evm.filter(wallet => HOSTILE_WALLET_IDS.includes(wallet.id))
    expect(hostile).toHaveLength(HOSTILE_WALLET_IDS.length)
    for (const wallet of hostile) {
      const row = page.getByTestId(`wallet-selector-${wallet.id}`)
      await expect(row).toBeVisible()
      expect(await row.evaluate(element => element.shadowRoot!.querySelector('wui-text')!.textContent!.trim())).toBe(wallet.name)
      const box = (await row.boundingBox())!
      const card = (await page.getByTestId('w3m-modal-card').boundingBox())!
      expect(box.x + box.width, 'a long name stays inside the card').toBeLessThanOrEqual(card.x + card.width + 1)
    }
    const injected = await list(page).evaluate(element => {
      const found: string[] = []
      const walk = (root: ShadowRoot | Element) => {
        for (const node of root.querySelectorAll('*')) {
          if (node.tagName === 'IMG' && node.getAttribute('src') === 'x') found.push('img[src=x]')
          if (node.shadowRoot) walk(node.shadowRoot)
        }
      }
      walk(element.shadowRoot!)
      return found
    })
    expect(injected).toEqual([])
    expect(dialogs).toEqual([])
  })
})
