import type { CDPSession, Page } from '@playwright/test'

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
