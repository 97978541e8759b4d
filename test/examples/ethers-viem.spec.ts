import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { EXAMPLE_ACCOUNTS } from './accounts.js'
import { e2eDevnet, installExtensionWallet } from './extension-wallet.js'

// examples/ethers-viem: docs/frameworks.md's recipe (appKit.getWalletProvider('eip155') into ethers' BrowserProvider
// and viem's custom transport), on the built page, with the test wallet as a browser extension.
const MESSAGE = 'Hello from w3m-kit'
const RECIPIENT = '0x00000000000000000000000000000000e7e25000'

function exampleUrl(): string {
  const base = process.env.DEMO_URL
  if (!base) throw new Error('DEMO_URL is not set: run through `playwright test`.')
  return `${base}/examples/ethers-viem/`
}

const account = () => privateKeyToAccount(e2eDevnet().accounts[EXAMPLE_ACCOUNTS.ethersViem] as Hex).address
const chain = () => createPublicClient({ transport: http(e2eDevnet().rpcUrls['eip155:1']) })

async function connect(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-selector-com.w3mkit.testwallet').click()
  await expect(page.getByTestId('account-button')).toBeVisible()
}

/** Clicks `button`, waits for its result line, and hands back the text after `prefix`. */
async function result(page: Page, button: string, output: string, prefix: RegExp): Promise<string> {
  await page.getByRole('button', { name: button }).click()
  const line = page.locator(output)
  await expect(line).toHaveText(prefix)
  return (await line.textContent()) ?? ''
}

test.describe('examples/ethers-viem', () => {
  test('connect in the modal, then sign and send through ethers and through viem', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    await installExtensionWallet(page, { account: EXAMPLE_ACCOUNTS.ethersViem })
    await page.goto(exampleUrl())
    await connect(page)

    for (const library of ['ethers', 'viem'] as const) {
      const signed = await result(page, `Sign a message with ${library}`, `#${library}-result`, /^signed by /)
      const [, signer, signature] = /^signed by (0x[0-9a-fA-F]{40}): (0x[0-9a-f]+)$/.exec(signed) ?? []
      expect(signer, `${library} signer`).toBe(account())
      expect(await verifyMessage({ address: account(), message: MESSAGE, signature: signature as Hex }), `${library} signature verifies`).toBe(true)

      const before = await chain().getBalance({ address: RECIPIENT })
      const sent = await result(page, `Send 0.001 ETH with ${library}`, `#${library}-result`, /^mined /)
      const hash = /^mined (0x[0-9a-f]{64}) /.exec(sent)?.[1] as Hex
      const receipt = await chain().getTransactionReceipt({ hash })
      expect(receipt.status, `${library} transaction mined`).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(account().toLowerCase())
      expect(await chain().getBalance({ address: RECIPIENT }), `${library}: the recipient got exactly 0.001 ETH`).toBe(before + parseEther('0.001'))
    }
    expect(errors, 'page errors').toEqual([])
  })
})
