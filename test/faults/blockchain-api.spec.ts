import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectOnFaultSite, useFaultSite } from './fault-site.js'

/**
 * The blockchain API failing under a connected person: a storm (429 with Retry-After, then 5xx),
 * and an outage of the balance call alone. What they see is behaviour §8's words, nothing they own is
 * lost (the native send still works from the node), and the views come back once the API does.
 */

const site = useFaultSite(['api', 'directory', 'relay', 'verify'])

const api = () => site().services.api!.http
const chain = () => createPublicClient({ transport: http(site().devnet.rpcUrls['eip155:1']) })

async function openAccount(page: Page): Promise<void> {
  await page.getByTestId('account-button').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
}

test('a balance API outage: Send still offers ETH at the balance the node gives, says the rest is unavailable, and the send lands (issue 24, defect 4)', async ({ page }) => {
  await connectOnFaultSite(page, site(), '/html/', '?account=1')
  api().setFaults({ status: 503, pathPrefix: '/v1/account/' })
  await openAccount(page)
  await expect(page.getByText('Token Balance Unavailable')).toBeVisible()
  await page.getByTestId('account-feature-send').click()
  await expect(page.getByTestId('send-portfolio-unavailable')).toHaveText('Token Balance Unavailable')
  const select = page.getByTestId('send-token-select')
  await expect(select.locator('option')).toHaveText([/^ETH · 10,000/])
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await page.getByTestId('send-amount-input').fill('0.5')
  await page.getByTestId('send-address-input').fill(receiver)
  await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
  await page.getByTestId('send-preview').click()
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-confirmed')).toBeVisible()
  expect(await chain().getBalance({ address: receiver })).toBe(parseEther('0.5'))
  api().setFaults(undefined)
})

test('a storm (429 with Retry-After, then 503): behaviour §8 texts, bounded retries, then the views come back', async ({ page }) => {
  // The page's clock runs as usual; it is moved on past behaviour §8's 30 s without a retry instead of waiting for it.
  await page.clock.install()
  await connectOnFaultSite(page, site(), '/html/', '?account=2')

  api().setFaults({ status: 429, retryAfter: 1, pathPrefix: '/v1/account/' })
  await openAccount(page)
  await expect(page.getByText('Token Balance Unavailable')).toBeVisible()
  // One balance call and its two retries, each after the second Retry-After asked for; never a loop.
  expect(api().faultHits()).toBeLessThanOrEqual(3)

  api().setFaults({ status: 503 })
  await page.getByTestId('account-tab-activity').click()
  await expect(page.getByTestId('activity-error')).toContainText('Failed to fetch transactions')
  expect(api().faultHits()).toBeLessThanOrEqual(3)
  // The person's wallet and connection are untouched.
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', privateKeyToAccount(site().devnet.accounts[2] as `0x${string}`).address)

  api().setFaults(undefined)
  await page.getByTestId('activity-error').getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('activity-empty').or(page.getByTestId('activity-row').first())).toBeVisible()
  await page.clock.fastForward(31_000)
  await page.getByTestId('w3m-header-close').click()
  await openAccount(page)
  await page.getByTestId('account-tab-tokens').click()
  await expect(page.getByTestId('token-row-ETH')).toBeVisible()
  await expect(page.getByText('Token Balance Unavailable')).toHaveCount(0)
})

test('garbage from the API (200 with JSON of another shape, then not JSON): the same behaviour §8 texts, no page error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  await connectOnFaultSite(page, site(), '/html/', '?account=4')
  api().setFaults({ garbage: 'shape', pathPrefix: '/v1/account/' })
  await openAccount(page)
  await expect(page.getByText('Token Balance Unavailable')).toBeVisible()
  api().setFaults({ garbage: 'text', pathPrefix: '/v1/account/' })
  await page.getByTestId('account-tab-activity').click()
  await expect(page.getByTestId('activity-error')).toContainText('Failed to fetch transactions')
  // The node's figure is not the API's: the native balance still shows.
  await expect(page.getByTestId('w3m-account-balance')).toHaveText(/^10,000 ETH$/)
  expect(errors).toEqual([])
  api().setFaults(undefined)
})

test("the API down, its RPC proxy too: 'Balance unavailable' where the native balance would be, not an empty line; back: the next network's balance shows (issue 24, defect 4)", async ({ page }) => {
  // The kit reads eip155 balances through the API's RPC proxy (POST /v1?chainId=…): all of it fails, after the client's retries.
  api().setFaults({ status: 503, pathPrefix: '/v1' })
  await connectOnFaultSite(page, site(), '/html/', '?account=5')
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-balance')).toHaveText('Balance unavailable')
  await expect(page.getByText('Token Balance Unavailable')).toBeVisible()
  // Nothing is known to send from: Send says so rather than offering a figure nobody gave.
  await page.getByTestId('account-feature-send').click()
  await expect(page.getByTestId('send-error')).toHaveText('Token Balance Unavailable')

  api().setFaults(undefined)
  await page.getByTestId('w3m-header-close').click()
  await openAccount(page)
  await page.getByTestId('w3m-account-select-network').click()
  await page.getByTestId('w3m-network-switch-eip155:56').click()
  await expect(page.getByTestId('w3m-account-balance')).toHaveText(/^10,000 BNB$/)
})
