import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { DEMO_MESSAGE } from '../../demo/shared/sign.js'
import { SolanaTestWallet, solanaTestSeed } from '../wallets/solana-wallet.js'
import { demoDevnet, openDemo } from './demo.js'

// Real parts: the demo pages with the Wallet Standard Solana test wallet, on the devnet's Solana cluster (litesvm).

const SOLANA_WALLET = 'wallet-selector-solana-test-solana-wallet'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** Each test its own wallet key, so parallel tests never see each other's sends. */
const ACCOUNTS = { connect: 1, send: 2, reject: 3 }

const rpcUrl = () => demoDevnet().rpcUrls[SOLANA_DEVNET]!
async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: T }).result
}
const lamportsOf = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address])).value)
const walletOf = (index: number) => new SolanaTestWallet({ secretKey: solanaTestSeed(index), rpcUrl: rpcUrl(), chains: ['solana:devnet'] })
/** Lamports as the Account view shows SOL: up to 9 decimals, exact. */
const shownSol = (lamports: bigint) => {
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${new Intl.NumberFormat('en-US').format(lamports / 1_000_000_000n)}${fraction ? `.${fraction}` : ''} SOL`
}

async function connectSolana(page: Page, path: string, account: number, query = '?solana=only&wallet=none'): Promise<void> {
  await openDemo(page, path, `${query}&solanaAccount=${account}`)
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId(SOLANA_WALLET)).toContainText('Test Solana Wallet')
  await page.getByTestId(SOLANA_WALLET).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
}

const path = '/html/'

test.describe(`${path} demo with the Solana test wallet on the devnet cluster`, () => {
  test('a Solana-only site connects; the Account shows the base58 address and the SOL balance; a reload restores it', async ({ page }) => {
    const wallet = walletOf(ACCOUNTS.connect)
    await connectSolana(page, path, ACCOUNTS.connect)
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', wallet.account.address)
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(shownSol(await lamportsOf(wallet.account.address)))
    await page.reload()
    await expect(page.getByTestId('account-button')).toBeVisible()
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', wallet.account.address)
  })

  test('the site signs a message: the ed25519 signature verifies for the account', async ({ page }) => {
    const wallet = walletOf(ACCOUNTS.connect)
    await connectSolana(page, path, ACCOUNTS.connect)
    await page.locator('#sign-message').click()
    await expect(page.locator('#sign-result')).not.toHaveText(/Waiting|—/)
    const signature = new Uint8Array(getBase58Encoder().encode((await page.locator('#sign-result').textContent())!.trim()))
    expect(ed25519.verify(signature, new TextEncoder().encode(DEMO_MESSAGE), wallet.account.publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode(`${DEMO_MESSAGE}!`), wallet.account.publicKey)).toBe(false)
  })

  test('sends SOL: confirmed, the receiver gets exactly the amount, the sender pays amount + fee', async ({ page }) => {
    const sender = walletOf(ACCOUNTS.send)
    const receiver = walletOf(100 + ACCOUNTS.send).account.address
    await connectSolana(page, path, ACCOUNTS.send)
    const before = await lamportsOf(sender.account.address)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-feature-send').click()
    await expect(page.getByTestId('send-token-select')).toContainText('SOL')
    await page.getByTestId('send-amount-input').fill('0.25')
    await page.getByTestId('send-address-input').fill(receiver)
    await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
    await page.getByTestId('send-preview').click()
    await expect(page.getByTestId('send-preview-fee')).toContainText('SOL')
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-confirmed')).toBeVisible()
    expect(await lamportsOf(receiver)).toBe(250_000_000n)
    expect(before - (await lamportsOf(sender.account.address))).toBe(250_000_000n + 5000n)
  })

  test('an EVM address is refused as a Solana receiver; a declined send says so and moves nothing', async ({ page }) => {
    const sender = walletOf(ACCOUNTS.reject)
    await connectSolana(page, path, ACCOUNTS.reject)
    const before = await lamportsOf(sender.account.address)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-feature-send').click()
    await page.getByTestId('send-amount-input').fill('0.1')
    await page.getByTestId('send-address-input').fill('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
    await expect(page.getByText('Invalid address')).toBeVisible()
    await page.getByTestId('send-address-input').fill(walletOf(200).account.address)
    await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
    await page.getByTestId('send-preview').click()
    await page.evaluate(() => (window as unknown as { testSolanaWallet: { rejectNext(): void } }).testSolanaWallet.rejectNext())
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-error')).toHaveText('Signature declined')
    expect(await lamportsOf(sender.account.address)).toBe(before)
  })
})
