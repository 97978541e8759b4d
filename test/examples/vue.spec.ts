// The Vue example (examples/vue/, static, Vite) and the Nuxt example (examples/nuxt/, server-rendered):
// one user journey over both, through the browser-extension test wallet and the devnet's chains, read
// back from what the page's composables show and from the chain itself.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, formatUnits, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fillSend } from '../e2e/demo.js'
import { e2eDevnet, installExtensionWallet } from './extension-wallet.js'
import { EXAMPLE_ACCOUNTS } from './accounts.js'
import { startExampleServer, type ExampleServer } from './servers.js'
import { watchPageProblems } from './page-problems.js'

interface Site {
  name: 'vue' | 'nuxt'
  /** Its own funded devnet account (test/examples/accounts.ts): the balances here move only by this test. */
  account: number
}

const SITES: Site[] = [
  { name: 'vue', account: EXAMPLE_ACCOUNTS.vue },
  { name: 'nuxt', account: EXAMPLE_ACCOUNTS.nuxt }
]

const chain = () => createPublicClient({ transport: http(e2eDevnet().rpcUrls['eip155:1']) })
const addressOf = (account: number) => privateKeyToAccount(e2eDevnet().accounts[account] as Hex).address

async function chainIdOfWallet(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const wallet = (window as unknown as { testWallet: { provider: { request(a: { method: string }): Promise<string> } } }).testWallet
    return Number.parseInt(await wallet.provider.request({ method: 'eth_chainId' }), 16)
  })
}

for (const site of SITES) {
  test.describe(`${site.name} example`, () => {
    let server: ExampleServer | undefined
    let url: string

    test.beforeAll(async () => {
      if (site.name === 'nuxt') {
        server = await startExampleServer('nuxt')
        url = `${server.url}/`
      } else {
        url = `${process.env.DEMO_URL}/examples/vue/`
      }
    })
    test.afterAll(async () => {
      await server?.stop()
    })

    test('connect, the composables show the account, switch network, send, reload (restored), disconnect', async ({ page }) => {
      test.setTimeout(120_000)
      const messages = watchPageProblems(page)
      // Vue reports a hydration mismatch on the console (in production builds too: "Hydration completed but contains mismatches").
      const hydrationMessages = () => messages.filter(message => /hydrat/i.test(message))
      const address = addressOf(site.account)
      await installExtensionWallet(page, { account: site.account })
      await page.goto(url)

      await test.step('disconnected: the button and the composables agree', async () => {
        await expect(page.getByTestId('connect-button')).toBeVisible()
        await expect(page.getByTestId('status')).toHaveText('disconnected')
        await expect(page.getByTestId('address')).toHaveText('—')
        expect(hydrationMessages(), 'the server-rendered page hydrates without a mismatch').toEqual([])
      })

      await test.step('connect the extension wallet', async () => {
        await page.getByTestId('connect-button').click()
        await page.getByTestId('wallet-selector-com.w3mkit.testwallet').click()
        await expect(page.getByTestId('account-button')).toBeVisible()
        await expect(page.getByTestId('status')).toHaveText('connected')
        await expect(page.getByTestId('address')).toHaveText(address)
        await expect(page.getByTestId('chain-id')).toHaveText('1')
        await expect(page.getByTestId('wallet-name')).toHaveText('Test Wallet')
        const balance = formatUnits(await chain().getBalance({ address }), 18)
        await expect(page.getByTestId('balance')).toHaveText(`${balance} ETH`)
      })

      await test.step('switch network through useAppKitNetwork', async () => {
        await page.getByRole('button', { name: 'Switch to BNB Smart Chain' }).click()
        await expect(page.getByTestId('chain-id')).toHaveText('56')
        expect(await chainIdOfWallet(page)).toBe(56)
        await expect(page.getByTestId('balance')).toHaveText(/ BNB$/)
        await page.getByRole('button', { name: 'Switch to Ethereum' }).click()
        await expect(page.getByTestId('chain-id')).toHaveText('1')
        expect(await chainIdOfWallet(page)).toBe(1)
      })

      await test.step("send through the kit's Send view: mined, and the balance shown moves", async () => {
        const receiver = privateKeyToAccount(generatePrivateKey()).address
        const shownBefore = await page.getByTestId('balance').textContent()
        await page.getByTestId('account-button').click()
        await expect(page.getByTestId('token-row-ETH')).toBeVisible()
        await page.getByTestId('account-feature-send').click()
        await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Send')
        await fillSend(page, 'ETH', '0.05', receiver)
        await page.getByTestId('send-confirm').click()
        await expect(page.getByTestId('send-confirmed')).toBeVisible()
        expect(await chain().getBalance({ address: receiver })).toBe(parseEther('0.05'))
        await page.getByTestId('send-done').click()
        await page.keyboard.press('Escape')
        const after = formatUnits(await chain().getBalance({ address }), 18)
        await expect(page.getByTestId('balance')).toHaveText(`${after} ETH`)
        expect(`${after} ETH`).not.toBe(shownBefore)
      })

      await test.step('reload: the connection is restored', async () => {
        await page.reload()
        await expect(page.getByTestId('account-button')).toBeVisible()
        await expect(page.getByTestId('address')).toHaveText(address)
        await expect(page.getByTestId('status')).toHaveText('connected')
        expect(hydrationMessages(), 'a page restoring a connection hydrates without a mismatch').toEqual([])
      })

      await test.step('disconnect through useDisconnect, and it stays so after a reload', async () => {
        await page.getByRole('button', { name: 'Disconnect' }).click()
        await expect(page.getByTestId('connect-button')).toBeVisible()
        await expect(page.getByTestId('status')).toHaveText('disconnected')
        await expect(page.getByTestId('address')).toHaveText('—')
        await page.reload()
        await expect(page.getByTestId('connect-button')).toBeVisible()
        await expect(page.getByTestId('status')).toHaveText('disconnected')
      })

      expect(messages.filter(message => message.startsWith('error') || message.startsWith('pageerror'))).toEqual([])
    })
  })
}
