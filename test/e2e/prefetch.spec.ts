import { expect, test, type Page } from '@playwright/test'
import { DEMO_PAGES, openDemo } from './demo.js'

/** Every request the page makes, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', request => urls.push(request.url()))
  page.on('websocket', socket => urls.push(socket.url()))
  return urls
}

const modalCodeLoaded = (page: Page) => page.evaluate(() => Boolean(customElements.get('w3m-modal') && customElements.get('w3m-connect-view')))

for (const path of [...DEMO_PAGES, '/bench/']) {
  test(`${path}: the idle prefetch loads the modal and Connect from the page's own origin, and nothing leaves it before the modal opens`, async ({ page }) => {
    const requests = recordRequests(page)
    await openDemo(page, path)
    // No click, no hover: the prefetch alone defines the modal and the Connect view.
    await page.waitForFunction(() => Boolean(customElements.get('w3m-modal') && customElements.get('w3m-connect-view')))
    await page.waitForLoadState('networkidle')
    const origin = new URL(page.url()).origin
    expect(requests.filter(url => new URL(url).origin !== origin)).toEqual([])
    expect(requests.some(url => url.includes('/assets/') && url.includes('w3m-connect-view'))).toBe(true)

    // The first open then reaches the remote services (the directory), as it should.
    await page.getByTestId('connect-button').click()
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Connect')
    await expect.poll(() => requests.filter(url => new URL(url).origin !== origin).length).toBeGreaterThan(0)
  })
}

test('features.prefetch false: nothing is fetched when idle, and hovering the button fetches the modal before the click', async ({ page }) => {
  await openDemo(page, '/bench/', '?prefetch=0')
  await page.waitForLoadState('networkidle')
  // Give an idle prefetch every chance to run: it must not.
  await page.waitForTimeout(1500)
  expect(await modalCodeLoaded(page)).toBe(false)
  await page.getByTestId('connect-button').hover()
  await expect.poll(() => modalCodeLoaded(page)).toBe(true)
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
})
