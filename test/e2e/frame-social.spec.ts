import { expect, test, type Page } from '@playwright/test'
import { demoDevnet } from './demo.js'
import { ask, frameReady, frameUrl, secureSite, serveHostPage, type Answer } from './frame-host.js'
import { approveSignIn } from '../wallets/farcaster-signer.js'
import { oidcUsers, signInAtProvider, wrongPasswordAtProvider } from './oidc.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * Social sign-in at the secure frame in a real browser, the kit's side played by a host page on an
 * allowed origin (localhost): the popup to /oauth/loading, the devnet OIDC provider's real login and
 * consent pages, the callback's postMessage to its opener, then connect-social; and Farcaster's channel,
 * signed by the test signer playing the Farcaster app. The kit's social and Farcaster views are not built
 * yet (issue #12): this spec is the browser-level check of the frame's side until they are.
 */

const host = serveHostPage()

async function openHost(page: Page): Promise<void> {
  await page.goto(`http://localhost:${host.port()}/#${frameUrl()}`)
  await frameReady(page)
}

/** Opens the popup, signs in at the provider, and resolves with the callback URL the opener received. */
async function socialCallback(page: Page, provider: string, user: { login: string; password: string }, decision: 'allow' | 'deny' = 'allow', first?: (popup: Page) => Promise<void>): Promise<string> {
  const [popup, started] = await Promise.all([page.waitForEvent('popup'), page.evaluate(provider => (window as unknown as { startSocial(p: string): Promise<Answer> }).startSocial(provider), provider)])
  expect(started.type).toBe('get-social-redirect-uri:success')
  await first?.(popup)
  // Listen before the last click: the callback page may post and close before a later listener exists.
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 60_000 })
  await signInAtProvider(popup, user, decision)
  await closed
  await expect.poll(() => page.evaluate(() => (window as unknown as { callbacks: string[] }).callbacks.length)).toBe(1)
  return page.evaluate(() => (window as unknown as { callbacks: string[] }).callbacks.pop()!)
}

test('a first social sign-in by popup shows the recovery key once; the same person on a new device gets the same wallet', async ({ page, browser }) => {
  const [alice] = oidcUsers()
  await openHost(page)
  const callback = await socialCallback(page, 'google', alice)
  expect(new URL(callback).origin + new URL(callback).pathname).toBe(`${new URL(secureSite()).origin}/oauth/callback`)
  const connecting = ask(page, 'connect-social', { uri: callback })
  const frame = page.frameLocator('iframe')
  const recovery = await saveRecoveryKey(frame)
  const user = await connecting
  expect(user.type).toBe('connect-social:success')
  expect(user.payload).toMatchObject({ email: alice.email, userName: alice.login })
  expect((await ask(page, 'get-user', {})).payload.address).toBe(user.payload.address)

  // Another browser profile is a new device: the provider's login stands for the approval, then the recovery key.
  const context = await browser.newContext()
  const other = await context.newPage()
  await openHost(other)
  const again = ask(other, 'connect-social', { uri: await socialCallback(other, 'google', alice) })
  const otherFrame = other.frameLocator('iframe')
  await otherFrame.getByTestId('recovery-input').fill(recovery)
  await otherFrame.getByTestId('recovery-submit').click()
  expect((await again).payload.address).toBe(user.payload.address)
  await context.close()
})

test('a wrong password is said in words; a denied consent answers "Sign-in declined"; a callback used twice answers "Social sign-in failed"', async ({ page }) => {
  const [, bob] = oidcUsers()
  await openHost(page)
  const denied = await socialCallback(page, 'github', bob, 'deny', popup => wrongPasswordAtProvider(popup, bob.login))
  expect(new URL(denied).searchParams.get('error')).toBe('access_denied')
  expect((await ask(page, 'connect-social', { uri: denied })).payload).toMatchObject({ message: 'Sign-in declined' })
  expect((await ask(page, 'connect-social', { uri: denied })).payload).toMatchObject({ message: 'Social sign-in failed' })
})

test('redirect mode returns to the site with the callback in the fragment; the callback page opened directly posts nothing', async ({ page }) => {
  const [, bob] = oidcUsers()
  await openHost(page)
  const { payload } = await ask(page, 'get-social-redirect-uri', { provider: 'discord' })
  const back = `http://localhost:${host.port()}/shop?item=1`
  await page.goto(`${secureSite()}/oauth/loading?origin=${encodeURIComponent(`http://localhost:${host.port()}`)}&mode=redirect&return=${encodeURIComponent(back)}&next=${encodeURIComponent(payload.uri as string)}`)
  await signInAtProvider(page, bob)
  await page.waitForURL(url => url.href.startsWith(`${back}#w3m-social-callback=`))
  const callback = decodeURIComponent(new URL(page.url()).hash.slice('#w3m-social-callback='.length))
  expect(new URL(callback).searchParams.get('code')).toBeTruthy()

  await page.goto(`${secureSite()}/oauth/callback?code=x&state=y`)
  await expect(page.getByRole('alert')).toHaveText('No sign-in was started in this window. Close it and start again from the app.')
  const refused = await page.goto(`${secureSite()}/oauth/loading?origin=${encodeURIComponent('https://evil.example')}&mode=popup`)
  expect(refused?.status()).toBe(400)
})

test('Farcaster: the Farcaster app signs the channel the frame opened (its URL is the QR code); a first sign-in shows the recovery key; the user name is the Farcaster username', async ({ page }) => {
  const { farcasterRelayUrl, farcasterTestUsers } = demoDevnet()
  const [alice] = farcasterTestUsers ?? []
  if (!farcasterRelayUrl || !alice) throw new Error('The devnet has no Farcaster relay (service farcaster)')
  await openHost(page)
  const channel = await ask(page, 'get-farcaster-uri')
  expect(channel.type).toBe('get-farcaster-uri:success')
  const connecting = ask(page, 'connect-farcaster')
  expect((await approveSignIn(farcasterRelayUrl, channel.payload.url as string, alice)).status).toBe(201)
  const frame = page.frameLocator('iframe')
  await saveRecoveryKey(frame)
  const user = await connecting
  expect(user.type).toBe('connect-farcaster:success')
  expect(user.payload).toMatchObject({ email: null, userName: alice.username })
  expect((await ask(page, 'get-user', {})).payload.address).toBe(user.payload.address)
})
