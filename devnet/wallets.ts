import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { getSdkError } from '@walletconnect/utils'
import { createWalletClient, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BitcoinTestWalletOptions } from '../test/wallets/bitcoin-wallet.js'
import type { TestWalletChain } from '../test/wallets/chain-rpc.js'
import type { PendingRequest, TestWalletOptions } from '../test/wallets/eip1193-wallet.js'
import { answerRemoteFetchesLocally, approvedEip155Namespaces, startTestWalletKit } from '../test/wallets/walletkit-offline.js'

/**
 * `w3m-kit-devnet/wallets`: real test wallets for a dapp's tests. In a Playwright page: an EIP-1193
 * wallet announced over EIP-6963 (`installInjectedWallet`), Wallet Standard Solana and Bitcoin wallets.
 * In Node: a WalletConnect phone wallet (`phoneWallet`), the same EIP-1193 wallet (`createTestWallet`),
 * the Solana and Bitcoin wallets, and the Farcaster app's signer (`approveFarcasterSignIn`).
 */

export { createTestWallet, ProviderErrorCode, ProviderRpcError } from '../test/wallets/eip1193-wallet.js'
export type { EIP1193Provider, PendingRequest, TestWallet, TestWalletOptions } from '../test/wallets/eip1193-wallet.js'
export type { TestWalletChain } from '../test/wallets/chain-rpc.js'
export { SolanaTestWallet, solanaTestSeed } from '../test/wallets/solana-wallet.js'
export { BitcoinTestWallet } from '../test/wallets/bitcoin-wallet.js'
export { approveSignIn as approveFarcasterSignIn, parseSignInUrl as parseFarcasterSignInUrl } from '../test/wallets/farcaster-signer.js'

/** The browser bundle the package ships; in the repository it is built from source on first use. */
const PACKAGED_SCRIPT = new URL('./injected-wallet.js', import.meta.url)
let pageScript: string | undefined

function walletPageScript(): string {
  if (pageScript !== undefined) return pageScript
  if (existsSync(PACKAGED_SCRIPT)) return (pageScript = readFileSync(PACKAGED_SCRIPT, 'utf8'))
  // Through require: the package's bundle never names esbuild (a repository tool), it ships the script built.
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild')
  const built = esbuild.buildSync({ entryPoints: [fileURLToPath(new URL('./injected-wallet-page.ts', import.meta.url))], bundle: true, format: 'iife', platform: 'browser', target: 'es2022', write: false, logLevel: 'error' })
  return (pageScript = built.outputFiles[0]!.text)
}

const scriptedPages = new WeakSet<Page>()

/** Adds the wallets' script to the page's init scripts once; `install` then runs in the top frame on every load, before the dapp's code. */
async function addWalletInit(page: Page, install: string): Promise<void> {
  if (!scriptedPages.has(page)) {
    scriptedPages.add(page)
    await page.addInitScript({ content: `if (window.top === window) {\n${walletPageScript()}\n}` })
  }
  await page.addInitScript({ content: `if (window.top === window) window.__w3mKitDevnetWallets.${install}` })
}

export interface InjectedWalletOptions extends Partial<Omit<TestWalletOptions, 'privateKey' | 'chains' | 'approval'>> {
  /** The private key (or keys: `switchAccount`) it signs with; a fresh funded one from `devnet.newFundedAccount()`. */
  account: Hex | readonly Hex[]
  /** The chains it knows, the first active (`devnet.chains`). */
  chains: TestWalletChain[]
  /** Approve every prompt at once (default true); false parks prompts until `approveNext()` / `rejectNext()`. */
  autoApprove?: boolean
}

/** The injected wallet as a test steers it (after the page has loaded: it lives in the page). */
export interface InjectedWallet {
  /** The active account. */
  address: Hex
  /** Rejects (4001) the next prompt, or the next request of `method`; with `autoApprove: false`, a prompt already waiting. */
  rejectNext(method?: string): Promise<void>
  /** Waits for a prompt (of `method`, when given) and approves it (with `autoApprove: false`). */
  approveNext(method?: string, timeoutMs?: number): Promise<PendingRequest>
  /** Waits until a prompt (of `method`, when given) is parked. */
  waitForPending(method?: string, timeoutMs?: number): Promise<PendingRequest>
  /** Prompts waiting for the "user". */
  pending(): Promise<PendingRequest[]>
  /** Every request the page made, in order, rejected ones too. */
  requests(): Promise<Array<{ method: string; params: unknown }>>
}

interface SteeredWallet {
  rejectNext(method?: string): void
  pending(): PendingRequest[]
  approve(id: number): void
  reject(id: number): void
  requests: Array<{ method: string; params: unknown }>
}

/**
 * Installs an EIP-1193 wallet in `page` (call before `page.goto`): it announces itself over EIP-6963 as
 * "Test Wallet" (`info` renames it), signs with `account` and sends to the chains' nodes. Every other
 * option of the wallet (e.g. `injectWindowEthereum`, EIP-5792 capabilities) passes through.
 */
export async function installInjectedWallet(page: Page, options: InjectedWalletOptions): Promise<InjectedWallet> {
  const { account, autoApprove = true, ...rest } = options
  const keys = typeof account === 'string' ? [account] : [...account]
  const walletOptions = { ...rest, privateKey: keys, approval: autoApprove ? 'auto' : 'manual' }
  await addWalletInit(page, `evm(${JSON.stringify(walletOptions)})`)
  const waitForPending = async (method?: string, timeoutMs = 20_000): Promise<PendingRequest> => {
    const handle = await page.waitForFunction(
      wanted => (window as unknown as { testWallet?: SteeredWallet }).testWallet?.pending().find(request => !wanted || request.method === wanted) ?? false,
      method,
      { timeout: timeoutMs }
    )
    return (await handle.jsonValue()) as PendingRequest
  }
  // Each evaluate names the wallet itself (no eval in the page: a strict CSP refuses it).
  const missing = 'No injected wallet in this page: installInjectedWallet before page.goto, and load a page'
  const pending = () =>
    page.evaluate(message => {
      const wallet = (window as unknown as { testWallet?: SteeredWallet }).testWallet
      if (!wallet) throw new Error(message)
      return wallet.pending()
    }, missing)
  const settle = (id: number, decision: 'approve' | 'reject') =>
    page.evaluate(([message, which, how]) => {
      const wallet = (window as unknown as { testWallet?: SteeredWallet }).testWallet
      if (!wallet) throw new Error(message)
      wallet[how](which)
    }, [missing, id, decision] as const)
  return {
    address: privateKeyToAccount(keys[0]!).address,
    async rejectNext(method) {
      if (!autoApprove) {
        const waiting = (await pending()).find(request => !method || request.method === method)
        if (waiting) return settle(waiting.id, 'reject')
      }
      await page.evaluate(([message, wanted]) => {
        const wallet = (window as unknown as { testWallet?: SteeredWallet }).testWallet
        if (!wallet) throw new Error(message)
        wallet.rejectNext(wanted ?? undefined)
      }, [missing, method ?? null] as const)
    },
    async approveNext(method, timeoutMs) {
      if (autoApprove) throw new Error('approveNext needs installInjectedWallet(page, { autoApprove: false })')
      const request = await waitForPending(method, timeoutMs)
      await settle(request.id, 'approve')
      return request
    },
    waitForPending,
    pending,
    requests: () =>
      page.evaluate(message => {
        const wallet = (window as unknown as { testWallet?: SteeredWallet }).testWallet
        if (!wallet) throw new Error(message)
        return wallet.requests.map(({ method, params }) => ({ method, params }))
      }, missing)
  }
}

/** A Wallet Standard Solana wallet in `page` (call before `page.goto`); `testSolanaWallet.rejectNext()` in the page declines a prompt. */
export async function installSolanaWallet(page: Page, options: { secretKey: Uint8Array; rpcUrl: string; chains: `solana:${string}`[] }): Promise<void> {
  const secretKeyHex = `0x${Buffer.from(options.secretKey).toString('hex')}`
  await addWalletInit(page, `solana(${JSON.stringify({ secretKeyHex, rpcUrl: options.rpcUrl, chains: options.chains })})`)
}

/** A Bitcoin wallet in `page` (Wallet Standard, sats-connect and `window.unisat` shapes; call before `page.goto`). */
export async function installBitcoinWallet(page: Page, options: Omit<BitcoinTestWalletOptions, 'storage'>): Promise<void> {
  await addWalletInit(page, `bitcoin(${JSON.stringify(options)})`)
}

export interface PhoneWalletOptions {
  /** The devnet's WalletConnect side: `devnet.info` carries all of it. */
  devnet: { projectId: string; relayUrl: string; verifyUrl?: string; rpcUrls: Record<string, string> }
  /** The private key it signs with. */
  account: Hex
  /** CAIP-2 chains it grants (default every EVM chain of the devnet). */
  chains?: string[]
  name?: string
}

export interface PhoneWallet {
  address: Hex
  /** Pairs from the `wc:` URI a dapp shows (its QR code's text); resolves once the session is approved. */
  pair(uri: string): Promise<{ topic: string }>
  /** The next request is rejected (4001), as a person tapping Reject. */
  rejectNext(): void
  /** Every request method the dapp sent, in order. */
  readonly methods: string[]
  /** Hashes of the transactions it sent. */
  readonly sent: Hex[]
  /** How the wallet's verify check judged each proposal's origin (VALID, INVALID, UNKNOWN). */
  readonly validations: string[]
  disconnectAll(): Promise<void>
  stop(): Promise<void>
}

let offlineUsers = 0
let restoreFetch: (() => void) | undefined

/**
 * A WalletConnect phone wallet in the test process (@reown/walletkit over the devnet relay and verify
 * server, memory storage, no telemetry): approves proposals, signs `personal_sign` and
 * `eth_signTypedData_v4`, sends `eth_sendTransaction` to the chain's node. While one runs, the
 * SDK's remote fetches are answered locally (503): nothing leaves the machine.
 */
export async function phoneWallet(options: PhoneWalletOptions): Promise<PhoneWallet> {
  const { devnet } = options
  const account = privateKeyToAccount(options.account)
  const chains = options.chains ?? Object.keys(devnet.rpcUrls).filter(caip => caip.startsWith('eip155:'))
  if (offlineUsers++ === 0) restoreFetch = answerRemoteFetchesLocally().restore
  const { kit, stop } = await startTestWalletKit({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, ...(devnet.verifyUrl ? { verifyUrl: devnet.verifyUrl } : {}), name: options.name ?? 'Phone Wallet' })
  const methods: string[] = []
  const sent: Hex[] = []
  const validations: string[] = []
  let rejectNext = false
  const approvals: Array<(topic: string) => void> = []
  kit.on('session_proposal', async ({ id, params, verifyContext }) => {
    validations.push(verifyContext.verified.validation)
    const session = await kit.approveSession({ id, namespaces: approvedEip155Namespaces(params, chains, account.address) })
    approvals.shift()?.(session.topic)
  })
  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    methods.push(method)
    const answer = async (): Promise<unknown> => {
      if (rejectNext) {
        rejectNext = false
        return { error: { code: 4001, message: 'User rejected the request.' } }
      }
      if (method === 'personal_sign') return { result: await account.signMessage({ message: { raw: (args as [Hex])[0] } }) }
      if (method === 'eth_signTypedData_v4') return { result: await account.signTypedData(JSON.parse((args as [string, string])[1])) }
      if (method === 'eth_sendTransaction') {
        const [tx] = args as [{ to: Hex; value?: Hex; data?: Hex; gas?: Hex }]
        const signer = createWalletClient({ account, transport: http(devnet.rpcUrls[params.chainId]) })
        const hash = await signer.sendTransaction({ chain: null, to: tx.to, value: tx.value ? BigInt(tx.value) : undefined, data: tx.data, gas: tx.gas ? BigInt(tx.gas) : undefined })
        sent.push(hash)
        return { result: hash }
      }
      return { error: { code: 4200, message: `The phone wallet does not support ${method}` } }
    }
    const response = await answer().catch(error => ({ error: { code: -32603, message: error instanceof Error ? error.message : String(error) } }))
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...(response as object) } as never })
  })
  return {
    address: account.address,
    async pair(uri) {
      const approved = new Promise<string>(resolve => approvals.push(resolve))
      await kit.pair({ uri })
      return { topic: await approved }
    },
    rejectNext: () => void (rejectNext = true),
    methods,
    sent,
    validations,
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions())) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    async stop() {
      await stop()
      if (--offlineUsers === 0) restoreFetch?.()
    }
  }
}
