import { expect, test, type Page } from '@playwright/test'
import { getSdkError } from '@walletconnect/utils'
import { createPublicClient, formatEther, http, parseEther, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetClient } from 'w3m-kit-devnet'
import { modalView, requestCode, secureFrame, enterCode, uniqueEmail } from '../e2e/embedded.js'
import { codeIn, nextMail } from '../e2e/mail.js'
import { saveRecoveryKey } from '../e2e/recovery.js'
import { answerRemoteFetchesLocally, approvedEip155Namespaces, startTestWalletKit } from '../wallets/walletkit-offline.js'
import { EXAMPLE_ACCOUNTS } from './accounts.js'
import { e2eDevnet, installExtensionWallet } from './extension-wallet.js'

/**
 * examples/wagmi (React, wagmi, TanStack Query), built twice from the same source: on wagmi 3
 * (/examples/wagmi/) and on wagmi 2 (/examples/wagmi-v2/). Against the devnet: the person connects
 * in the modal, and wagmi's hooks read, send, sign, switch and disconnect through that connection;
 * the modal's buttons follow wagmi's actions, and a reload restores both; the email wallet and a
 * WalletConnect session are wagmi's connection as a browser wallet is. What is asserted is what
 * the page shows and what the chain did.
 */

/** Each build's sender, its own (specs run in parallel; the balance must move by exactly what this spec sends). */
const BUILDS = [
  ['wagmi', EXAMPLE_ACCOUNTS.wagmi],
  ['wagmi-v2', EXAMPLE_ACCOUNTS.wagmiV2]
] as const
const TEST_WALLET_ID = 'com.w3mkit.testwallet'

const rpcUrl = (chainId: number) => e2eDevnet().rpcUrls[`eip155:${chainId}`]!
const chain = (chainId = 1) => createPublicClient({ transport: http(rpcUrl(chainId)) })
const exampleUrl = (name: string) => `${process.env.DEMO_URL}/examples/${name}/`

/** A phone wallet paired over the devnet relay (walletkit in the test process): signs personal_sign with a fresh key, notes each request's chain. */
async function startPhoneWallet() {
  const devnet = e2eDevnet()
  const account = privateKeyToAccount(generatePrivateKey())
  const { kit, stop } = await startTestWalletKit({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, verifyUrl: devnet.verifyUrl, name: 'Phone Wallet' })
  const requestChains: string[] = []
  kit.on('session_proposal', async ({ id, params }) => {
    await kit.approveSession({ id, namespaces: approvedEip155Namespaces(params, ['eip155:1', 'eip155:56'], account.address) })
  })
  kit.on('session_request', async ({ id, topic, params }) => {
    requestChains.push(params.chainId)
    const result = params.request.method === 'personal_sign' ? await account.signMessage({ message: { raw: (params.request.params as [Hex])[0] } }) : null
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return {
    kit,
    address: account.address,
    requestChains,
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    stop
  }
}

async function openExample(page: Page, name: string): Promise<string[]> {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  await page.goto(exampleUrl(name))
  await expect(page.getByTestId('connect-button').or(page.getByTestId('account-button'))).toBeVisible()
  return errors
}

// Offline: the WalletConnect SDK's remote fetches are answered locally (test/wallets/walletkit-offline.ts).
const { restore: restoreFetch } = answerRemoteFetchesLocally()
test.afterAll(() => restoreFetch())

/** From the next navigation on, the page keeps each status wagmi shows (`window.wagmiStatuses`), in order. */
async function recordWagmiStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { wagmiStatuses: string[] }).wagmiStatuses = [])
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="wagmi-status"]')?.textContent
      if (shown && seen.at(-1) !== shown) seen.push(shown)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

for (const [name, account] of BUILDS) {
  test.describe(`examples/${name}`, () => {
    test('connect in the modal; useBalance, useSendTransaction, useSignMessage, useSwitchChain and useDisconnect go through it; the modal follows; a reload restores both; useConnect opens the modal', async ({ page }) => {
      test.slow()
      const address = privateKeyToAccount(e2eDevnet().accounts[account] as Hex).address
      await installExtensionWallet(page, { account })
      const errors = await openExample(page, name)
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')

      // Connect in the modal: wagmi reports the connection.
      await page.getByTestId('connect-button').click()
      await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(address)
      await expect(page.getByTestId('wagmi-chain')).toHaveText('1')

      // useBalance reads it through the kit's RPC (the devnet's RPC proxy).
      const before = await chain().getBalance({ address })
      await expect(page.getByTestId('wagmi-balance')).toHaveAttribute('data-wei', before.toString())
      await expect(page.getByTestId('wagmi-balance')).toHaveText(`${formatEther(before)} ETH`)

      // useSendTransaction: mined; the balance moves by exactly value + fee, and useBalance shows it.
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      await page.getByTestId('wagmi-send-to').fill(recipient)
      await page.getByTestId('wagmi-send-value').fill('0.25')
      await page.getByTestId('wagmi-send').click()
      await expect(page.getByTestId('wagmi-send-status')).toHaveText('success')
      const hash = (await page.getByTestId('wagmi-send-hash').textContent()) as Hex
      const receipt = await chain().getTransactionReceipt({ hash })
      const after = await chain().getBalance({ address })
      expect(before - after).toBe(parseEther('0.25') + receipt.gasUsed * receipt.effectiveGasPrice)
      expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.25'))
      await expect(page.getByTestId('wagmi-balance')).toHaveAttribute('data-wei', after.toString())

      // useSignMessage: the wallet signs; the signature verifies.
      await page.getByTestId('wagmi-sign').click()
      await expect(page.getByTestId('wagmi-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
      expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true)

      // useSwitchChain: the wallet moves, and the modal's network button follows.
      await page.getByTestId('wagmi-switch-56').click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText('56')
      await expect(page.getByTestId('network-button')).toContainText('BNB Smart Chain')
      await expect(page.getByTestId('wagmi-balance')).toHaveText(`${formatEther(await chain(56).getBalance({ address }))} BNB`)

      // A reload restores both: the modal's button and wagmi's connection, on the same chain; wagmi's
      // reconnect waits for the kit's restore, so the page never shows wagmi disconnected on the way.
      await recordWagmiStatuses(page)
      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      expect(await page.evaluate(() => (window as unknown as { wagmiStatuses: string[] }).wagmiStatuses)).toEqual(['reconnecting', 'connected'])
      await expect(page.getByTestId('wagmi-address')).toHaveText(address)
      await expect(page.getByTestId('wagmi-chain')).toHaveText('56')
      await expect(page.getByTestId('network-button')).toContainText('BNB Smart Chain')

      // The modal's switch moves wagmi too.
      await page.getByTestId('network-button').click()
      await page.getByTestId('w3m-network-switch-eip155:1').click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText('1')

      // useDisconnect: the modal's button follows.
      await page.getByTestId('wagmi-disconnect').click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByTestId('connect-button')).toBeVisible()

      // wagmi's own connect (useConnect with the kit's connector) opens the modal: closed, the caller
      // gets a rejection; a wallet chosen there, wagmi and the modal's button are connected.
      await page.getByTestId('wagmi-connect-w3m-kit').click()
      await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Connect')
      await page.getByTestId('w3m-header-close').click()
      await expect(page.getByTestId('wagmi-connect-error')).toHaveText('UserRejectedRequestError')
      await page.getByTestId('wagmi-connect-w3m-kit').click()
      await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('account-button')).toBeVisible()

      // Disconnected once more, a reload stays disconnected.
      await page.getByTestId('wagmi-disconnect').click()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await page.reload()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await page.waitForTimeout(1500)
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      expect(errors, 'page errors').toEqual([])
    })

    test('a dapp\'s own wagmi config (wagmi\'s defaults, injected(), plus w3mConnector): the modal\'s connection stays on the kit\'s connector, wagmi\'s status never goes back to disconnected, and a reload restores it there', async ({ page }) => {
      await installExtensionWallet(page, { account })
      await recordWagmiStatuses(page)
      const statuses = () => page.evaluate(() => (window as unknown as { wagmiStatuses: string[] }).wagmiStatuses)
      const errors: string[] = []
      page.on('pageerror', error => errors.push(error.message))
      await page.goto(`${exampleUrl(name)}?own-config`)
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      // wagmi's own list: injected() and the kit's connector, none of its own for the wallet the modal lists.
      await expect(page.getByTestId('wagmi-connect-w3m-kit')).toBeVisible()
      await expect(page.getByTestId(`wagmi-connect-${TEST_WALLET_ID}`)).toHaveCount(0)

      await page.evaluate(() => ((window as unknown as { wagmiStatuses: string[] }).wagmiStatuses.length = 0))
      await page.getByTestId('connect-button').click()
      await page.getByTestId(`wallet-selector-${TEST_WALLET_ID}`).click()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-connector')).toHaveText('w3m-kit')
      await page.waitForTimeout(500)
      await expect(page.getByTestId('wagmi-connector')).toHaveText('w3m-kit')
      // Since the click: straight to connected (the first entry, if any, is the status before it).
      expect((await statuses()).join(' → ')).toMatch(/^(disconnected → )?connected$/)

      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-connector')).toHaveText('w3m-kit')
      expect(await statuses()).toEqual(['reconnecting', 'connected'])
      expect(errors, 'page errors').toEqual([])
    })

    test('the embedded wallet (email sign-in) is wagmi\'s connection too, and its useSignMessage and useSendTransaction requests meet the frame\'s approval screen', async ({ page }) => {
      test.slow()
      await openExample(page, name)
      const email = uniqueEmail(`wagmi-${name}`)
      await requestCode(page, email)
      await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyOtp')
      await enterCode(page, codeIn(await nextMail(email)))
      await saveRecoveryKey(secureFrame(page))
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      const address = (await page.getByTestId('wagmi-address').textContent()) as Hex
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

      // Through wagmi, the request still stops at the frame's screen: declined there, wagmi's caller gets the rejection.
      await page.getByTestId('wagmi-sign').click()
      await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
      await secureFrame(page).getByTestId('approve-transaction-reject').click()
      await expect(page.getByTestId('wagmi-signature')).toHaveText('Error: UserRejectedRequestError')

      // Approved there: signed by the embedded account (ERC-6492 before its deployment), and the chain verifies it.
      await page.getByTestId('wagmi-sign').click()
      await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
      await secureFrame(page).getByTestId('approve-transaction-approve').click()
      await expect(page.getByTestId('wagmi-signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
      expect(await chain().verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true)

      // useSendTransaction meets the same screen; approved, it is mined and the recipient is paid.
      // Native coin from anvil's own faucet (anvil_setBalance) for the fresh embedded address: no devnet key's nonce is touched.
      await devnetClient(e2eDevnet()).fund(address, '1')
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      await page.getByTestId('wagmi-send-to').fill(recipient)
      await page.getByTestId('wagmi-send-value').fill('0.1')
      await page.getByTestId('wagmi-send').click()
      await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
      await secureFrame(page).getByTestId('approve-transaction-approve').click()
      await expect(page.getByTestId('wagmi-send-status')).toHaveText('success')
      expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.1'))
    })

    test('a WalletConnect session is wagmi\'s connection too: useSignMessage and useSwitchChain go over it; the wallet ending it disconnects wagmi', async ({ page }) => {
      const wallet = await startPhoneWallet()
      try {
        await openExample(page, name)
        await page.getByTestId('connect-button').click()
        await page.getByTestId('wallet-selector-walletConnect').click()
        const qr = page.getByTestId('wui-qr-code')
        await expect(qr).toHaveAttribute('uri', /^wc:[0-9a-f]{64}@2\?/)
        await wallet.kit.pair({ uri: (await qr.getAttribute('uri'))! })
        await expect(page.getByTestId('account-button')).toBeVisible()
        await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
        await expect(page.getByTestId('wagmi-address')).toHaveText(wallet.address)

        await page.getByTestId('wagmi-switch-56').click()
        await expect(page.getByTestId('wagmi-chain')).toHaveText('56')
        await expect(page.getByTestId('network-button')).toContainText('BNB Smart Chain')
        await page.getByTestId('wagmi-sign').click()
        await expect(page.getByTestId('wagmi-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
        const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
        expect(await verifyMessage({ address: wallet.address, message: 'Hello from wagmi', signature })).toBe(true)
        expect(wallet.requestChains.at(-1), 'signed on the chain wagmi switched to').toBe('eip155:56')

        await wallet.disconnectAll()
        await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
        await expect(page.getByTestId('connect-button')).toBeVisible()
      } finally {
        await wallet.disconnectAll().catch(() => undefined)
        await wallet.stop()
      }
    })
  })
}
