import { expect, test, type Page } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SiweMessage } from 'siwe'
import { DEMO_PAGES, demoDevnet, openDemo, TEST_WALLET_ID, walletAddress, walletMethods } from './demo.js'

/** Connect with the test wallet; with sign-in on, the modal moves on to the sign view instead of closing. */
async function connectToSignView(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
  await expect(page.getByTestId('w3m-header-text')).toHaveText('Sign In')
}

async function signIn(page: Page, address: string = walletAddress()): Promise<void> {
  await page.getByTestId('siwx-sign').click()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  await expect(page.locator('#session')).toHaveText(address)
}

function session(page: Page) {
  return page.evaluate(() => (window as unknown as { appKit: { getSession(): { message: string; signature: string; chainId: string } | undefined } }).appKit.getSession())
}

/** Tracked event names, in order, from the moment this is called. */
async function recordEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { appKit: { subscribeEvents(cb: (event: { data: { event: string } }) => void): void } }).appKit.subscribeEvents(event => seen.push(event.data.event))
    Object.assign(window, { __events: seen })
  })
  return () => page.evaluate(() => (window as unknown as { __events: string[] }).__events)
}

const personalSigns = async (page: Page) => (await walletMethods(page)).filter(method => method === 'personal_sign').length

for (const path of DEMO_PAGES) {
  test.describe(`${path} sign-in with a wallet`, () => {
    test('local config: a strict EIP-4361 message, kept across a reload without a new signature, asked again on a second chain, signed out on disconnect', async ({ page }) => {
      await openDemo(page, path, '?siwx=local')
      const events = await recordEvents(page)
      await connectToSignView(page)
      await signIn(page)
      expect(await events()).toContain('SIWX_AUTH_SUCCESS')

      const first = (await session(page))!
      const fields = parseSiweMessage(first.message)
      expect(fields).toMatchObject({ address: walletAddress(), chainId: 1, domain: new URL(page.url()).host, version: '1', statement: 'Sign in to the w3m-kit demo' })
      expect(new SiweMessage(first.message).nonce, 'the siwe package parses it too').toBe(fields.nonce)
      expect(await verifyMessage({ address: walletAddress(), message: first.message, signature: first.signature as Hex })).toBe(true)

      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.locator('#session')).toHaveText(walletAddress())
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
      expect(await personalSigns(page), 'a reload asks for no signature').toBe(0)

      await page.getByTestId('account-button').click()
      await page.getByTestId('w3m-account-select-network').click()
      await page.getByTestId('w3m-network-switch-eip155:56').click()
      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
      await signIn(page)
      expect((await session(page))!.chainId).toBe('eip155:56')

      await page.getByTestId('account-button').click()
      await page.getByTestId('disconnect-button').click()
      await expect(page.locator('#session')).toHaveText('—')
      await page.reload()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      const stored = await page.evaluate(() => localStorage.getItem('@w3m/siwx-sessions'))
      expect(JSON.parse(stored ?? '[]'), 'sessions cleared on disconnect stay cleared').toEqual([])
    })
  })
}

const path = '/html/'

// The React page's run of these would repeat the HTML page's: its hook (useAppKitSession) is checked above.
test.describe(`${path} sign-in with a wallet`, () => {
  test('server config: the service verifies and keeps the session across a reload, and disconnect signs out there', async ({ page }) => {
    await openDemo(page, path, '?siwx=server')
    await connectToSignView(page)
    await signIn(page)
    const [{ token }] = JSON.parse((await page.evaluate(() => localStorage.getItem('@w3m/siwx-tokens')))!) as Array<{ token: string }>
    const live = await fetch(`${demoDevnet().siwxUrl}/session`, { headers: { authorization: `Bearer ${token}` } })
    expect(live.status).toBe(200)

    await page.reload()
    await expect(page.locator('#session')).toHaveText(walletAddress())
    expect(await personalSigns(page)).toBe(0)

    await page.getByTestId('account-button').click()
    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect.poll(async () => (await fetch(`${demoDevnet().siwxUrl}/session`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  test('a declined signature shows the error and keeps the connection; Cancel closes and leaves the visitor connected but signed out', async ({ page }) => {
    await openDemo(page, path, '?siwx=local')
    const events = await recordEvents(page)
    await connectToSignView(page)
    await page.evaluate(() => (window as unknown as { testWallet: { rejectNext(method: string): void } }).testWallet.rejectNext('personal_sign'))
    await page.getByTestId('siwx-sign').click()
    await expect(page.getByTestId('siwx-error')).toHaveText('Signature declined')
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
    expect(await events()).toContain('SIWX_AUTH_ERROR')
    await page.getByTestId('siwx-cancel').click()
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
    await expect(page.locator('#status')).toHaveText('connected')
    await expect(page.locator('#session')).toHaveText('—')
    expect(await events()).toContain('CLICK_CANCEL_SIWX')
  })

  test('required sign-in cannot be closed away, and Cancel disconnects', async ({ page }) => {
    await openDemo(page, path, '?siwx=local&siwxRequired=1')
    await connectToSignView(page)
    await page.keyboard.press('Escape')
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
    await expect(page.getByTestId('w3m-modal-card')).toBeVisible()
    await page.getByTestId('w3m-header-close').click()
    await expect(page.getByTestId('w3m-modal-card')).toBeVisible()
    await page.getByTestId('siwx-cancel').click()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.locator('#status')).toHaveText('disconnected')
  })
})

test('an ERC-1271 smart account signs in through the session service', async ({ page }) => {
  const { smartAccount } = demoDevnet()
  await openDemo(page, '/html/', '?siwx=server&walletAccount=smart')
  await connectToSignView(page)
  await signIn(page, smartAccount.address)
  const signed = (await session(page))!
  expect(parseSiweMessage(signed.message).address).toBe(smartAccount.address)
})

test('the legacy siweConfig runs the same flow and restores after a reload', async ({ page }) => {
  await openDemo(page, '/react/', '?siwx=siwe')
  await connectToSignView(page)
  await signIn(page)
  await page.reload()
  await expect(page.locator('#session')).toHaveText(walletAddress())
  expect(await personalSigns(page)).toBe(0)
})
