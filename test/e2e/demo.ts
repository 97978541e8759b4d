import { expect, type Page } from '@playwright/test'
import { createPublicClient, formatUnits, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TEST_WALLET_ID as DIRECTORY_TEST_WALLET_ID } from '../../devnet/directory/index.js'
import { walletCatalogue } from '../../devnet/directory/wallets.js'
import type { DevnetInfo } from 'w3m-kit-devnet'

/** Where the demo and devnet of this run are (set by global-setup). */
export function demoDevnet(): DevnetInfo {
  const raw = process.env.DEMO_DEVNET
  if (!raw) throw new Error('DEMO_DEVNET is not set: run through `playwright test` (global-setup starts the demo).')
  return JSON.parse(raw) as DevnetInfo
}

export function demoUrl(path: string): string {
  const base = process.env.DEMO_URL
  if (!base) throw new Error('DEMO_URL is not set: run through `playwright test`.')
  return base + path
}

/** The plain-script page and the React page: the same modal element, driven through `createAppKit` or the React components and hooks. */
export const DEMO_PAGES = ['/html/', '/react/'] as const
// Other specs run on '/html/' only: the React page would repeat the same elements and stores. React keeps its own
// runs where it matters (connect, siwx, account-home, embedded-wallet, locale, prefetch, strict-csp, react18 specs; test/examples).

/** The directory's wallets on the demo's networks (eip155:1 and eip155:56), in directory order. */
export const directoryWallets = walletCatalogue().filter(wallet => wallet.chains.includes('eip155:1') || wallet.chains.includes('eip155:56'))
/** The wallets Connect recommends: the first of the directory once the announced Test Wallet is left out. */
export const recommendedWallets = directoryWallets.filter(wallet => wallet.id !== DIRECTORY_TEST_WALLET_ID).slice(0, 4)
export const TEST_WALLET_ID = 'com.w3mkit.testwallet'

export function walletAddress(account = 0): `0x${string}` {
  return privateKeyToAccount(demoDevnet().accounts[account] as `0x${string}`).address
}

/** The native balance read from the chain, in whole units, as an exact decimal string. */
export async function chainBalance(caipNetworkId: string, account = 0): Promise<string> {
  const client = createPublicClient({ transport: http(demoDevnet().rpcUrls[caipNetworkId]) })
  return formatUnits(await client.getBalance({ address: walletAddress(account) }), 18)
}

/** A balance as the kit shows it in `locale`: grouped, at most 3 decimals, cut (never rounded up). */
export function shownAmount(numeric: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, roundingMode: 'trunc' } as Intl.NumberFormatOptions).format(numeric as unknown as number)
}

/** The native balance as the Account view must show it. */
export async function expectedBalance(caipNetworkId: string, symbol: string, account = 0): Promise<string> {
  return `${shownAmount(await chainBalance(caipNetworkId, account))} ${symbol}`
}

export async function openDemo(page: Page, path: string, query = ''): Promise<void> {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  await page.goto(demoUrl(path + query))
  await expect(page.getByTestId('connect-button').or(page.getByTestId('account-button'))).toBeVisible()
  expect(errors, 'page errors').toEqual([])
}

/** Connect → choose the test wallet → the modal closes and the account button shows. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Connect')
  await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
}

export async function walletChainId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const wallet = (window as unknown as { testWallet: { provider: { request(a: { method: string }): Promise<string> } } }).testWallet
    return Number.parseInt(await wallet.provider.request({ method: 'eth_chainId' }), 16)
  })
}

/** What the page asked the test wallet, in order (only `method`'s requests when named). */
export async function walletRequests(page: Page, method?: string): Promise<Array<{ method: string; params: unknown }>> {
  return page.evaluate(
    only => (window as unknown as { testWallet: { requests: Array<{ method: string; params: unknown }> } }).testWallet.requests.filter(request => !only || request.method === only),
    method
  )
}

export async function walletMethods(page: Page): Promise<string[]> {
  return (await walletRequests(page)).map(request => request.method)
}

/** Connect → WalletConnect: the QR code's wc: URI, as a phone camera would read it. */
export async function scanQrCode(page: Page): Promise<string> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-selector-walletConnect').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'ConnectingWalletConnect')
  const qr = page.getByTestId('wui-qr-code')
  await expect(qr).toHaveAttribute('uri', /^wc:[0-9a-f]{64}@2\?/)
  return (await qr.getAttribute('uri'))!
}

/** On the Send view: picks `symbol` once it is listed, types the amount and the receiver, and goes to the preview. */
export async function fillSend(page: Page, symbol: string, amount: string, receiver: string): Promise<void> {
  const select = page.getByTestId('send-token-select')
  const index = () => select.locator('option').evaluateAll((options, prefix) => options.findIndex(option => option.textContent?.startsWith(prefix)), `${symbol} `)
  await expect.poll(index, { message: `the Send view lists ${symbol}` }).toBeGreaterThanOrEqual(0)
  await select.selectOption({ index: await index() })
  await page.getByTestId('send-amount-input').fill(amount)
  await page.getByTestId('send-address-input').fill(receiver)
  await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
  await page.getByTestId('send-preview').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SendPreview')
}
