import { expect, test, type Page } from '@playwright/test'
import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh } from '@scure/btc-signer'
import { verifyBip322Simple } from '../../adapters/bip122/bip322.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { demoDevnet, openDemo } from './demo.js'

const BITCOIN_WALLET = 'wallet-selector-bip122-test-bitcoin-wallet'

/** Each test spends from its own devnet key (6 funded keys), so parallel tests never see each other's sends. */
const KEYS = { send: 1, reject: 3 }

interface AddressStats {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
}

const esplora = async <T>(path: string): Promise<T> => (await (await fetch(`${demoDevnet().bitcoinApiUrl}${path}`)).json()) as T

/** The ledger's balance of an address in sats, exact. */
async function ledgerSats(address: string): Promise<bigint> {
  const stats = await esplora<AddressStats>(`/address/${address}`)
  const net = (part: AddressStats['chain_stats']) => BigInt(part.funded_txo_sum) - BigInt(part.spent_txo_sum)
  return net(stats.chain_stats) + net(stats.mempool_stats)
}

/** Sats as the Account view shows BTC: up to 8 decimals, exact. */
const shownBtc = (sats: bigint) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 }).format(`${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}` as unknown as number)} BTC`

const keyOf = (index: number) => {
  const key = demoDevnet().bitcoinKeys?.[index]
  expect(key, `the devnet has funded Bitcoin key ${index}`).toBeTruthy()
  return key!
}

const freshAddress = () => p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), REGTEST_NETWORK).address!

async function connectBitcoin(page: Page, path: string, account = 0): Promise<void> {
  await openDemo(page, path, `?bitcoin=1&wallet=none&bitcoinAccount=${account}`)
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId(BITCOIN_WALLET)).toContainText('Test Bitcoin Wallet')
  await page.getByTestId(BITCOIN_WALLET).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
}

async function openSend(page: Page): Promise<void> {
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-feature-send').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Send')
  await expect(page.getByTestId('send-token-select')).toContainText('BTC')
}

async function fillSend(page: Page, amount: string, receiver: string): Promise<void> {
  await page.getByTestId('send-amount-input').fill(amount)
  await page.getByTestId('send-address-input').fill(receiver)
  await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
  await page.getByTestId('send-preview').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SendPreview')
}

const path = '/html/'

test.describe(`${path} demo with the Bitcoin test wallet on the regtest ledger`, () => {
  test('connects the payment address, shows the ledger balance and both addresses, and restores after a reload', async ({ page }) => {
    const key = keyOf(0)
    await connectBitcoin(page, path)
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', key.paymentAddress)
    const sats = await ledgerSats(key.paymentAddress)
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(shownBtc(sats))
    // The blockchain API prices no Bitcoin coin (src/handlers/fungible_price.rs refuses bip122): no USD total, not a false $0.00.
    await expect(page.getByTestId('portfolio-value')).toHaveCount(0)
    await expect(page.getByTestId('w3m-account-bitcoin-payment').locator('dd span')).toHaveText(key.paymentAddress)
    await expect(page.getByTestId('w3m-account-bitcoin-ordinal').locator('dd span')).toHaveText(key.ordinalsAddress)
    await expect(page.getByTestId('w3m-account-bitcoin-ordinal').locator('dt')).toHaveText('Ordinals address')

    await page.reload()
    await expect(page.getByTestId('account-button')).toBeVisible()
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', key.paymentAddress)
  })

  test('sends BTC: mined, the receiver gets the amount and the sender pays amount + the fee shown, exactly', async ({ page }) => {
    const key = keyOf(KEYS.send)
    const receiver = freshAddress()
    const before = await ledgerSats(key.paymentAddress)
    await connectBitcoin(page, path, KEYS.send)
    await openSend(page)
    // A mainnet address on regtest is refused before anything reaches the wallet.
    await page.getByTestId('send-address-input').fill('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    await expect(page.getByText('Invalid address')).toBeVisible()
    await fillSend(page, '0.12345678', receiver)
    await expect(page.getByTestId('send-preview-fee')).toContainText('BTC')
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-confirmed')).toBeVisible()
    const [sent] = await esplora<Array<{ txid: string; fee: number; status: { confirmed: boolean } }>>(`/address/${key.paymentAddress}/txs`)
    expect(sent!.status.confirmed, 'mined').toBe(true)
    expect(await ledgerSats(receiver)).toBe(12_345_678n)
    expect(before - (await ledgerSats(key.paymentAddress))).toBe(12_345_678n + BigInt(sent!.fee))
    await expect(page.getByTestId('send-preview-fee')).toContainText(shownBtc(BigInt(sent!.fee)))
    await page.getByTestId('send-done').click()
    await expect(page.getByTestId('w3m-account-balance')).toHaveText(shownBtc(await ledgerSats(key.paymentAddress)))
  })

  test('signs a BIP-322 message for the site that verifies for the payment address', async ({ page }) => {
    const key = keyOf(0)
    await connectBitcoin(page, path)
    await page.locator('#sign-message').click()
    await expect(page.locator('#sign-result')).not.toHaveText(/Waiting|—/)
    const signature = (await page.locator('#sign-result').textContent())!.trim()
    expect(verifyBip322Simple('Hello from w3m-kit', key.paymentAddress, signature, REGTEST_NETWORK)).toBe(true)
    expect(verifyBip322Simple('Hello from w3m-kit!', key.paymentAddress, signature, REGTEST_NETWORK)).toBe(false)
  })

  test("a declined send: 'Signature declined' and no balance moves", async ({ page }) => {
    const key = keyOf(KEYS.reject)
    const receiver = freshAddress()
    const before = await ledgerSats(key.paymentAddress)
    await connectBitcoin(page, path, KEYS.reject)
    await openSend(page)
    await fillSend(page, '0.1', receiver)
    await page.evaluate(() => (window as unknown as { testBitcoinWallet: { rejectNext(): void } }).testBitcoinWallet.rejectNext())
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-error')).toHaveText('Signature declined')
    await expect(page.getByTestId('send-confirm')).not.toHaveAttribute('disabled')
    expect(await ledgerSats(key.paymentAddress)).toBe(before)
    expect(await ledgerSats(receiver)).toBe(0n)
  })
})
