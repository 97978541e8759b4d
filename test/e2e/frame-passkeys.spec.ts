import { expect, test, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { startAuthService, type AuthService } from '../../server/src/auth/service.js'
import { startSecureSite, type SecureSite } from '../../server/src/site/secure-site.js'
import { demoDevnet } from './demo.js'
import { ask, frameReady, frameUrl, serveHostPage } from './frame-host.js'
import { codeIn, nextMail } from './mail.js'
import { syncedPasskeyPage, virtualAuthenticator } from './passkeys.js'
import { saveRecoveryKey } from './recovery.js'
import { uniqueEmail } from './embedded.js'

/**
 * Passkeys at the secure frame in Chromium, with its virtual authenticator (CDP WebAuthn): the passkey
 * answering the second factor on a new device, then the passkeys screen removing it (the factor asked
 * for that) and the passkey refused after. The kit's side is played by the host page (localhost),
 * as in frame-social.spec.ts. Adding a passkey and signing in with it alone, on the same device and on
 * a new one, are self-hosted.spec.ts's: through the kit's modal and the built server.
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

test('with two-factor on, a new device is asked the factor and the passkey answers it (Use a passkey)', async ({ page, browser }) => {
  test.slow()
  const mine = await virtualAuthenticator(page)
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
  const { page: other, ...theirs } = await syncedPasskeyPage(browser, synced)
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

  // The passkeys screen lists it (added and used dates) and removes it: with two-factor on, the factor is asked for the
  // removal and the passkey answers it. Then it signs in no more (this authenticator's counter is the service's, so
  // nothing else could refuse it).
  const listing = ask(other, 'manage-passkeys', {})
  const rows = frameOf(other).getByTestId('passkey-row')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Passkey 1')
  await expect(rows).toContainText('Last used')
  await rows.getByTestId('passkey-remove').click()
  await frameOf(other).getByTestId('passkey-remove-confirm').click()
  await expect(frameOf(other).getByText('Removing a passkey needs your second factor.')).toBeVisible()
  await frameOf(other).getByTestId('factor-passkey').click()
  await expect(frameOf(other).getByTestId('passkeys-notice')).toHaveText('\u2068Passkey 1\u2069 was removed.')
  await expect(frameOf(other).getByTestId('passkeys-empty')).toBeVisible()
  await frameOf(other).getByTestId('passkeys-close').click()
  expect((await listing).payload).toEqual({ passkeys: 0 })
  expect((await ask(other, 'sign-out')).type).toBe('sign-out:success')
  const refused = ask(other, 'connect-passkey', {})
  await continueOnPasskeyScreen(other)
  await expect(frameOf(other).getByTestId('passkey-error')).toHaveText('No passkey of this wallet was used. Try again, or cancel.')
  await frameOf(other).getByTestId('passkey-cancel').click()
  expect((await refused).payload).toEqual({ message: 'Passkey cancelled', code: 4001 })
  await other.context().close()
})
