import type { Browser, CDPSession, Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator (CDP WebAuthn) for a page: a platform authenticator with resident
 * keys and user verification, which answers every ceremony at once. The secure frame is an
 * out-of-process iframe; the page's authenticator serves it too.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true }
  })
  return { cdp, authenticatorId }
}

/** CDP's WebAuthn.Credential, as `WebAuthn.getCredentials` gives it (Playwright does not export its Protocol types). */
type WebAuthnCredential = { credentialId: string; isResidentCredential: boolean; privateKey: string; signCount: number }

/**
 * A new device (a fresh browser context) whose authenticator holds `credential`, as a synced passkey would be: pass the
 * credential as it is now (a copy from before its last use signs with a counter gone back, which the server refuses as
 * a clone). Close it with `page.context().close()`.
 */
export async function syncedPasskeyPage(browser: Browser, credential: WebAuthnCredential): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const page = await (await browser.newContext()).newPage()
  const authenticator = await virtualAuthenticator(page)
  await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.authenticatorId, credential })
  return { page, ...authenticator }
}
