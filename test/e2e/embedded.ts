import { expect, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoDevnet } from './demo.js'
import { codeIn, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'

/** The embedded wallet through the demo's modal: sign-in by email code, the frame's screens, funding. */

const CHAIN = 'eip155:1'
const chain = () => createPublicClient({ transport: http(demoDevnet().rpcUrls[CHAIN]) })

export const modalView = (page: Page) => page.locator('w3m-modal')
export const secureFrame = (page: Page) => page.frameLocator('[data-testid="w3m-secure-frame"]')
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

export async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('w3m-email-input').fill(email)
  await page.getByTestId('w3m-email-input').press('Enter')
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('w3m-otp-input').locator('input').first().click()
  await page.keyboard.type(code)
}

/** A first sign-in: the code from the mail, then the recovery key the frame shows once. */
export async function signInNew(page: Page, email: string): Promise<{ recovery: string; address: Hex }> {
  await requestCode(page, email)
  await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyOtp')
  await enterCode(page, codeIn(await nextMail(email)))
  const frame = secureFrame(page)
  const recovery = await saveRecoveryKey(frame)
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  const address = await page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { recovery, address: address as Hex }
}

export async function fund(address: Hex, from: number, amount: string): Promise<void> {
  const account = privateKeyToAccount(demoDevnet().accounts[from] as Hex)
  const wallet = createWalletClient({ account, transport: http(demoDevnet().rpcUrls[CHAIN]) })
  const hash = await wallet.sendTransaction({ to: address, value: parseEther(amount), chain: null })
  await chain().waitForTransactionReceipt({ hash })
}

export async function openAccount(page: Page): Promise<void> {
  await page.getByTestId('account-button').click()
  await expect(modalView(page)).toHaveAttribute('view', 'Account')
}
