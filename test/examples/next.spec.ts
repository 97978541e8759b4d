import { expect, test, type Page } from '@playwright/test'
import { connectTestWallet, walletAddress } from '../e2e/demo.js'
import { installExtensionWallet } from './extension-wallet.js'
import { startExampleServer, type ExampleServer } from './servers.js'
import { watchPageProblems } from './page-problems.js'

// examples/next: Next.js 16 app router, built (`next build`) and started (`next start`) as in production.
let server: ExampleServer
test.beforeAll(async () => {
  server = await startExampleServer('next')
})
test.afterAll(async () => {
  await server?.stop()
})

/**
 * From the first script on (before Next's own), every animation frame, i.e. every state a paint could
 * show, notes whether a Connect button (the element's or the server's fallback) or a disconnected status is on the page.
 */
async function watchForConnect(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __sawConnect: string[] }).__sawConnect = seen
    const check = (): void => {
      for (const button of document.querySelectorAll('w3m-button')) {
        if (button.shadowRoot?.querySelector('w3m-connect-button')) seen.push('connect element')
        else if (!button.shadowRoot && button.querySelector('[data-w3m-fallback="connect"]')) seen.push('connect fallback')
      }
      if (document.querySelector('[data-testid="status"]')?.textContent === 'disconnected') seen.push('status disconnected')
      requestAnimationFrame(check)
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
    requestAnimationFrame(check)
  })
}

const shortAddress = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

test('a cookie the kit never wrote renders Connect: a malformed address, a malformed chain id, a chain the site does not configure', async ({ request }) => {
  const address = walletAddress(0)
  const served = async (state: unknown) => {
    const cookie = `w3m-state=${encodeURIComponent(JSON.stringify(state))}`
    return (await request.get(server.url, { headers: { cookie } })).text()
  }
  const account = (caipAddress: string, caipNetworkId = caipAddress.split(':').slice(0, 2).join(':')) => ({
    activeNamespace: 'eip155',
    caipNetworkId,
    accounts: { eip155: { caipAddress, connectorId: 'com.w3mkit.testwallet', walletName: 'Test Wallet' } }
  })
  // What the kit writes is rendered as the visitor's account (the check can fail).
  expect(await served(account(`eip155:1:${address}`))).toContain(`<dd data-testid="address">${address}</dd>`)
  for (const state of [account('eip155:1:0xNOTANADDRESS'), account(`eip155:zz:${address}`), account(`eip155:137:${address}`), account(`eip155:1:${address}`, 'eip155:137')]) {
    const html = await served(state)
    expect(html, JSON.stringify(state)).toMatch(/<w3m-button[^>]*><span data-w3m-fallback="connect"[^>]*>Connect Wallet<\/span><\/w3m-button>/)
    expect(html).not.toContain('data-w3m-fallback="account"')
    expect(html).toContain('<dd data-testid="status">disconnected</dd>')
  }
})

test('a returning visitor is served the connected button: the address before any script, never Connect, no hydration error', async ({ page, browser }) => {
  const problems = watchPageProblems(page)
  await installExtensionWallet(page)
  await page.goto(server.url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await connectTestWallet(page)
  await expect(page.getByTestId('status')).toHaveText('connected')
  const address = walletAddress(0)

  // The HTML the server sends for this visitor's cookies, before any script runs.
  const served = await (await page.request.get(server.url)).text()
  expect(served).toMatch(new RegExp(`<w3m-button[^>]*><span data-w3m-fallback="account"[^>]*>${shortAddress(address).replace(/\./g, '\\.')}</span></w3m-button>`))
  expect(served).toContain(`<dd data-testid="address">${address}</dd>`)
  expect(served).not.toContain('Connect Wallet')

  // Reload: from the first frame to the restored connection, no Connect and no disconnected status.
  await watchForConnect(page)
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(address))
  // The element rendered its shadow root: the server's fallback text is no longer shown.
  await expect(page.locator('w3m-button [data-w3m-fallback]')).toBeHidden()
  const rendered = (await page.getByTestId('account-button').boundingBox())!
  expect(await page.evaluate(() => (window as unknown as { __sawConnect: string[] }).__sawConnect)).toEqual([])
  expect(problems).toEqual([])

  // The same visitor with JavaScript off sees the address.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  try {
    await noScript.addCookies(await page.context().cookies())
    const plain = await noScript.newPage()
    await plain.goto(server.url)
    await expect(plain.locator('w3m-button [data-w3m-fallback="account"]')).toHaveText(shortAddress(address))
    await expect(plain.getByTestId('address')).toHaveText(address)
    // The fallback has the pill's box (w3m-kit/themes/fallback.css): the page does not move when the element takes over.
    const fallback = (await plain.locator('w3m-button [data-w3m-fallback="account"]').boundingBox())!
    expect({ x: fallback.x, y: fallback.y, height: fallback.height }).toEqual({ x: rendered.x, y: rendered.y, height: rendered.height })
    // What follows the buttons stays put (within a sub-pixel: the line's depth below the pills, 44 vs 44.8 px).
    const below = { before: (await plain.getByTestId('status').boundingBox())!, after: (await page.getByTestId('status').boundingBox())! }
    expect(Math.abs(below.before.y - below.after.y)).toBeLessThan(1)
  } finally {
    await noScript.close()
  }
})

test('a visitor without the cookie gets Connect, from the server and in the browser', async ({ browser }) => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await installExtensionWallet(page)
    const served = await (await page.request.get(server.url)).text()
    expect(served).toMatch(/<w3m-button[^>]*><span data-w3m-fallback="connect"[^>]*>Connect Wallet<\/span><\/w3m-button>/)
    await page.goto(server.url)
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    expect(problems).toEqual([])
  } finally {
    await context.close()
  }
})
