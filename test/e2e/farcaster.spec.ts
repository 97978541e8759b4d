import { expect, test } from '@playwright/test'
import { approveSignIn } from '../wallets/farcaster-signer.js'
import { demoDevnet, openDemo } from './demo.js'
import { modalView, openAccount, secureFrame } from './embedded.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * Farcaster sign-in through the modal on the html demo, against the devnet: the frame opens a channel
 * at the devnet's Farcaster relay stand-in, the kit shows its link as the QR code, and the test
 * signer plays the Farcaster app on the link read from that QR code. (The flow is the same kit code
 * on the React page, whose embedded wallet the email suite covers.)
 */

const qrLink = (page: import('@playwright/test').Page) => page.getByTestId('farcaster-qr').evaluate(qr => (qr as HTMLElement & { uri: string }).uri)

test('Farcaster: the QR code holds the channel; going back drops it; the app approves a new one; a first sign-in saves the recovery key; connected with the username; reload restores', async ({ page }) => {
  test.slow() // a frame, a relay channel and a first sign-in
  const { farcasterRelayUrl, farcasterTestUsers } = demoDevnet()
  const bob = farcasterTestUsers?.[1]
  if (!farcasterRelayUrl || !bob) throw new Error('The devnet has no Farcaster relay (service farcaster)')
  await openDemo(page, '/html/', '?email=1')

  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-login-farcaster').click()
  await expect(modalView(page)).toHaveAttribute('view', 'ConnectingFarcaster')
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const abandoned = await qrLink(page)
  expect(abandoned).toMatch(/^farcaster:\/\/connect\?/)

  // behaviour §2: back while not connected clears the link and reloads the frame; coming back opens a new channel.
  await page.getByTestId('w3m-header-back').click()
  await expect(modalView(page)).toHaveAttribute('view', 'Connect')
  await page.getByTestId('social-login-farcaster').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const link = await qrLink(page)
  expect(link).not.toBe(abandoned)

  expect((await approveSignIn(farcasterRelayUrl, link, bob)).status).toBe(201)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  const address = await page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await openAccount(page)
  await expect(page.getByText(bob.username)).toBeVisible()
  await page.getByTestId('w3m-header-close').click()

  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address)).toBe(address)
})
