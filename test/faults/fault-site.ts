import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { startDemo, type DemoServer } from '../../demo/serve.js'
import type { DevnetServiceName } from '../../devnet/index.js'

/**
 * A fault spec's own site: the built demo served over a devnet that only this file breaks (the
 * shared e2e devnet stays whole for the specs beside it). Start it in `beforeAll`, share its pages
 * in the file (`test.describe.configure({ mode: 'serial' })`), stop it in `afterAll`.
 */
export async function startFaultSite(only: DevnetServiceName[]): Promise<DemoServer> {
  return startDemo({ only, infoPath: `.devnet/faults-${randomUUID()}.json` })
}

/**
 * The file's fault site for its tests: started once before them (the file's tests then run in
 * order, sharing it), stopped after. Returns the getter the tests read it through.
 */
export function useFaultSite(only: DevnetServiceName[]): () => DemoServer {
  let site: DemoServer | undefined
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    site = await startFaultSite(only)
  })
  test.afterAll(async () => {
    await site?.stop()
  })
  return () => site!
}

/** Opens a demo page of the fault site and connects its test wallet (announced, EIP-6963). */
export async function connectOnFaultSite(page: Page, site: DemoServer, path = '/html/', query = ''): Promise<void> {
  await page.goto(`${site.url}${path}${query}`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-selector-com.w3mkit.testwallet').click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
}
