import { expect, type Page } from '@playwright/test'
import { devnetClient, type OidcTestUser } from 'w3m-kit-devnet'
import { demoDevnet } from './demo.js'

/** A person at the devnet OIDC provider in the sign-in popup (or the page, in redirect mode): its real login and consent pages. */

/** The devnet's test users (`DevnetInfo.oidcTestUsers`): at least two. */
export function oidcUsers(): [OidcTestUser, OidcTestUser, ...OidcTestUser[]] {
  const users = demoDevnet().oidcTestUsers ?? []
  if (users.length < 2) throw new Error('The devnet lists fewer than two OIDC test users: is the oidc service running?')
  return users as [OidcTestUser, OidcTestUser, ...OidcTestUser[]]
}

/**
 * Fills the provider's login page as `user` and answers its consent page; the popup then closes (or the
 * page returns to the site). A person still signed in at the provider (an earlier try in this browser)
 * goes straight to the consent page, as with a real provider.
 */
export async function signInAtProvider(popup: Page, user: Pick<OidcTestUser, 'login' | 'password'>, decision: 'allow' | 'deny' = 'allow'): Promise<void> {
  await devnetClient(demoDevnet()).oidc.login(popup, user, decision)
}

/** Types a wrong password and checks the provider says so in words (the popup stays on its login page). */
export async function wrongPasswordAtProvider(popup: Page, login: string): Promise<void> {
  await popup.getByLabel('Login').fill(login)
  await popup.getByLabel('Password').fill('not-the-password')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await expect(popup.getByRole('alert')).toHaveText('Wrong login or password. Try again.')
}
