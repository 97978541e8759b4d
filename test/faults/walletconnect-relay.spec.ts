import { expect, test } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoServer } from '../../demo/serve.js'
import { answerRemoteFetchesLocally, approvedEip155Namespaces, startTestWalletKit, type TestWalletKit } from '../wallets/walletkit-offline.js'
import { startFaultSite } from './fault-site.js'

/**
 * The WalletConnect relay cut in the middle of a session (every socket dropped, new ones refused),
 * then back. A sign request made while it is down waits (the page says so), reaches the phone
 * wallet once the relay is back and is answered; the session survives: the next request works.
 * The phone wallet is the real @reown/walletkit, in the test process, on this file's relay.
 */

test.describe.configure({ mode: 'serial' })

// Offline: the SDK's remote fetches are answered locally (test/wallets/walletkit-offline.ts).
const { restore: restoreFetch } = answerRemoteFetchesLocally()

let site: DemoServer
let wallet: TestWalletKit | undefined
test.beforeAll(async () => {
  site = await startFaultSite(['api', 'directory', 'relay', 'verify'])
})
test.afterAll(async () => {
  await wallet?.stop()
  await site?.stop()
  restoreFetch()
})

const CHAINS = ['eip155:1', 'eip155:56']

test('a sign request made while the relay is down reaches the wallet once it is back; the session survives', async ({ page }) => {
  const account = privateKeyToAccount(site.devnet.accounts[0] as Hex)
  wallet = await startTestWalletKit({ projectId: site.devnet.projectId, relayUrl: site.devnet.relayUrl, verifyUrl: site.devnet.verifyUrl, name: 'Phone Wallet' })
  const { kit } = wallet
  const signed: string[] = []
  kit.on('session_proposal', async ({ id, params }) => {
    const namespaces = approvedEip155Namespaces(params, CHAINS, account.address)
    await kit.approveSession({ id, namespaces })
  })
  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    signed.push(method)
    const result = method === 'personal_sign' ? await account.signMessage({ message: { raw: (args as [Hex])[0] } }) : null
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })

  await page.goto(`${site.url}/html/`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-selector-walletConnect').click()
  const qr = page.getByTestId('wui-qr-code')
  await expect(qr).toHaveAttribute('uri', /^wc:[0-9a-f]{64}@2\?/)
  await kit.pair({ uri: (await qr.getAttribute('uri'))! })
  await expect(page.locator('#status')).toHaveText('connected')

  const relay = site.services.relay!
  relay.setFaults({ drop: true, refuseNew: true })
  await page.locator('#sign-message').click()
  await expect(page.locator('#sign-result')).toHaveText('Waiting for the wallet…')
  // Down: nobody is connected, and nothing reached the wallet.
  await expect.poll(() => relay.stats().connections).toBe(0)
  expect(signed).toEqual([])
  relay.setFaults(undefined)

  // Delivered once the relay is back (both SDKs reconnect by themselves) and answered: the signature, never a wait without end.
  await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 60_000 })
  expect(signed).toEqual(['personal_sign'])
  const signature = (await page.locator('#sign-result').textContent()) as Hex
  expect(await verifyMessage({ address: account.address, message: 'Hello from w3m-kit', signature })).toBe(true)

  // The session survived the cut: still connected, and the next request goes through.
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#sign-message').click()
  await expect.poll(() => signed.length).toBe(2)
  await expect(page.locator('#sign-result')).toHaveText(signature)
})
