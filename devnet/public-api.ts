import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { numberToHex, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ALL_SERVICES, startDevnet as startServices, type Devnet, type DevnetServiceName } from './index.js'
import { PACKAGED, PACKAGED_PAGE, type DevnetInfo } from './info.js'
import { loginCodeIn, readInbox, waitForMail } from './mail/inbox.js'
import type { MailMessage } from './mail/index.js'
import type { OidcTestUser } from './oidc/index.js'
import type { FaultPlan } from './faults.js'
import { devnetChains, type TestWalletChain } from '../test/wallets/chain-rpc.js'
import { jsonRpc } from './chains/json-rpc.js'

/**
 * The `w3m-kit-devnet` package's main entry: start the devnet (`startDevnet`), or reach a running one
 * from its info (`devnetClient`: another process, a Playwright worker), with typed handles.
 */

export type { DevnetInfo } from './info.js'
export type { DevnetServiceName } from './index.js'
export type { FaultPlan } from './faults.js'
export type { Gate } from './gate.js'
export type { MailMessage } from './mail/index.js'
export type { OidcTestUser } from './oidc/index.js'
export type { FarcasterTestUser } from './farcaster/users.js'
export type { TestWalletChain } from '../test/wallets/chain-rpc.js'
export { ALL_SERVICES }

export interface StartDevnetOptions {
  /** Services to start (default all); each brings what it needs (`api` brings `evm` and `solana`, `auth` brings `oidc`, `mail`, `farcaster`, `evm`). */
  only?: DevnetServiceName[]
  /** Where to write the info JSON other processes read (`readDevnetInfo`); default a file of its own in the temp folder. */
  infoPath?: string
}

export interface Mailbox {
  /** Every mail to `to`, newest first. */
  messages(to: string): Promise<MailMessage[]>
  /** The 6-digit code of the newest login mail to `email` arriving after `seen` earlier mails; polls until `timeoutMs` (default 20 s). */
  waitForCode(email: string, options?: { seen?: number; timeoutMs?: number }): Promise<string>
}

export interface OidcLogin {
  users: readonly OidcTestUser[]
  /**
   * Signs `user` (default the first) in at the provider's real login page in `page` (the sign-in popup) and answers its
   * consent page; a person still signed in there goes straight to the consent. Resolves as soon as the window closes
   * (the provider closes it at once when the person is signed in there and has consented before).
   */
  login(page: Page, user?: Pick<OidcTestUser, 'login' | 'password'>, decision?: 'allow' | 'deny'): Promise<void>
}

export interface Faults {
  /** Sets (or with `undefined` clears) the fault plan of the service at `url` (any devnet URL: a node, the API, the auth gate…). */
  set(url: string, plan: FaultPlan | undefined): Promise<void>
  /** The EVM node of `chainId` drops every request until `rpcUp(chainId)`: an RPC outage. */
  rpcDown(chainId: number): Promise<void>
  rpcUp(chainId: number): Promise<void>
}

/** What a running devnet offers a test: addresses, funded keys, the mailbox, the OIDC login, fault switches. */
export interface DevnetClient {
  info: DevnetInfo
  /** The EVM chains as wallets take them (`installInjectedWallet`, `phoneWallet`). */
  chains: TestWalletChain[]
  /** Pre-funded private keys (10 000 native and every token on each EVM chain). Share them across parallel tests only for reading. */
  accounts: Hex[]
  /** `createAppKit` options for this devnet (w3m-kit users; a wagmi dapp takes `chains` instead). */
  appKitOptions: { projectId: string; apiUrl: string; walletDirectoryUrl: string; relayUrl: string; analyticsUrl: string; verifyUrl?: string; secureSiteUrl?: string }
  /** A fresh private key with `ether` (default 100) of native coin on every EVM chain (anvil_setBalance): a sender no other test shares. */
  newFundedAccount(ether?: string): Promise<Hex>
  /** Sets `address`'s native balance to `ether` on every EVM chain (anvil_setBalance), e.g. an embedded wallet's. */
  fund(address: Hex, ether: string): Promise<void>
  mailbox: Mailbox
  oidc: OidcLogin
  faults: Faults
}

export interface DevnetHandle extends DevnetClient {
  infoPath: string
  /** The running services themselves (their gates' `down()`/`up()`, `setFaults`, stores). */
  services: Devnet['services']
  restartAuth(): Promise<void>
  stop(): Promise<void>
}

async function setFaultPlan(url: string, plan: FaultPlan | undefined): Promise<void> {
  const response = await fetch(`${new URL(url).origin}/__faults`, plan ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(plan) } : { method: 'DELETE' })
  if (!response.ok) throw new Error(`Fault plan for ${url}: HTTP ${response.status}`)
}

function mailboxOf(info: DevnetInfo): Mailbox {
  const inbox = () => {
    if (!info.mailInboxUrl) throw new Error('The mail service is not running in this devnet (start it with `mail` or `auth`)')
    return info.mailInboxUrl
  }
  return {
    messages: to => readInbox(inbox(), to),
    async waitForCode(email, { seen = 0, timeoutMs = 20_000 } = {}) {
      const mail = await waitForMail(inbox(), email, { seen, timeoutMs, where: each => loginCodeIn(each) !== undefined })
      return loginCodeIn(mail)!
    }
  }
}

function oidcOf(info: DevnetInfo): OidcLogin {
  const users = info.oidcTestUsers ?? []
  return {
    users,
    async login(page, user = users[0], decision = 'allow') {
      if (!user) throw new Error('The OIDC provider is not running in this devnet (start it with `oidc` or `auth`)')
      // The provider closes the window at once when nothing is left to ask (signed in there, consent remembered):
      // each step races the window's 'close', and a closed window ends the login.
      const closed = new Promise<'closed'>(resolve => page.once('close', () => resolve('closed')))
      const step = (action: () => Promise<unknown>) =>
        page.isClosed()
          ? Promise.resolve('closed' as const)
          : Promise.race([
              action().then(
                () => 'done' as const,
                (error: unknown) => {
                  if (page.isClosed()) return 'closed' as const
                  throw error
                }
              ),
              closed
            ])
      const consent = page.getByRole('heading', { name: 'Allow access?' })
      if ((await step(() => page.getByRole('heading', { name: 'Sign in' }).or(consent).waitFor({ timeout: 30_000 }))) === 'closed') return
      if (!(await consent.isVisible())) {
        await page.getByLabel('Login').fill(user.login)
        await page.getByLabel('Password').fill(user.password)
        if ((await step(() => page.getByRole('button', { name: 'Sign in' }).click())) === 'closed') return
      }
      if ((await step(() => consent.waitFor({ timeout: 30_000 }))) === 'closed') return
      await step(() => page.getByRole('button', { name: decision === 'allow' ? 'Allow' : 'Deny' }).click())
    }
  }
}

/** The handles of a running devnet, from its info (`readDevnetInfo(path)` in another process). */
export function devnetClient(info: DevnetInfo): DevnetClient {
  const chains = devnetChains(info.rpcUrls)
  const rpcOf = (chainId: number) => {
    const chain = chains.find(each => each.chainId === chainId)
    if (!chain) throw new Error(`No EVM chain ${chainId} in this devnet (${chains.map(each => each.chainId).join(', ') || 'none'})`)
    return chain.rpcUrl
  }
  const fund = async (address: Hex, ether: string) => {
    await Promise.all(chains.map(chain => jsonRpc(chain.rpcUrl, 'anvil_setBalance', [address, numberToHex(parseEther(ether))])))
  }
  return {
    info,
    chains,
    accounts: info.accounts,
    appKitOptions: {
      projectId: info.projectId,
      apiUrl: info.apiUrl,
      walletDirectoryUrl: info.walletDirectoryUrl,
      relayUrl: info.relayUrl,
      analyticsUrl: info.analyticsUrl,
      ...(info.verifyUrl ? { verifyUrl: info.verifyUrl } : {}),
      ...(info.secureSiteUrl ? { secureSiteUrl: info.secureSiteUrl } : {})
    },
    async newFundedAccount(ether = '100') {
      const key = generatePrivateKey()
      await fund(privateKeyToAccount(key).address, ether)
      return key
    },
    fund,
    mailbox: mailboxOf(info),
    oidc: oidcOf(info),
    faults: {
      set: setFaultPlan,
      rpcDown: chainId => setFaultPlan(rpcOf(chainId), { drop: true }),
      rpcUp: chainId => setFaultPlan(rpcOf(chainId), undefined)
    }
  }
}

/** Starts the asked services in parallel (all by default) and returns their handles; `stop()` ends them all. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<DevnetHandle> {
  const infoPath = options.infoPath ?? join(mkdtempSync(join(tmpdir(), 'w3m-kit-devnet-')), 'info.json')
  const devnet = await startServices({ infoPath, ...(options.only ? { only: options.only } : {}), ...(PACKAGED ? { pageRoot: PACKAGED_PAGE } : {}) })
  return { ...devnetClient(devnet.info), infoPath: devnet.infoPath, services: devnet.services, restartAuth: () => devnet.restartAuth(), stop: () => devnet.stop() }
}

export { readDevnetInfo } from './info.js'
/** The 6-digit code of a login mail, and the device-approval link of a new-device mail (undefined when absent). */
export { deviceLinkIn, loginCodeIn } from './mail/inbox.js'
