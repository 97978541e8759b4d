import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'w3m-kit-devnet/playwright'
import { openDemo } from './demo.js'
import { enterCode, modalView, openAccount, requestCode, secureFrame, uniqueEmail } from './embedded.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * The w3m-kit half of issue 37's outside check, through the package's public API only: its
 * Playwright `test` (the run's devnet, from W3M_KIT_DEVNET_INFO), the mailed code from
 * `devnet.mailbox`, funding with `devnet.fund`: email sign-in, approve in the frame, a send exact on chain.
 */

test('w3m-kit through w3m-kit-devnet: signs in with the mailed code, approves a send in the frame', async ({ page, devnet }) => {
  test.slow()
  await openDemo(page, '/html/', '?email=1')
  const email = uniqueEmail('devnet-package')
  await requestCode(page, email)
  await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyOtp')
  await enterCode(page, await devnet.mailbox.waitForCode(email))
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  const address = (await page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address)) as Hex
  await devnet.fund(address, '1')

  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await openAccount(page)
  await page.getByTestId('account-feature-send').click()
  await expect(page.getByTestId('send-token-select')).toContainText('ETH')
  await page.getByTestId('send-amount-input').fill('0.25')
  await page.getByTestId('send-address-input').fill(receiver)
  await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
  await page.getByTestId('send-preview').click()
  await page.getByTestId('send-confirm').click()
  await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
  await secureFrame(page).getByTestId('approve-transaction-approve').click()
  await expect(page.getByTestId('send-confirmed')).toBeVisible()
  const chain = createPublicClient({ transport: http(devnet.chains.find(each => each.chainId === 1)!.rpcUrl) })
  expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.25'))
})
