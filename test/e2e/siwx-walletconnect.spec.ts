import { expect, test } from '@playwright/test'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { demoDevnet, openDemo, scanQrCode } from './demo.js'
import { answerRemoteFetchesLocally, approvedEip155Namespaces, startTestWalletKit } from '../wallets/walletkit-offline.js'

// Offline: remote SDK fetches are answered locally (see test/wallets/walletkit-offline.ts).
const { restore: restoreFetch } = answerRemoteFetchesLocally()
test.afterAll(() => restoreFetch())

const CHAINS = ['eip155:1', 'eip155:56']

/** A phone wallet (walletkit over the devnet relay); `oneClick` decides whether it answers wc_sessionAuthenticate. */
async function startPhoneWallet(oneClick: boolean) {
  const devnet = demoDevnet()
  const account = privateKeyToAccount(devnet.accounts[0] as Hex)
  const { kit, stop } = await startTestWalletKit({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, verifyUrl: devnet.verifyUrl, name: 'Phone Wallet' })
  const seen = { authenticate: 0, proposals: 0, personalSigns: 0 }
  if (oneClick) {
    kit.on('session_authenticate', async ({ id, params }) => {
      seen.authenticate++
      const payload = populateAuthPayload({ authPayload: params.authPayload, chains: CHAINS, methods: ['personal_sign', 'eth_sendTransaction'] })
      const auths = []
      for (const chain of payload.chains) {
        const iss = `did:pkh:${chain}:${account.address}`
        const message = kit.formatAuthMessage({ request: payload, iss })
        auths.push(buildAuthObject(payload, { t: 'eip191', s: await account.signMessage({ message }) }, iss))
      }
      await kit.approveSessionAuthenticate({ id, auths })
    })
  }
  kit.on('session_proposal', async ({ id, params }) => {
    seen.proposals++
    const namespaces = approvedEip155Namespaces(params, CHAINS, account.address)
    await kit.approveSession({ id, namespaces })
  })
  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    if (method === 'personal_sign') seen.personalSigns++
    const result = method === 'personal_sign' ? await account.signMessage({ message: { raw: (args as [Hex])[0] } }) : null
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return {
    kit,
    address: account.address,
    seen,
    stop
  }
}

const path = '/html/'

test(`${path} one-click sign-in over WalletConnect: one approval connects and signs in (server config)`, async ({ page }) => {
  const wallet = await startPhoneWallet(true)
  try {
    await openDemo(page, path, '?siwx=server')
    await wallet.kit.pair({ uri: await scanQrCode(page) })
    await expect(page.getByTestId('account-button')).toBeVisible()
    await expect(page.locator('#session')).toHaveText(wallet.address)
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
    expect(wallet.seen).toEqual({ authenticate: 1, proposals: 0, personalSigns: 0 })
    const signed = await page.evaluate(() => (window as unknown as { appKit: { getSession(): { message: string } | undefined } }).appKit.getSession())
    expect(parseSiweMessage(signed!.message)).toMatchObject({ address: wallet.address, domain: new URL(page.url()).host })
  } finally {
    await wallet.stop()
  }
})

test('a wallet without one-click sign-in answers the fallback proposal, then signs the sign-in message', async ({ page }) => {
  const wallet = await startPhoneWallet(false)
  try {
    await openDemo(page, '/html/', '?siwx=local')
    await wallet.kit.pair({ uri: await scanQrCode(page) })
    await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await expect(page.locator('#session')).toHaveText(wallet.address)
    expect(wallet.seen).toEqual({ authenticate: 0, proposals: 1, personalSigns: 1 })
  } finally {
    await wallet.stop()
  }
})
