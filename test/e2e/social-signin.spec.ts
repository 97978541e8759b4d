import { expect, test } from '@playwright/test'
import { openDemo } from './demo.js'
import { modalView, openAccount, secureFrame } from './embedded.js'
import { oidcUsers, signInAtProvider } from './oidc.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * Social sign-in through the kit's modal against the devnet: Connect's button opens the popup in
 * the click, the devnet OIDC provider's real login and consent pages, the secure site's callback
 * page posting to its opener, connect-social in the frame, then the AUTH connector as for email.
 * Nothing is mocked.
 */

// Each identity (provider, person) is used by one test of the whole suite: a second first sign-in would be a new device.
test('a person signs in with X in the popup, the flow\'s code arriving late: the recovery key once, then connected; the Account names the user and the provider', async ({ page }) => {
  test.slow()
  const [alice] = oidcUsers()
  // A slow network: the flow's code arrives 1.5 s after the click, after the popup's loading page said it was ready.
  await page.route(/\/social-login-[^/]*\.js$/, async route => {
    await new Promise(resolve => setTimeout(resolve, 1500))
    await route.continue()
  })
  await openDemo(page, '/html/', '?email=1')
  await page.getByTestId('connect-button').click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-login-x').click()])
  await expect(modalView(page)).toHaveAttribute('view', 'ConnectingSocial')
  await expect(page.getByText('Continue in the sign-in window')).toBeVisible()
  await signInAtProvider(popup, alice)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-name')).toHaveText(alice.login)
  await expect(page.getByTestId('w3m-account-social-provider')).toHaveText('X')
  const address = await page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address)

  // A reload restores the social session from the frame, user name included.
  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-name')).toHaveText(alice.login)
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', address!)

  // Disconnect forgets the social login: Connect again, no user name left in the site's storage.
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  expect(await page.evaluate(() => Object.keys(localStorage).filter(key => key.includes('embedded/social')))).toEqual([])
})

test('a closed popup and a declined consent each end the wait in words, with a retry that opens a new popup; the next retry signs in with Facebook', async ({ page }) => {
  test.slow()
  const [, bob] = oidcUsers()
  await openDemo(page, '/html/', '?email=1')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-login-more').click()
  await expect(modalView(page)).toHaveAttribute('view', 'ConnectSocials')
  const [first] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-login-facebook').click()])
  await first.close()
  await expect(page.getByTestId('connect-error')).toHaveText('Sign-in window closed')
  const [second] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('connect-retry').click()])
  await signInAtProvider(second, bob, 'deny')
  await expect(page.getByTestId('connect-error')).toHaveText('Sign-in declined', { timeout: 60_000 })

  // A second provider through its popup, to the end: another identity, another wallet than X's.
  const [third] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('connect-retry').click()])
  await signInAtProvider(third, bob)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-name')).toHaveText(bob.login)
  await expect(page.getByTestId('w3m-account-social-provider')).toHaveText('Facebook')
})

test('redirect mode (the browser blocked the popup): the page goes to the provider and back, the fragment leaves the address, the sign-in finishes', async ({ page }) => {
  test.slow()
  const [alice] = oidcUsers()
  // A blocked popup: window.open answers null, as browsers do when they refuse one.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await openDemo(page, '/html/', '?email=1')
  const before = page.url()
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-login-discord').click()
  await signInAtProvider(page, alice)
  await page.waitForURL(url => url.href.startsWith(before.split('#')[0]!))
  await expect(modalView(page)).toHaveAttribute('view', 'ConnectingSocial')
  expect(page.url()).not.toContain('w3m-social-callback')
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-name')).toHaveText(alice.login)
  await expect(page.getByTestId('w3m-account-social-provider')).toHaveText('Discord')
})
