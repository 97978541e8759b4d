import { expect, test, type Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { signBip322Simple, verifyBip322Simple } from '../../adapters/bip122/bip322.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { demoDevnet, expectedBalance, openDemo, scanQrCode, walletAddress } from './demo.js'
import { answerRemoteFetchesLocally, startTestWalletKit } from '../wallets/walletkit-offline.js'

// Real parts: the devnet relay, the Solana cluster and the Bitcoin ledger; walletkit in the test
// process signs with real keys (secp256k1, ed25519, BIP-322 over a funded regtest P2WPKH key).
// Only the SDK's remote fetches (verify, telemetry) are answered locally: they cannot exist offline.
const { restore: restoreFetch } = answerRemoteFetchesLocally()
test.afterAll(() => restoreFetch())

const EVM_CHAINS = ['eip155:1', 'eip155:56']
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MESSAGE = 'Hello from w3m-kit'

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(demoDevnet().rpcUrls[SOLANA_DEVNET]!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: T }).result
}

/** A phone wallet holding an EVM, a Solana and a Bitcoin account, answering each family's sign request. */
async function startThreeFamilyWallet(families: Array<'eip155' | 'solana' | 'bip122'>) {
  const devnet = demoDevnet()
  const evm = privateKeyToAccount(devnet.accounts[0] as Hex)
  const solanaKey = ed25519.utils.randomPrivateKey()
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
  // Bitcoin key 0 is only read and signed with by the e2e (the sends use other keys).
  const bitcoin = devnet.bitcoinKeys![0]!
  const { kit, stop } = await startTestWalletKit({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, verifyUrl: devnet.verifyUrl, name: 'Three Family Wallet' })
  const served: string[] = []
  const events = ['accountsChanged', 'chainChanged']
  const supported = {
    eip155: { chains: EVM_CHAINS, methods: ['personal_sign', 'eth_accounts', 'eth_chainId'], events, accounts: EVM_CHAINS.map(chain => `${chain}:${evm.address}`) },
    solana: { chains: [SOLANA_DEVNET], methods: ['solana_signMessage'], events, accounts: [`${SOLANA_DEVNET}:${solanaAddress}`] },
    bip122: { chains: [BITCOIN_REGTEST], methods: ['signMessage'], events, accounts: [`${BITCOIN_REGTEST}:${bitcoin.paymentAddress}`] }
  }
  kit.on('session_proposal', ({ id, params }) => {
    const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces: Object.fromEntries(families.map(family => [family, supported[family]])) })
    void kit.approveSession({ id, namespaces })
  })
  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown }
    served.push(`${params.chainId} ${method}`)
    let result: unknown
    if (method === 'personal_sign') result = await evm.signMessage({ message: { raw: (args as [Hex])[0] } })
    else if (method === 'solana_signMessage') result = { signature: base58.encode(ed25519.sign(base58.decode((args as { message: string }).message), solanaKey)) }
    else if (method === 'signMessage') {
      const { message, address } = args as { message: string; address: string }
      result = { address, signature: signBip322Simple(message, address, hex.decode(bitcoin.privateKey), REGTEST_NETWORK) }
    }
    const response = result === undefined ? { id, jsonrpc: '2.0', error: { code: 4200, message: 'Method not supported' } } : { id, jsonrpc: '2.0', result }
    await kit.respondSessionRequest({ topic, response })
  })
  return {
    kit,
    served,
    evmAddress: evm.address,
    solanaAddress,
    solanaPublicKey: ed25519.getPublicKey(solanaKey),
    bitcoinAddress: bitcoin.paymentAddress,
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    stop
  }
}

type Wallet = Awaited<ReturnType<typeof startThreeFamilyWallet>>

const accountOf = (page: Page, namespace: string) =>
  page.evaluate(ns => (window as unknown as { appKit: { getAccount(ns: string): { address?: string } } }).appKit.getAccount(ns).address ?? null, namespace)

async function switchTo(page: Page, caipNetworkId: string): Promise<void> {
  await page.getByTestId('account-button').click()
  await page.getByTestId('w3m-account-select-network').click()
  await page.getByTestId(`w3m-network-switch-${caipNetworkId}`).click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Account')
}

async function signOnPage(page: Page): Promise<string> {
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden()
  // Each family's signature differs from the one shown before (different keys and schemes).
  const before = (await page.locator('#sign-result').textContent())!
  await page.locator('#sign-message').click()
  const result = () => page.locator('#sign-result').textContent()
  await expect.poll(async () => [before, 'Waiting for the wallet…'].includes((await result())!), { message: 'the signature is shown' }).toBe(false)
  const shown = (await result())!
  expect(shown).not.toMatch(/^Error/)
  return shown
}

const solanaVerifies = (wallet: Wallet, signature: string) => ed25519.verify(base58.decode(signature), new TextEncoder().encode(MESSAGE), wallet.solanaPublicKey)

const path = '/html/'

test.describe(`${path} WalletConnect across EVM, Solana and Bitcoin`, () => {
  test('one pairing connects all three families; each family signs through the session; switching keeps them; a reload restores them; the wallet ending the session ends all', async ({ page }) => {
    test.slow()
    const wallet = await startThreeFamilyWallet(['eip155', 'solana', 'bip122'])
    try {
      await solanaRpc('requestAirdrop', [wallet.solanaAddress, 1_500_000_000])
      await openDemo(page, path, '?bitcoin=1&solana=1&wallet=none&bitcoinWallet=none&solanaWallet=none')
      await wallet.kit.pair({ uri: await scanQrCode(page) })
      await expect(page.getByTestId('account-button')).toBeVisible()
      const [session] = Object.values(wallet.kit.getActiveSessions())
      expect(Object.keys(session!.namespaces).sort(), 'the kit proposed every configured family').toEqual(['bip122', 'eip155', 'solana'])
      await expect.poll(() => accountOf(page, 'solana')).toBe(wallet.solanaAddress)
      await expect.poll(() => accountOf(page, 'bip122')).toBe(wallet.bitcoinAddress)

      // EVM is active (the first network): personal_sign over the session.
      await page.getByTestId('account-button').click()
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())
      const evmSignature = await signOnPage(page)
      expect(await verifyMessage({ address: wallet.evmAddress, message: MESSAGE, signature: evmSignature as Hex })).toBe(true)

      await switchTo(page, SOLANA_DEVNET)
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', wallet.solanaAddress)
      await expect(page.getByTestId('w3m-account-balance')).toHaveText('1.5 SOL')
      expect(solanaVerifies(wallet, await signOnPage(page)), 'solana_signMessage: ed25519 over the message').toBe(true)

      await switchTo(page, BITCOIN_REGTEST)
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', wallet.bitcoinAddress)
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(/^\d[\d,.]* BTC$/)
      expect(verifyBip322Simple(MESSAGE, wallet.bitcoinAddress, await signOnPage(page), REGTEST_NETWORK), 'bip122 signMessage: BIP-322').toBe(true)

      await switchTo(page, 'eip155:1')
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', walletAddress())
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(await expectedBalance('eip155:1', 'ETH'))
      expect(wallet.served).toEqual(['eip155:1 personal_sign', `${SOLANA_DEVNET} solana_signMessage`, `${BITCOIN_REGTEST} signMessage`])

      await page.reload()
      await expect(page.getByTestId('account-button')).toBeVisible()
      await expect.poll(() => accountOf(page, 'solana'), { message: 'the Solana connection comes back with the session' }).toBe(wallet.solanaAddress)
      await expect.poll(() => accountOf(page, 'bip122'), { message: 'the Bitcoin connection comes back with the session' }).toBe(wallet.bitcoinAddress)
      expect(await accountOf(page, 'eip155')).toBe(wallet.evmAddress)
      await switchTo(page, SOLANA_DEVNET)
      expect(solanaVerifies(wallet, await signOnPage(page)), 'the restored Solana connection signs').toBe(true)

      await wallet.disconnectAll()
      await expect(page.getByTestId('connect-button')).toBeVisible()
      await expect.poll(() => Promise.all(['eip155', 'solana', 'bip122'].map(ns => accountOf(page, ns)))).toEqual([null, null, null])
    } finally {
      await wallet.stop()
    }
  })

  test('a Bitcoin-only site connects over WalletConnect, shows the ledger balance and gets a BIP-322 signature', async ({ page }) => {
    const wallet = await startThreeFamilyWallet(['bip122'])
    try {
      await openDemo(page, path, '?bitcoin=only&bitcoinWallet=none')
      await wallet.kit.pair({ uri: await scanQrCode(page) })
      await expect(page.getByTestId('account-button')).toBeVisible()
      const [session] = Object.values(wallet.kit.getActiveSessions())
      expect(Object.keys(session!.namespaces)).toEqual(['bip122'])
      await page.getByTestId('account-button').click()
      await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', wallet.bitcoinAddress)
      await expect(page.getByTestId('w3m-account-balance')).toHaveText(/^\d[\d,.]* BTC$/)
      expect(verifyBip322Simple(MESSAGE, wallet.bitcoinAddress, await signOnPage(page), REGTEST_NETWORK)).toBe(true)
    } finally {
      await wallet.disconnectAll().catch(() => undefined)
      await wallet.stop()
    }
  })
})
