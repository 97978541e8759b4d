import { expect, test, type Page } from '@playwright/test'
import { chainBalance, DEMO_PAGES, openDemo, TEST_WALLET_ID, walletAddress } from './demo.js'

/** A locale's chunk or lit-localize's runtime: what an English visitor must never fetch before a click. */
const LOCALE_CHUNK = /\/assets\/(es|fr|de|pt-BR|ja|zh-CN|ko|ar|locale-runtime)-[\w-]+\.js$/

const direction = (page: Page, testId: string) => page.getByTestId(testId).evaluate(element => getComputedStyle(element).direction)

/** The balance as the page's own Intl writes it in `locale` (3 decimals at most, cut like the kit). */
async function formatIn(page: Page, locale: string, numeric: string): Promise<string> {
  return page.evaluate(
    ([tag, amount]) => new Intl.NumberFormat(tag, { maximumFractionDigits: 3, roundingMode: 'trunc' } as Intl.NumberFormatOptions).format(amount as unknown as number),
    [locale, numeric] as const
  )
}

const path = '/html/'

// The catalogues and the mirroring are the modal's: the React page's run would repeat the HTML page's.
test.describe(`${path} demo in other languages`, () => {
  test('?locale=ar: the whole modal is in Arabic and mirrored; the address and balance stay left to right', async ({ page }) => {
    await openDemo(page, path, '?locale=ar')
    await expect(page.getByTestId('connect-button')).toHaveText('ربط المحفظة')
    await page.getByTestId('connect-button').click()
    const modal = page.locator('w3m-modal')
    await expect(modal).toHaveAttribute('w3m-locale', 'ar')
    await expect(modal).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('w3m-header-text')).toHaveText('ربط المحفظة')
    await expect(page.getByTestId('all-wallets')).toContainText('كل المحافظ')
    await expect(page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`)).toContainText('مثبّتة')
    await expect(page.getByTestId('w3m-modal-card')).toContainText('بربط محفظتك، فإنك توافق على شروط الخدمة وسياسة الخصوصية')
    await expect(page.getByTestId('w3m-header-close').locator('button')).toHaveAttribute('aria-label', 'إغلاق')
    // Mirrored: close sits at the card's left edge.
    const card = (await page.getByTestId('w3m-modal-card').boundingBox())!
    const close = (await page.getByTestId('w3m-header-close').boundingBox())!
    expect(close.x - card.x).toBeLessThan(card.width / 4)

    await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
    await expect(page.getByTestId('account-button')).toBeVisible()
    await page.getByTestId('account-button').click()
    await expect(modal).toHaveAttribute('view', 'Account')
    await expect(page.getByTestId('w3m-header-text')).toHaveText('الحساب')
    await expect(page.getByTestId('disconnect-button')).toHaveText('قطع الاتصال')
    await expect(page.getByTestId('w3m-account-address')).toHaveText(walletAddress())
    expect(await direction(page, 'w3m-account-address')).toBe('ltr')
    expect(await direction(page, 'w3m-account-balance')).toBe('ltr')
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(`${await formatIn(page, 'ar', await chainBalance('eip155:1'))} ETH`)
  })

  test('?locale=ja: Connect and Account in Japanese, left to right', async ({ page }) => {
    await openDemo(page, path, '?locale=ja')
    await expect(page.getByTestId('connect-button')).toHaveText('ウォレットを接続')
    await page.getByTestId('connect-button').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('w3m-modal')).toHaveAttribute('w3m-locale', 'ja')
    await expect(page.getByTestId('w3m-header-text')).toHaveText('ウォレットを接続')
    await expect(page.getByTestId('all-wallets')).toContainText('すべてのウォレット')
    await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-header-text')).toHaveText('アカウント')
    await expect(page.getByTestId('disconnect-button')).toHaveText('接続を解除')
  })
})

// Each page's own bundle: which chunks load, and the React page's language select.
for (const path of DEMO_PAGES) {
  test.describe(`${path} demo in other languages`, () => {
    test('English fetches no locale chunk before the first click; setLocale("fr") switches the open modal', async ({ page }) => {
      const fetched: string[] = []
      page.on('request', request => fetched.push(new URL(request.url()).pathname))
      await openDemo(page, path)
      await page.waitForLoadState('networkidle')
      expect(fetched.filter(url => LOCALE_CHUNK.test(url)), 'locale chunks before the first click').toEqual([])
      await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')

      await page.getByTestId('connect-button').click()
      await expect(page.getByTestId('w3m-header-text')).toHaveText('Connect Wallet')
      expect(fetched.filter(url => LOCALE_CHUNK.test(url)), 'English needs no catalog').toEqual([])
      // The demo's language select calls appKit.setLocale() (selecting needs no click, the modal covers it).
      await page.getByTestId('demo-locale').selectOption('fr')
      await expect(page.getByTestId('w3m-header-text')).toHaveText('Connecter un portefeuille')
      await expect(page.getByTestId('all-wallets')).toContainText('Tous les portefeuilles')
      await expect(page.locator('w3m-modal')).toHaveAttribute('w3m-locale', 'fr')
      expect(fetched.some(url => /\/assets\/fr-[\w-]+\.js$/.test(url)), 'the French chunk loaded on demand').toBe(true)
      expect(fetched.some(url => /\/assets\/(ar|ja|de)-[\w-]+\.js$/.test(url)), 'only the locale in use').toBe(false)
    })
  })
}
