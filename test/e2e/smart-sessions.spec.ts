import { expect, test, type Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { connectTestWallet, demoDevnet, openDemo, walletRequests } from './demo.js'

/**
 * Smart sessions on the demo pages against the devnet: the site grants a session through the test
 * wallet (ERC-7715 wallet_grantPermissions, recorded by the devnet's session routes), the Account's
 * Sessions view lists it with what it may do and until when, a declined signature changes nothing,
 * and revoke signs the pci so the devnet lists none. Nothing is mocked.
 */

// A funded account of its own: no other spec's sessions in its list.
const ACCOUNT = 6

/** A `{pcis}` item (reown-com/blockchain-api src/handlers/sessions/list.rs): no chain, revoked ones listed with revokedAt. */
interface ListedSession {
  pci: string
  expiry: number
  revokedAt: number | null
}

/** The sessions in force for the account on mainnet: sessions are kept per CAIP-10 account. */
async function listed(address: string): Promise<ListedSession[]> {
  const { apiUrl, projectId } = demoDevnet()
  const response = await fetch(`${apiUrl}/v1/sessions/eip155:1:${address}?projectId=${projectId}`)
  expect(response.status).toBe(200)
  const { pcis } = (await response.json()) as { pcis: ListedSession[] }
  return pcis.filter(session => session.revokedAt === null && session.expiry * 1000 > Date.now())
}

/** Revokes what an earlier run left, straight at the API (it reads the pci only): each test starts from none. */
async function revokeAll(key: `0x${string}`): Promise<void> {
  const owner = privateKeyToAccount(key)
  const { apiUrl, projectId } = demoDevnet()
  for (const { pci } of await listed(owner.address)) {
    const response = await fetch(`${apiUrl}/v1/sessions/eip155:1:${owner.address}/revoke?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci })
    })
    expect(response.status).toBe(200)
  }
}

async function openSessions(page: Page): Promise<void> {
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-smart-sessions').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SmartSessions')
}

const path = '/html/'

test.describe(`${path} smart sessions`, () => {
  test('the site grants a session, Sessions lists it in words, a declined signature changes nothing, revoke leaves none', async ({ page }) => {
    test.slow()
    const key = demoDevnet().accounts[ACCOUNT] as `0x${string}`
    const address = privateKeyToAccount(key).address
    await revokeAll(key)
    await openDemo(page, path, `?smartSessions=1&account=${ACCOUNT}`)
    await connectTestWallet(page)

    // The site asks through appKit.grantPermissions; the test wallet records the session at the devnet.
    await page.getByTestId('demo-grant-session').click()
    const result = page.getByTestId('demo-grant-result')
    await expect(result).toContainText('"context":"')
    const answer = JSON.parse((await result.textContent())!) as { context: string; expiry: number; chainId: string; address: string }
    expect(answer.address).toBe(address)
    expect(answer.chainId).toBe('0x1')
    const [recorded] = await listed(address)
    expect(recorded).toMatchObject({ pci: answer.context, expiry: answer.expiry })

    await openSessions(page)
    const row = page.getByTestId('smart-session-row')
    await expect(row).toHaveCount(1)
    await expect(row).toHaveAttribute('data-pci', answer.context)
    await expect(row).toContainText('Ethereum')
    await expect(row).toContainText('Call increment on 0x2E...58470b')
    await expect(row).toContainText('Spend up to 0.5 ETH every 1 day')
    await expect(row).toContainText('Use up to 10,000,000 gas')
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(answer.expiry * 1000))
    await expect(row).toContainText(`Until ${until}`)
    await expect(row).toContainText('Expires in 1 day')

    // A declined signature: the row stays, the view says so, the devnet still lists the session.
    await page.evaluate(() => (window as unknown as { testWallet: { rejectNext(method: string): void } }).testWallet.rejectNext('personal_sign'))
    await page.getByTestId('smart-session-revoke').click()
    await expect(page.getByTestId('smart-session-revoke-error')).toHaveText('Signature declined')
    await expect(row).toHaveCount(1)
    expect((await listed(address)).map(session => session.pci)).toEqual([answer.context])

    // Revoke: the wallet signs the pci, the devnet agrees (an empty 200), the row leaves.
    await page.getByTestId('smart-session-revoke').click()
    await expect(page.getByTestId('smart-sessions-empty')).toHaveText('No active sessions')
    await expect(row).toHaveCount(0)
    expect(await listed(address)).toEqual([])
    expect(await walletRequests(page, 'personal_sign')).toHaveLength(2)
  })

  test('without ?smartSessions=1 (the default off) the Account view has no Sessions row', async ({ page }) => {
    await openDemo(page, path, `?account=${ACCOUNT}`)
    await connectTestWallet(page)
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-select-network')).toBeVisible()
    await expect(page.getByTestId('account-smart-sessions')).toHaveCount(0)
  })
})
