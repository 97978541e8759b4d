import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { getSdkError } from '@walletconnect/utils'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demoDevnet, expectedBalance, fillSend, openDemo, recommendedWallets, scanQrCode, walletAddress } from './demo.js'
import { answerRemoteFetchesLocally, approvedEip155Namespaces, startTestWalletKit } from '../wallets/walletkit-offline.js'

// Offline: remote SDK fetches are answered locally (see test/wallets/walletkit-offline.ts).
const { restore: restoreFetch } = answerRemoteFetchesLocally()

const CHAINS = ['eip155:1', 'eip155:56']

/**
 * A phone wallet: walletkit in the test process, paired over the devnet relay. It signs with devnet
 * account `accountIndex` and sends `eth_sendTransaction` to the requested chain's anvil itself.
 */
async function startPhoneWallet(accountIndex = 0) {
  const devnet = demoDevnet()
  const account = privateKeyToAccount(devnet.accounts[accountIndex] as Hex)
  const sent: Hex[] = []
  const { kit, stop } = await startTestWalletKit({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, verifyUrl: devnet.verifyUrl, name: 'Phone Wallet' })
  let rejectNext = false
  const methods: string[] = []
  /** How the wallet judged each proposal's origin (VALID, INVALID or UNKNOWN). */
  const validations: string[] = []
  kit.on('session_proposal', async ({ id, params, verifyContext }) => {
    validations.push(verifyContext.verified.validation)
    const namespaces = approvedEip155Namespaces(params, CHAINS, account.address)
    await kit.approveSession({ id, namespaces })
  })
  const requestChains: string[] = []
  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    methods.push(method)
    requestChains.push(params.chainId)
    if (rejectNext) {
      rejectNext = false
      return kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } })
    }
    let result: Hex | null = null
    if (method === 'personal_sign') result = await account.signMessage({ message: { raw: (args as [Hex])[0] } })
    if (method === 'eth_sendTransaction') {
      const [tx] = args as [{ to: Hex; value?: Hex; data?: Hex; gas?: Hex }]
      const signer = createWalletClient({ account, transport: http(devnet.rpcUrls[params.chainId]) })
      result = await signer.sendTransaction({ chain: null, to: tx.to, value: tx.value ? BigInt(tx.value) : undefined, data: tx.data, gas: tx.gas ? BigInt(tx.gas) : undefined })
      sent.push(result)
    }
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return {
    kit,
    address: account.address,
    methods,
    sent,
    validations,
    requestChains,
    rejectNextRequest: () => void (rejectNext = true),
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    stop
  }
}

test.afterAll(() => {
  restoreFetch()
})

const path = '/html/'

test.describe(`${path} demo with a WalletConnect phone wallet`, () => {
  test('pairs by QR code, signs, survives a rejection and a reload, and follows the wallet disconnecting', async ({ page }) => {
    const remote: string[] = []
    // Nothing leaves the machine: any non-local request from the page is refused and recorded.
    await page.route(url => !['127.0.0.1', 'localhost'].includes(url.hostname), route => {
      remote.push(route.request().url())
      return route.abort()
    })
    const wallet = await startPhoneWallet()
    try {
      await openDemo(page, path)
      const uri = await scanQrCode(page)
      await wallet.kit.pair({ uri })

      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.locator('#status')).toHaveText('connected')
      await expect(page.locator('#wallet'), 'a bare QR scan is named by the session peer').toHaveText('Phone Wallet')
      expect(wallet.validations, "the devnet's verify attested the demo's origin").toEqual(['VALID'])
      await page.getByTestId('account-button').click()
      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:1', 'ETH'))
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden()

      await page.locator('#sign-message').click()
      await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130}$/)
      const signature = (await page.locator('#sign-result').textContent()) as Hex
      expect(await verifyMessage({ address: wallet.address, message: 'Hello from w3m-kit', signature })).toBe(true)

      wallet.rejectNextRequest()
      await page.locator('#sign-message').click()
      await expect(page.locator('#sign-result')).toHaveText('Error: Signature declined')
      await expect(page.locator('#status')).toHaveText('connected')

      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.locator('#address')).toHaveText(walletAddress())
      await expect(page.locator('#wallet'), 'the restored session keeps the peer name').toHaveText('Phone Wallet')
      await page.locator('#sign-message').click()
      await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130}$/)

      await wallet.disconnectAll()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await expect(page.locator('#status')).toHaveText('disconnected')
      expect(wallet.methods.filter(method => method === 'personal_sign')).toHaveLength(3)
      expect(remote.filter(url => url.includes('verify')), 'the verify iframe stays local').toEqual([])
    } finally {
      await wallet.stop()
    }
  })

  test('switches to chain 56 over the session through the Networks list', async ({ page }) => {
    const wallet = await startPhoneWallet()
    try {
      await openDemo(page, path)
      await wallet.kit.pair({ uri: await scanQrCode(page) })
      await expect(page.getByTestId('account-button')).toBeVisible()
      const [session] = Object.values(wallet.kit.getActiveSessions())
      expect(session?.namespaces.eip155?.chains, 'the wallet approved both chains').toEqual(CHAINS)

      await page.getByTestId('account-button').click()
      await page.getByTestId('w3m-account-select-network').click()
      await page.getByTestId('w3m-network-switch-eip155:56').click()

      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:56', 'BNB'))
      await expect(page.getByTestId('network-button')).toContainText('BNB Smart Chain')
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())

      // The session's default chain moved too (an approved chain switches without asking the wallet).
      await page.keyboard.press('Escape')
      await page.locator('#sign-message').click()
      await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130}$/)
      expect(wallet.requestChains.at(-1)).toBe('eip155:56')
    } finally {
      await wallet.disconnectAll().catch(() => undefined)
      await wallet.stop()
    }
  })
})

// Account 9 of the devnet moves value only here (test/e2e and test/faults share accounts 0–15).
const SENDER = 9

test('/html/ sends over the session: the phone wallet signs eth_sendTransaction, anvil mines it, the receiver gets exactly the amount and the sender pays amount + fee', async ({ page }) => {
  const wallet = await startPhoneWallet(SENDER)
  const chain = createPublicClient({ transport: http(demoDevnet().rpcUrls['eip155:1']) })
  try {
    await openDemo(page, '/html/')
    await wallet.kit.pair({ uri: await scanQrCode(page) })
    await expect(page.getByTestId('account-button')).toBeVisible()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await chain.getBalance({ address: wallet.address })
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress(SENDER))
    await expect(page.getByTestId('token-row-ETH')).toBeVisible()
    await page.getByTestId('account-feature-send').click()
    await fillSend(page, 'ETH', '0.25', receiver)
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-confirmed')).toBeVisible()

    expect(wallet.methods).toContain('eth_sendTransaction')
    expect(wallet.sent).toHaveLength(1)
    const receipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(before - (await chain.getBalance({ address: wallet.address }))).toBe(parseEther('0.25') + receipt.gasUsed * receipt.effectiveGasPrice)
  } finally {
    await wallet.disconnectAll().catch(() => undefined)
    await wallet.stop()
  }
})

test.describe('a phone visitor without a browser wallet', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
  })

  test('opens the chosen wallet app by deep link, offers its stores when it does not open, and the app pairs from the link', async ({ page }) => {
    const chosen = recommendedWallets.find(wallet => wallet.mobile_link && wallet.app_store && wallet.play_store)!
    // A phone would hand the link to the app; here Chromium has no app for the scheme, so the
    // test records the navigation the page asked for and plays the app's part with walletkit.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.enable')
    const deepLinks: string[] = []
    cdp.on('Page.frameRequestedNavigation', ({ url }) => {
      if (url.startsWith(chosen.mobile_link!)) deepLinks.push(url)
    })
    const wallet = await startPhoneWallet()
    try {
      await openDemo(page, '/html/', '?wallet=none')
      await page.getByTestId('connect-button').click()
      await page.getByTestId(`wallet-selector-${chosen.id}`).click()
      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'ConnectingWalletConnect')
      const open = page.getByTestId('open-wallet-app')
      await expect(open).toContainText(`Open ${chosen.name}`)
      await expect(page.getByTestId('wui-qr-code')).toHaveAttribute('uri', /^wc:/)
      await open.click()

      await expect.poll(() => deepLinks.length).toBe(1)
      const link = new URL(deepLinks[0]!)
      expect(`${link.protocol}//`).toBe(chosen.mobile_link)
      const uri = link.searchParams.get('uri')!
      expect(uri).toBe(await page.getByTestId('wui-qr-code').getAttribute('uri'))

      const fallback = page.getByTestId('app-not-opened')
      await expect(fallback).toContainText(`${chosen.name} did not open`)
      await expect(fallback.getByText('App Store')).toHaveAttribute('href', chosen.app_store!)
      await expect(fallback.getByText('Google Play')).toHaveAttribute('href', chosen.play_store!)

      await wallet.kit.pair({ uri })
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.locator('#address')).toHaveText(walletAddress())
      await expect(page.locator('#wallet'), 'the wallet chosen from the directory names the connection').toHaveText(chosen.name)
    } finally {
      await wallet.stop()
    }
  })
})

test.describe('nobody waits for the verify server', () => {
  // The SDK waits up to 5 s for its verify iframe; the kit shows the QR code without waiting.
  let hanging: Server
  let hangingUrl: string
  let closedUrl: string
  test.beforeAll(async () => {
    hanging = createServer(() => undefined)
    await new Promise<void>(resolve => hanging.listen(0, '127.0.0.1', resolve))
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
    const closed = createServer()
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve))
    closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise(resolve => closed.close(resolve))
  })
  test.afterAll(async () => {
    hanging.closeAllConnections()
    await new Promise(resolve => hanging.close(resolve))
  })

  for (const [what, url] of [
    ['a verify server that accepts and never answers', () => hangingUrl],
    ['a verify server on a closed port', () => closedUrl]
  ] as const) {
    test(`with ${what}, the QR code shows at once and the wallet pairs, seeing the dapp as unverified`, async ({ page }) => {
      const wallet = await startPhoneWallet()
      try {
        await openDemo(page, '/html/', `?verifyUrl=${encodeURIComponent(url())}`)
        await page.getByTestId('connect-button').click()
        const row = page.getByTestId('wallet-selector-walletConnect')
        await expect(row).toBeVisible()
        const started = Date.now()
        await row.click()
        const qr = page.getByTestId('wui-qr-code')
        await expect(qr).toHaveAttribute('uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 4_500 })
        const waited = Date.now() - started
        // Waiting on verify would cost ≥ 5 s on top of loading the SDK (cold here, on a busy CI machine).
        expect(waited, `click → QR with a wc: URI took ${waited} ms`).toBeLessThan(3_500)

        await wallet.kit.pair({ uri: (await qr.getAttribute('uri'))! })
        await expect(page.getByTestId('account-button')).toBeVisible()
        await expect(page.locator('#address')).toHaveText(walletAddress())
        expect(wallet.validations, 'the proposal went out without an attestation').toEqual(['UNKNOWN'])
      } finally {
        await wallet.disconnectAll().catch(() => undefined)
        await wallet.stop()
      }
    })
  }
})

test('a pointer resting on the WalletConnect row loads and starts the SDK before the click', async ({ page }) => {
  await openDemo(page, '/html/')
  await page.getByTestId('connect-button').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Connect')
  // The SDK's chunk is built from adapters/walletconnect/provider.ts; nothing else loads it.
  const sdkChunk = page.waitForRequest(request => /\/provider-[\w-]+\.js$/.test(request.url()), { timeout: 5_000 })
  await page.getByTestId('wallet-selector-walletConnect').hover()
  await sdkChunk
  await expect(page.locator('w3m-modal'), 'hovering chose nothing').toHaveAttribute('view', 'Connect')
  await page.getByTestId('wallet-selector-walletConnect').click()
  await expect(page.getByTestId('wui-qr-code')).toHaveAttribute('uri', /^wc:[0-9a-f]{64}@2\?/)
})
