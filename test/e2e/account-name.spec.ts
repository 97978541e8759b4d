import { expect, test, type Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demoDevnet, openDemo } from './demo.js'
import { modalView, openAccount, secureFrame, signInNew, uniqueEmail } from './embedded.js'

/**
 * Account names through the modal, on the demo pages, against the devnet: an embedded-wallet
 * account chooses a name, signs the registration in the secure frame, and the devnet's name
 * service (the real one the kit talks to) resolves it; a taken name is refused. Nothing is mocked.
 */

const uniqueLabel = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
async function apiGet(path: string): Promise<{ status: number; body: any }> {
  const { apiUrl, projectId } = demoDevnet()
  const url = new URL(path, apiUrl)
  url.searchParams.set('projectId', projectId)
  const response = await fetch(url)
  return { status: response.status, body: await response.json().catch(() => undefined) }
}

/** Registers `name` for a fresh key straight at the API (another person taking it; a signature needs no funds). */
async function registerElsewhere(name: string): Promise<void> {
  const { apiUrl, projectId } = demoDevnet()
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${apiUrl}/v1/profile/account?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: account.address, message, signature })
  })
  expect(response.status).toBe(200)
}

async function openChooseName(page: Page): Promise<void> {
  await openAccount(page)
  await page.getByTestId('account-choose-name').click()
  await expect(modalView(page)).toHaveAttribute('view', 'RegisterAccountName')
}

const path = '/html/'

test.describe(`${path} account names`, () => {
  test('an embedded account chooses a name from the suggestions, approves in the frame, and the name shows and resolves', async ({ page }) => {
    test.slow()
    await openDemo(page, path, '?email=1')
    const { address } = await signInNew(page, uniqueEmail('names'))
    await openChooseName(page)

    const label = uniqueLabel('e2e')
    const name = `${label}.reown.id`
    const input = page.getByTestId('register-name-input')
    await expect(input).toBeFocused()
    await input.pressSequentially('ab_')
    await expect(page.getByText('Use only letters, digits and hyphens')).toBeVisible()
    await input.fill(label.slice(0, 3))
    await expect(page.getByText('Use at least 4 characters')).toBeVisible()
    await expect(page.getByTestId('register-name-submit')).toHaveAttribute('disabled', '')

    // The service suggests the name typed, then free dictionary words that start with it.
    const suggestions = page.getByTestId('register-name-suggestion')
    await input.fill('star')
    await expect(suggestions.first()).toContainText('star.reown.id')
    await expect(suggestions.nth(1)).toContainText('Available')
    await input.fill(label)
    await expect(suggestions.first()).toContainText(name)
    await expect(suggestions.first()).toContainText('Available')

    await page.getByTestId('register-name-submit').click()
    await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
    await secureFrame(page).getByTestId('approve-transaction-approve').click()
    await expect(page.getByTestId('register-name-success')).toBeVisible()
    await expect(page.getByTestId('register-name-success-name')).toHaveText(name)

    const resolved = await apiGet(`/v1/profile/account/${name}?apiVersion=2`)
    expect(resolved.status).toBe(200)
    expect(Object.values(resolved.body.addresses as Record<string, { address: string }>).map(entry => entry.address.toLowerCase())).toContain(address.toLowerCase())

    await page.getByTestId('register-name-success-done').click()
    await expect(modalView(page)).toHaveAttribute('view', 'Account')
    await expect(page.getByTestId('account-choose-name')).toHaveCount(0)
    await expect(page.locator('w3m-account-view .name')).toContainText(name)
    await page.getByTestId('w3m-header-close').click()
    await expect(page.getByTestId('account-button')).toContainText(name)

    // After a reload the account button and the Account view read the name back from the devnet.
    await page.reload()
    await expect(page.getByTestId('account-button')).toContainText(name)
    await openAccount(page)
    await expect(page.locator('w3m-account-view .name')).toContainText(name)
    await expect(page.getByTestId('account-choose-name')).toHaveCount(0)
  })

  test('a taken name is refused: the suggestions say so before, and the API reason shows if it was taken meanwhile', async ({ page }) => {
    test.slow()
    await openDemo(page, path, '?email=1')
    await signInNew(page, uniqueEmail('names-taken'))
    const taken = uniqueLabel('taken')
    await registerElsewhere(`${taken}.reown.id`)
    await openChooseName(page)

    const input = page.getByTestId('register-name-input')
    await input.fill(taken)
    await expect(page.getByTestId('register-name-suggestion').first()).toContainText('Taken')
    await expect(page.getByText(`${taken}.reown.id is already taken`)).toBeVisible()
    await expect(page.getByTestId('register-name-submit')).toHaveAttribute('disabled', '')

    // Free while typing, taken by someone else before the click: the API's reason is shown, and the view stays.
    const raced = uniqueLabel('raced')
    await input.fill(raced)
    await expect(page.getByTestId('register-name-suggestion').first()).toContainText('Available')
    await registerElsewhere(`${raced}.reown.id`)
    await page.getByTestId('register-name-submit').click()
    await secureFrame(page).getByTestId('approve-transaction-approve').click()
    // The service's own words (reown-com/blockchain-api src/error.rs NameAlreadyRegistered).
    await expect(page.getByTestId('register-name-error')).toHaveText(`Name is already registered: ${raced}.reown.id`)
    await expect(modalView(page)).toHaveAttribute('view', 'RegisterAccountName')
    await expect(input).toHaveValue(raced)
  })
})
