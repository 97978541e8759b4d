import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { startAuthService, type AuthService } from '../../server/src/auth/service.js'
import { startSecureSite, type SecureSite } from '../../server/src/site/secure-site.js'
import { demoDevnet } from './demo.js'
import { ask, frameReady, frameUrl, serveHostPage } from './frame-host.js'
import { codeIn, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'
import { uniqueEmail } from './embedded.js'

/**
 * Passkeys at the secure frame in Chromium, with its virtual authenticator (CDP WebAuthn, a platform
 * authenticator with resident keys and user verification): add a passkey after an email sign-in, sign
 * out, sign in with the passkey alone on the same device (the device share restores the session) and on
 * a new one (another browser context holding the same, synced passkey: it stands for the approval link,
 * then the recovery key), where the passkeys screen lists and removes it, and it signs in no more; and the passkey answering the second factor on a new device. The kit's side is played by the host page (localhost), as in frame-social.spec.ts.
 *
 * Browsers refuse an IP address as a WebAuthn relying party, and the devnet's secure site is
 * http://127.0.0.1:<port>; this spec runs a secure site and auth service of its own reached as
 * http://wallet.localhost:<port> (Chromium resolves *.localhost to the loopback and counts it secure;
 * still another site than the host page's localhost), on the devnet's chains and mail.
 */

const host = serveHostPage()
let site: SecureSite
let auth: AuthService
let siteUrl: string

test.beforeAll(async () => {
  site = await startSecureSite({ allowedOrigins: ['http://localhost:*'] })
  siteUrl = site.url.replace('127.0.0.1', 'wallet.localhost')
  auth = await startAuthService({ secureOrigin: siteUrl, smtpPort: demoDevnet().smtpPort, secret: 'frame-passkeys-e2e-server-secret-of-32-characters' })
  site.setConfig({ authUrl: auth.url, rpcUrls: demoDevnet().rpcUrls })
})
test.afterAll(async () => {
  await auth?.stop()
  await site?.stop()
})

/** A virtual platform authenticator for the page (the frame is an out-of-process iframe: the page's one serves it too). */
async function authenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true }
  })
  return { cdp, authenticatorId }
}

async function openHost(page: Page): Promise<void> {
  await page.goto(`http://localhost:${host.port()}/#${frameUrl(siteUrl)}`)
  await frameReady(page)
}

const frameOf = (page: Page) => page.frameLocator('iframe')

/** The frame's passkey screen: Continue (a click in the frame opens the browser's passkey dialog). */
async function continueOnPasskeyScreen(page: Page): Promise<void> {
  await expect(frameOf(page).getByRole('heading')).toBeVisible()
  await frameOf(page).getByTestId('passkey-continue').click()
}

test('add a passkey, sign out, then the passkey alone signs in on the same device and on a new one', async ({ page, browser }) => {
  test.slow()
  const mine = await authenticator(page)
  await openHost(page)
  const email = uniqueEmail('passkey')
  expect((await ask(page, 'connect-email', { email })).payload).toEqual({ action: 'VERIFY_OTP' })
  const signingIn = ask(page, 'connect-otp', { otp: codeIn(await nextMail(email)) })
  const recovery = await saveRecoveryKey(frameOf(page))
  expect((await signingIn).type).toBe('connect-otp:success')
  const { address } = (await ask(page, 'get-user', {})).payload

  const adding = ask(page, 'add-passkey')
  await expect(frameOf(page).getByRole('heading')).toHaveText('Add a passkey')
  await continueOnPasskeyScreen(page)
  expect((await adding).payload).toEqual({ passkeys: 1 })
  const events = await page.evaluate(() => (window as unknown as { events: Array<{ type: string; payload: unknown }> }).events)
  expect(events.filter(event => event.type === 'frame-visibility').map(event => event.payload)).toContainEqual({ visible: true, reason: 'passkey' })
  const { credentials } = await mine.cdp.send('WebAuthn.getCredentials', { authenticatorId: mine.authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'wallet.localhost' })

  expect((await ask(page, 'sign-out')).type).toBe('sign-out:success')
  expect((await ask(page, 'get-user', {})).payload).toMatchObject({ message: 'Not signed in' })

  // Cancelling the screen is an answer of its own; nothing signs in.
  const cancelled = ask(page, 'connect-passkey', {})
  await frameOf(page).getByTestId('passkey-cancel').click()
  expect((await cancelled).payload).toEqual({ message: 'Passkey cancelled', code: 4001 })

  // Same device: no email typed, and the device share is here, so no recovery key is asked.
  const again = ask(page, 'connect-passkey', {})
  await expect(frameOf(page).getByRole('heading')).toHaveText('Sign in with a passkey')
  await continueOnPasskeyScreen(page)
  expect((await again).payload).toMatchObject({ email, address })
  await expect(frameOf(page).getByTestId('recovery-input')).toHaveCount(0)

  // A new device (another browser profile) holding the same passkey, as a synced passkey would be: its copy as it is now
  // (a copy taken before the last use would sign with a counter gone back, which the service refuses as a clone).
  const synced = (await mine.cdp.send('WebAuthn.getCredentials', { authenticatorId: mine.authenticatorId })).credentials[0]!
  const context = await browser.newContext()
  const other = await context.newPage()
  const theirs = await authenticator(other)
  await theirs.cdp.send('WebAuthn.addCredential', { authenticatorId: theirs.authenticatorId, credential: synced })
  await openHost(other)
  const onNewDevice = ask(other, 'connect-passkey', {})
  await continueOnPasskeyScreen(other)
  // The passkey stood for the approval link; this device has no key share yet: the recovery key, once.
  await frameOf(other).getByTestId('recovery-input').fill(recovery)
  await frameOf(other).getByTestId('recovery-submit').click()
  expect((await onNewDevice).payload).toMatchObject({ email, address })

  // The passkeys screen lists it (added and used dates) and removes it; then it signs in no more (this authenticator's
  // counter is the service's, so nothing else can refuse it).
  const managing = ask(other, 'manage-passkeys', {})
  const rows = frameOf(other).getByTestId('passkey-row')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Passkey 1')
  await expect(rows).toContainText('Last used')
  await rows.getByTestId('passkey-remove').click()
  await frameOf(other).getByTestId('passkey-remove-confirm').click()
  await expect(frameOf(other).getByTestId('passkeys-notice')).toHaveText('\u2068Passkey 1\u2069 was removed.')
  await expect(frameOf(other).getByTestId('passkeys-empty')).toBeVisible()
  await frameOf(other).getByTestId('passkeys-close').click()
  expect((await managing).payload).toEqual({ passkeys: 0 })
  expect((await ask(other, 'sign-out')).type).toBe('sign-out:success')
  const refused = ask(other, 'connect-passkey', {})
  await continueOnPasskeyScreen(other)
  await expect(frameOf(other).getByTestId('passkey-error')).toHaveText('No passkey of this wallet was used. Try again, or cancel.')
  await frameOf(other).getByTestId('passkey-cancel').click()
  expect((await refused).payload).toEqual({ message: 'Passkey cancelled', code: 4001 })
  await context.close()
})

test('with two-factor on, a new device is asked the factor and the passkey answers it (Use a passkey)', async ({ page, browser }) => {
  test.slow()
  const mine = await authenticator(page)
  await openHost(page)
  const email = uniqueEmail('passkey-factor')
  expect((await ask(page, 'connect-email', { email })).payload).toEqual({ action: 'VERIFY_OTP' })
  const signingIn = ask(page, 'connect-otp', { otp: codeIn(await nextMail(email)) })
  const recovery = await saveRecoveryKey(frameOf(page))
  expect((await signingIn).type).toBe('connect-otp:success')
  const { address } = (await ask(page, 'get-user', {})).payload
  const adding = ask(page, 'add-passkey')
  await continueOnPasskeyScreen(page)
  expect((await adding).payload).toEqual({ passkeys: 1 })

  // Two-factor on (TOTP, a code computed here from the key the frame shows, as an authenticator app would).
  const managing = ask(page, 'manage-factor', {})
  const frame = frameOf(page)
  await frame.getByTestId('factor-set-up').click()
  const secret = (await frame.getByTestId('factor-secret').textContent())!.replace(/\s/g, '')
  await frame.getByTestId('factor-enrol-code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate())
  await frame.getByTestId('factor-enrol-code-submit').click()
  await frame.getByTestId('factor-codes-saved').click()
  await frame.getByTestId('factor-close').click()
  expect((await managing).payload).toEqual({ enrolled: true })

  // A new device holding the synced passkey signs in with it; the factor is asked before the auth share, and the passkey answers it.
  const synced = (await mine.cdp.send('WebAuthn.getCredentials', { authenticatorId: mine.authenticatorId })).credentials[0]!
  const context = await browser.newContext()
  const other = await context.newPage()
  const theirs = await authenticator(other)
  await theirs.cdp.send('WebAuthn.addCredential', { authenticatorId: theirs.authenticatorId, credential: synced })
  await openHost(other)
  const onNewDevice = ask(other, 'connect-passkey', {})
  await continueOnPasskeyScreen(other)
  await expect(frameOf(other).getByText('This device is new to your wallet.', { exact: false })).toBeVisible()
  await frameOf(other).getByTestId('factor-passkey').click()
  await frameOf(other).getByTestId('recovery-input').fill(recovery)
  await frameOf(other).getByTestId('recovery-submit').click()
  expect((await onNewDevice).payload).toMatchObject({ email, address })
  const { credentials } = await theirs.cdp.send('WebAuthn.getCredentials', { authenticatorId: theirs.authenticatorId })
  expect(credentials[0]!.signCount, 'the passkey signed twice: the sign-in and the factor').toBe(synced.signCount + 2)
  await context.close()
})
