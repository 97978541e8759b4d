import { expect, test, type Page } from '@playwright/test'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic, type StaticServer } from '../../demo/static-server.js'
import { expectedBalance, TEST_WALLET_ID, walletAddress, walletChainId } from '../e2e/demo.js'
import { installExtensionWallet } from './extension-wallet.js'
import { watchPageProblems } from './page-problems.js'

// examples/cdn/: a page with no bundler loads the kit's no-build bundle (dist/cdn/) by URL, from a copy
// beside it (w3m-kit/) and, in the last test, from another origin as from a CDN.

const CDN_BUNDLE = fileURLToPath(new URL('../../dist/cdn/', import.meta.url))

function exampleUrl(): string {
  if (!process.env.DEMO_URL) throw new Error('DEMO_URL is not set: run through `playwright test` (its global setup starts the demo server).')
  return `${process.env.DEMO_URL}/examples/cdn/`
}

/**
 * What went wrong while the page ran (watchPageProblems: an import of a bare specifier such as "lit"
 * is a TypeError the browser throws before any request), and failed requests.
 */
function watchProblems(page: Page): string[] {
  const problems = watchPageProblems(page)
  page.on('requestfailed', request => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`))
  return problems
}

/** Every script the page ran, by URL. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', request => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

async function connectExtensionWallet(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.locator('#account')).toHaveText(walletAddress())
}

test.describe('CDN example (no build step)', () => {
  test('connects the extension wallet, switches network, shows the account, disconnects; reloads restore each state', async ({ page }) => {
    const problems = watchProblems(page)
    const scripts = watchScripts(page)
    await installExtensionWallet(page)
    await page.goto(exampleUrl())
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.locator('#account')).toHaveText('disconnected')

    await connectExtensionWallet(page)
    await expect(page.locator('#network')).toHaveText('Ethereum')

    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:1', 'ETH'))
    await page.getByTestId('w3m-account-select-network').click()
    await page.getByTestId('w3m-network-switch-eip155:56').click()
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:56', 'BNB'))
    await expect(page.locator('#network')).toHaveText('BNB Smart Chain')
    expect(await walletChainId(page)).toBe(56)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden()

    await page.reload()
    await expect(page.getByTestId('account-button')).toBeVisible()
    await expect(page.locator('#account')).toHaveText(walletAddress())
    await expect(page.locator('#network')).toHaveText('BNB Smart Chain')

    await page.getByTestId('account-button').click()
    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.locator('#account')).toHaveText('disconnected')
    await page.reload()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.locator('#account')).toHaveText('disconnected')

    expect(problems).toEqual([])
    const bundle = new URL('w3m-kit/', exampleUrl()).href
    expect(scripts.filter(url => !url.startsWith(bundle)), 'scripts from outside the bundle').toEqual([])
    expect(scripts.length, 'the flows loaded their own chunks').toBeGreaterThan(10)
  })

  test.describe('from another origin, as from a CDN', () => {
    let cdn: StaticServer
    let site: StaticServer
    let siteDir: string

    test.beforeAll(async () => {
      // The CDN stand-in: the same bundle on its own origin, with the CORS header public CDNs send
      // (unpkg, jsDelivr); a browser refuses a cross-origin module script without it.
      cdn = await serveStatic({ root: CDN_BUNDLE, headers: { 'access-control-allow-origin': '*' } })
      // The site: the example page as the demo server serves it (the devnet injected), its imports
      // pointing at the CDN's URL as a site using a CDN writes them. Served from a folder holding only
      // this page (a page fulfilled by the test itself would have no address, and Chromium would then
      // refuse its requests to the loopback CDN as from a public site).
      const page = await (await fetch(exampleUrl())).text()
      siteDir = await mkdtemp(join(tmpdir(), 'w3m-cdn-site-'))
      await writeFile(join(siteDir, 'index.html'), page.replaceAll(`from './w3m-kit/`, `from '${cdn.url}/`))
      site = await serveStatic({ root: siteDir })
    })
    test.afterAll(async () => {
      await site?.stop()
      await cdn?.stop()
      if (siteDir) await rm(siteDir, { recursive: true, force: true })
    })

    test('the page imports the kit by the CDN URL; every chunk comes from there and the flows work', async ({ page }) => {
      const problems = watchProblems(page)
      const scripts = watchScripts(page)
      await installExtensionWallet(page)
      await page.goto(`${site.url}/`)
      await expect(page.getByTestId('connect-button')).toBeVisible()

      await connectExtensionWallet(page)
      await page.getByTestId('account-button').click()
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())
      await page.getByTestId('disconnect-button').click()
      await expect(page.getByTestId('connect-button')).toBeVisible()

      expect(problems).toEqual([])
      expect(scripts.filter(url => !url.startsWith(`${cdn.url}/`)), 'scripts from outside the CDN').toEqual([])
      expect(scripts.length, 'the flows loaded their own chunks').toBeGreaterThan(10)
    })
  })
})
