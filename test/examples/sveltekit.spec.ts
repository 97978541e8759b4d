import { expect, test } from '@playwright/test'
import { createPublicClient, formatEther, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fillSend } from '../e2e/demo.js'
import { EXAMPLE_ACCOUNTS } from './accounts.js'
import { e2eDevnet, installExtensionWallet } from './extension-wallet.js'
import { startExampleServer, type ExampleServer } from './servers.js'
import { watchPageProblems } from './page-problems.js'

// examples/sveltekit: SvelteKit 2 + adapter-node, server-rendered, the kit created in the browser;
// the page shows the account through the w3m-kit/svelte stores. The test wallet is a browser extension
// (EIP-6963) holding this example's own funded devnet account.
const ACCOUNT = EXAMPLE_ACCOUNTS.sveltekit
const TEST_WALLET_ID = 'com.w3mkit.testwallet'

let server: ExampleServer
test.beforeAll(async () => {
  server = await startExampleServer('sveltekit')
})
test.afterAll(async () => {
  await server?.stop()
})

const chain = (caipNetworkId: string) => createPublicClient({ transport: http(e2eDevnet().rpcUrls[caipNetworkId]) })

test('SvelteKit: server-rendered, connect, the stores show the account, switch network, send, reload restores, disconnect', async ({ page }) => {
  test.slow()
  const devnet = e2eDevnet()
  const address = privateKeyToAccount(devnet.accounts[ACCOUNT] as Hex).address
  const problems = watchPageProblems(page)
  await installExtensionWallet(page, { account: ACCOUNT })

  // The server renders the stores' initial state, and hands the page the public options only.
  const response = await page.goto(server.url)
  const html = await response!.text()
  expect(html).toContain('Not connected (disconnected)')
  expect(html).toContain('<w3m-button>')
  expect(html).toContain(devnet.projectId)
  for (const key of devnet.accounts) expect(html).not.toContain(key.slice(2))

  // Hydrated in place: the same text, one button (a failed hydration re-mounts the page, and warns).
  await expect(page.getByTestId('account-status')).toHaveText('Not connected (disconnected)')
  await expect(page.locator('w3m-button')).toHaveCount(1)

  // Connect through the modal: the page's own markup (from the stores) follows.
  await page.getByTestId('connect-button').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Connect')
  await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-network')).toHaveText('Ethereum (eip155:1)')
  await expect(page.getByTestId('account-wallet')).toHaveText('Test Wallet')
  await expect(page.getByTestId('account-balance')).toHaveText(`${formatEther(await chain('eip155:1').getBalance({ address }))} ETH`)

  // Switch network with the store action: the wallet follows, and the stores with it.
  await page.getByRole('button', { name: 'Switch to BNB Smart Chain' }).click()
  await expect(page.getByTestId('account-network')).toHaveText('BNB Smart Chain (eip155:56)')
  await expect(page.getByTestId('account-balance')).toHaveText(`${formatEther(await chain('eip155:56').getBalance({ address }))} BNB`)

  // Send through the kit's Send view: mined, and the balance the page shows moves without a reload.
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-feature-send').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Send')
  await fillSend(page, 'BNB', '0.25', receiver)
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-confirmed')).toBeVisible()
  expect(await chain('eip155:56').getBalance({ address: receiver })).toBe(parseEther('0.25'))
  await page.getByTestId('send-done').click()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('account-balance')).toHaveText(`${formatEther(await chain('eip155:56').getBalance({ address }))} BNB`)

  // Reload: the connection is restored, on the network left.
  await page.reload()
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-network')).toHaveText('BNB Smart Chain (eip155:56)')

  // Disconnect with the store action; a reload stays disconnected.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('Not connected (disconnected)')
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('Not connected (disconnected)')

  expect(problems, 'console warnings and errors (hydration mismatches among them)').toEqual([])
})
