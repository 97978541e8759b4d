import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { createPublicClient, http, verifyMessage, toHex } from 'viem'
import { startAuthService } from '../../server/src/auth/service.js'
import { startSecureSite } from '../../server/src/site/secure-site.js'
import { demoDevnet } from './demo.js'
import { ask, frameReady, frameUrl, HOST_PAGE, serveHostPage } from './frame-host.js'
import { codeIn, deviceLinkIn, mailsTo, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * The secure frame in a real browser: a host page on an allowed origin (localhost) drives it by
 * postMessage only, the way the kit will; the frame lives on the secure site's origin (127.0.0.1).
 */

const host = serveHostPage()

async function openHost(page: Page, site?: string): Promise<void> {
  await page.goto(`http://localhost:${host.port()}/#${frameUrl(site)}`)
}

async function signInNew(page: Page, email: string, site?: string): Promise<{ address: string; recovery: string }> {
  await openHost(page, site)
  await frameReady(page)
  expect((await ask(page, 'connect-email', { email })).payload).toEqual({ action: 'VERIFY_OTP' })
  const otp = codeIn(await nextMail(email))
  const answer = ask(page, 'connect-otp', { otp })
  const frame = page.frameLocator('iframe')
  const recovery = await saveRecoveryKey(frame)
  expect((await answer).type).toBe('connect-otp:success')
  const user = await ask(page, 'get-user', {})
  expect(user.type).toBe('get-user:success')
  expect(user.payload.email).toBe(email)
  return { address: user.payload.address as string, recovery }
}

test('email sign-in through postMessage gives an address; a personal_sign approved in the frame verifies', async ({ page }) => {
  const email = `frame-${Date.now()}@example.com`
  const { address } = await signInNew(page, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const message = toHex('hello frame')
  const signing = ask(page, 'rpc-request', { method: 'personal_sign', params: [message, address] })
  const frame = page.frameLocator('iframe')
  await frame.getByTestId('approve-transaction-approve').click()
  const signed = await signing
  expect(signed.type).toBe('rpc-request:success')
  // The address is the smart account where the chain has a bundler: the chain checks it (ERC-6492 before deployment).
  const chain = createPublicClient({ transport: http(demoDevnet().rpcUrls['eip155:1']) })
  expect(await chain.verifyMessage({ address: address as `0x${string}`, message: { raw: message }, signature: signed.payload.result as `0x${string}` })).toBe(true)

  // Rejecting in the frame answers 4001; the host cannot approve by itself (cross-origin DOM).
  const rejected = ask(page, 'rpc-request', { method: 'personal_sign', params: [message, address] })
  await expect(page.evaluate(() => document.querySelector('iframe')!.contentDocument)).resolves.toBeNull()
  await frame.getByTestId('approve-transaction-reject').click()
  expect((await rejected).payload).toMatchObject({ code: 4001 })
  expect((await ask(page, 'rpc-request', { method: 'eth_madeUp', params: [] })).payload.message).toBe('Requested RPC call is not allowed')
})

test('the host page reaches no key material and replayed, foreign or malformed messages are ignored', async ({ page }) => {
  await signInNew(page, `reach-${Date.now()}@example.com`)
  const reach = await page.evaluate(async () => {
    const iframe = document.querySelector('iframe')!
    const tries: string[] = []
    for (const attempt of [() => iframe.contentWindow!.localStorage, () => (iframe.contentWindow as unknown as { indexedDB: unknown }).indexedDB, () => iframe.contentDocument!.body])
      try {
        if (attempt()) tries.push('reached')
      } catch {
        tries.push('blocked')
      }
    const ownDatabases = (await indexedDB.databases()).map(db => db.name)
    return { tries, ownStorage: Object.keys(localStorage), ownDatabases }
  })
  expect(reach.tries).toEqual(['blocked', 'blocked', 'blocked'])
  expect(reach.ownStorage).toEqual([])
  expect(reach.ownDatabases).toEqual([])

  const counts = await page.evaluate(async () => {
    const w = window as unknown as { post(m: unknown): void; answers: Array<{ id: string }> }
    const id = crypto.randomUUID()
    w.post({ id, type: 'get-chain-id', payload: {} })
    w.post({ id, type: 'get-chain-id', payload: {} })
    w.post({ id: crypto.randomUUID(), type: 'get-chain-id', payload: { extra: 1 } })
    w.post({ id: 'short', type: 'get-chain-id', payload: {} })
    w.post({ type: 'sign-out' })
    w.post('sign-out')
    await new Promise(resolve => setTimeout(resolve, 1500))
    return { same: w.answers.filter(answer => answer.id === id).length, total: w.answers.length }
  })
  expect(counts.same).toBe(1)
  expect((await ask(page, 'is-connected')).payload).toEqual({ isConnected: true })
})

test('a page on a non-allowed origin cannot embed the frame', async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  // 'evil.test' resolves nowhere: route it to the host server so the page loads on a foreign origin.
  await page.route('http://evil.test:*/**', async route => route.fulfill({ status: 200, contentType: 'text/html', body: HOST_PAGE }))
  await page.goto(`http://evil.test:${host.port()}/#${frameUrl()}`)
  // CSP frame-ancestors makes Chromium replace the frame with its error page: the frame never runs.
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/')
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events.length)).toBe(0)
  await context.close()
})

test('a new browser context approves the device by the mailed link and recovers the same address', async ({ page, browser }) => {
  const email = `device-${Date.now()}@example.com`
  const first = await signInNew(page, email)
  const context = await browser.newContext()
  const other = await context.newPage()
  await openHost(other)
  await frameReady(other)
  const seen = (await mailsTo(email)).length
  expect((await ask(other, 'connect-email', { email })).payload).toEqual({ action: 'VERIFY_DEVICE' })
  const link = deviceLinkIn(await nextMail(email, seen))
  const waiting = ask(other, 'connect-device')
  const approvalPage = await context.newPage()
  await approvalPage.goto(link)
  await approvalPage.locator('#approve-device').click()
  await expect(approvalPage.locator('#device-approved')).toBeVisible()
  expect((await waiting).type).toBe('connect-device:success')
  const otp = codeIn(await nextMail(email, seen + 1))
  const connecting = ask(other, 'connect-otp', { otp })
  const frame = other.frameLocator('iframe')
  await frame.getByTestId('recovery-input').fill('00'.repeat(33))
  await frame.getByTestId('recovery-submit').click()
  await expect(frame.getByRole('alert')).toHaveText('This recovery key does not match your wallet.')
  await frame.getByTestId('recovery-input').fill(first.recovery)
  await frame.getByTestId('recovery-submit').click()
  expect((await connecting).type).toBe('connect-otp:success')
  expect((await ask(other, 'get-user')).payload.address).toBe(first.address)
  await context.close()
})

test('a killed auth service answers the behaviour spec error and an existing session keeps signing', async ({ page }) => {
  // Its own secure site and auth service, so stopping them leaves the shared devnet alone.
  const info = demoDevnet()
  const site = await startSecureSite({ allowedOrigins: ['http://localhost:*'] })
  const auth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: site.url, smtpPort: info.smtpPort })
  site.setConfig({ authUrl: auth.url, rpcUrls: info.rpcUrls })
  try {
    const email = `outage-${Date.now()}@example.com`
    const { address } = await signInNew(page, email, site.url)
    await auth.stop()
    const failed = await ask(page, 'connect-email', { email: `late-${Date.now()}@example.com` })
    expect(failed).toMatchObject({ type: 'connect-email:error', payload: { message: 'Something went wrong' } })
    const message = toHex('still here')
    const signing = ask(page, 'rpc-request', { method: 'personal_sign', params: [message, address] })
    await page.frameLocator('iframe').getByTestId('approve-transaction-approve').click()
    const signed = await signing
    expect(await verifyMessage({ address: address as `0x${string}`, message: { raw: message }, signature: signed.payload.result as `0x${string}` })).toBe(true)
  } finally {
    await auth.stop().catch(() => undefined)
    await site.stop()
  }
})
