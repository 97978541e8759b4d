import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { verifyBip322Simple } from '../../adapters/bip122/bip322.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { SolanaTestWallet, solanaTestSeed } from '../wallets/solana-wallet.js'
import { demoDevnet, openDemo } from './demo.js'

// Sign-in with a wallet on the Solana-only and Bitcoin-only demo sites: real wallets (the Wallet
// Standard test wallets over the devnet's keys), the kit's own verifiers (LocalSiwx) and the devnet's
// session service (ServerSiwx). Issue 22 item 3: before, the sign view stayed on 'Sign-in verification
// is not available on solana yet' and a required sign-in could only be cancelled (disconnecting).

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const SOLANA_WALLET = 'wallet-selector-solana-test-solana-wallet'
const BITCOIN_WALLET = 'wallet-selector-bip122-test-bitcoin-wallet'

interface Session {
  address: string
  chainId: string
  message: string
  signature: string
}

const session = (page: Page) => page.evaluate(() => (window as unknown as { appKit: { getSession(): Session | undefined } }).appKit.getSession())
const solanaAddress = (account: number) => new SolanaTestWallet({ secretKey: solanaTestSeed(account), rpcUrl: 'http://127.0.0.1:9', chains: ['solana:devnet'] }).account.address
const bitcoinKey = (index: number) => demoDevnet().bitcoinKeys![index]!

/** Connect with the family's test wallet: sign-in is on, so the modal moves on to the sign view. */
async function connectToSignView(page: Page, walletTestId: string): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(walletTestId).click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
  await expect(page.getByTestId('w3m-header-text')).toHaveText('Sign In')
}

/** Sign: the modal closes, the visitor is connected with a session for `address`. */
async function signIn(page: Page, address: string): Promise<Session> {
  await page.getByTestId('siwx-sign').click()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#session')).toHaveText(address)
  await expect(page.getByTestId('siwx-error')).toHaveCount(0)
  return (await session(page))!
}

/** After a reload: still connected, the same session, nothing asked. */
async function keptAfterReload(page: Page, address: string): Promise<void> {
  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await expect(page.locator('#session')).toHaveText(address)
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
}

for (const kind of ['local', 'server'] as const) {
  test.describe(`required sign-in (${kind === 'local' ? 'LocalSiwx' : 'ServerSiwx and the devnet session service'})`, () => {
    test(`a Solana visitor signs in (ed25519 over the CAIP-122 message) and stays connected with a session`, async ({ page }) => {
      const account = kind === 'local' ? 60 : 61
      const address = solanaAddress(account)
      await openDemo(page, '/html/', `?solana=only&wallet=none&solanaAccount=${account}&siwx=${kind}&siwxRequired=1`)
      await connectToSignView(page, SOLANA_WALLET)
      const signed = await signIn(page, address)
      expect(signed.chainId).toBe(SOLANA_DEVNET)
      expect(signed.message).toMatch(/ wants you to sign in with your Solana account:\n/)
      expect(signed.message).toContain(`\n${address}\n`)
      expect(ed25519.verify(base58.decode(signed.signature), new TextEncoder().encode(signed.message), base58.decode(address)), 'the stored signature is the wallet’s').toBe(true)
      if (kind === 'server') await expectLiveOnService(page)
      await keptAfterReload(page, address)
    })

    test(`a Bitcoin visitor signs in (BIP-322 by the payment address) and stays connected with a session`, async ({ page }) => {
      const index = kind === 'local' ? 4 : 5
      const { paymentAddress } = bitcoinKey(index)
      await openDemo(page, '/react/', `?bitcoin=only&wallet=none&bitcoinAccount=${index}&siwx=${kind}&siwxRequired=1`)
      await connectToSignView(page, BITCOIN_WALLET)
      const signed = await signIn(page, paymentAddress)
      expect(signed.chainId).toBe(BITCOIN_REGTEST)
      expect(signed.message).toMatch(/ wants you to sign in with your Bitcoin account:\n/)
      expect(verifyBip322Simple(signed.message, paymentAddress, signed.signature, REGTEST_NETWORK), 'the stored signature is the wallet’s').toBe(true)
      if (kind === 'server') await expectLiveOnService(page)
      await keptAfterReload(page, paymentAddress)
    })
  })
}

/** The token ServerSiwx keeps opens a live session on the devnet's service. */
async function expectLiveOnService(page: Page): Promise<void> {
  const [{ token }] = JSON.parse((await page.evaluate(() => localStorage.getItem('@w3m/siwx-tokens')))!) as Array<{ token: string }>
  const live = await fetch(`${demoDevnet().siwxUrl}/session`, { headers: { authorization: `Bearer ${token}` } })
  expect(live.status).toBe(200)
}

test('optional sign-in: after a reload with an expired session the connected visitor is asked (behaviour §4); Cancel keeps the connection with no session', async ({ page }) => {
  const account = 62
  const address = solanaAddress(account)
  await openDemo(page, '/html/', `?solana=only&wallet=none&solanaAccount=${account}&siwx=local`)
  await connectToSignView(page, SOLANA_WALLET)
  await signIn(page, address)
  // The day passes: the kept session's message has expired.
  await page.evaluate(() => {
    const sessions = JSON.parse(localStorage.getItem('@w3m/siwx-sessions')!) as Array<{ data: { expirationTime?: string } }>
    for (const kept of sessions) kept.data.expirationTime = new Date(Date.now() - 60_000).toISOString()
    localStorage.setItem('@w3m/siwx-sessions', JSON.stringify(sessions))
  })
  await page.reload()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
  await expect(page.getByTestId('w3m-modal-card')).toBeVisible()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#session')).toHaveText('—')
  await page.getByTestId('siwx-cancel').click()
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#session')).toHaveText('—')
})
