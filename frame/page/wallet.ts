import type { Hex } from 'viem'
import type { ExplainedRequest, RequestContext } from './explain/model.js'
import { unexplained } from './explain/unexplained.js'
import { FrameAnswerError, type FrameHandler } from '../channel.js'
import { MAX_PENDING_TRANSACTIONS, NOT_SIGNED_IN_CODE, SIGN_IN_DECLINED, SOCIAL_SIGN_IN_FAILED, type AccountType, type FrameMessages, type FrameRequest, type FrameUser } from '../protocol.js'
import { effectiveAccountType, frameUser, smartAccountNetworks, type AccountState } from './account-type.js'
import { chainOf, rpcCall } from './rpc.js'
import { NOT_ALLOWED_CODE, NOT_ALLOWED_MESSAGE, rpcMethodKind } from '../rpc-methods.js'
import { askApproval, askRecoveryShare, showRecoveryShare } from './approval.js'
import { AuthClient } from './auth-client.js'
import { loadDeviceShare, saveDeviceShare } from './device-store.js'
import { frameStorage } from './storage.js'
import { readEmail } from '../email-address.js'
import { setFrameLocale } from './locale.js'
import { applyTheme } from './theme.js'

/** The key and chain code (viem, Shamir) loads after the frame says it is ready: the first answer comes sooner. */
const keys = () => import('./keys.js')
const signing = () => import('./sign-request.js')
const smartAccounts = () => import('./smart-account.js')
/** The request decoders (and the viem they use) load when a request needs approval: the first screen stays small. */
const explainer = () => import('./explain/explain-request.js')

/** Everything the frame answers (SPEC §7), over the auth service and the chain RPC. */

export interface WalletConfig {
  authUrl: string
  rpcUrls: Record<string, string>
  parentOrigin: string
  chainId: number
  /** ERC-4337 bundler per CAIP-2 id (the secure site's config): where the smart account works. */
  bundlerUrls?: Record<string, string>
  /** The smart accounts' factory (same address on every bundler's chain). */
  accountFactoryAddress?: Hex
  /** The blockchain API (its URL from the secure site's config, the project from the frame URL): names and USD prices on the approval screen. */
  blockchainApi?: { url: string; projectId: string }
  /** Shows/hides the frame element on the kit's side (approval, recovery screens). */
  setVisible(visible: boolean, reason: 'approve' | 'recovery-backup' | 'recovery-restore'): void
}

/** SPEC §8 toast words, the answer to a switch to the smart account that cannot be made. */
const SMART_ACCOUNT_UNSUPPORTED = 'This application might not support Smart Accounts'

/** SPEC §6 lists them as needing approval; this frame has no key or service for them yet. */
const NOT_SUPPORTED_HERE = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation', 'solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'])
const KEYS = { device: 'w3m-frame:device-id', refresh: 'w3m-frame:refresh', access: 'w3m-frame:access', email: 'w3m-frame:email', chain: 'w3m-frame:chain-id', preferredAccountType: 'w3m-frame:preferred-account-type' } as const

function isHex32(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

async function bundlerChainId(url: string | undefined): Promise<number | undefined> {
  if (!url) return undefined
  return rpcCall<string>(url, 'eth_chainId').then(Number, () => undefined)
}

function deviceId(): string {
  let id = frameStorage.getItem(KEYS.device)
  if (!id) frameStorage.setItem(KEYS.device, (id = crypto.randomUUID().replaceAll('-', '')))
  return id
}

export function createWallet(config: WalletConfig): FrameHandler {
  const auth = new AuthClient(config.authUrl)
  let pendingEmail: string | undefined
  let pendingNewEmail: string | undefined
  let chainId = Number(frameStorage.getItem(KEYS.chain)) || config.chainId
  let user: { email: string | null; userName?: string; address: Hex } | undefined
  // The auth share stays in this frame's memory for the page's life: signing goes on if the auth service goes down.
  let authShare: string | undefined
  let pending = 0

  const smartNetworks = config.accountFactoryAddress ? smartAccountNetworks(config.bundlerUrls) : []
  const rpcUrl = (id: number) => {
    const url = config.rpcUrls[`eip155:${id}`]
    if (!url) throw new FrameAnswerError('Chain is not supported', 4902)
    return url
  }

  async function signedIn<T>(path: string, body: unknown = {}): Promise<T> {
    const access = frameStorage.getItem(KEYS.access) ?? undefined
    try {
      return await auth.post<T>(path, body, access)
    } catch (error) {
      if (!(error instanceof FrameAnswerError) || error.code !== 401) throw error
      const refreshed = await auth.post<{ accessToken: string; refreshToken: string }>('/session/refresh', { refreshToken: frameStorage.getItem(KEYS.refresh) ?? '' })
      frameStorage.setItem(KEYS.access, refreshed.accessToken)
      frameStorage.setItem(KEYS.refresh, refreshed.refreshToken)
      return auth.post<T>(path, body, refreshed.accessToken)
    }
  }

  /** After sign-in (email or social alike): create the wallet (first time) or make sure this device holds a share (new device). */
  async function ensureKey(): Promise<void> {
    const me = await signedIn<{ email: string | null; userName?: string | null; address: Hex | null; hasAuthShare: boolean }>('/me')
    const profile = { email: me.email, ...(me.userName ? { userName: me.userName } : {}) }
    if (!me.hasAuthShare || !me.address) {
      const key = await (await keys()).createSplitKey()
      await saveDeviceShare(key.address, key.deviceShare)
      await signedIn('/share/put', { address: key.address, share: key.authShare })
      authShare = key.authShare
      user = { ...profile, address: key.address }
      config.setVisible(true, 'recovery-backup')
      await showRecoveryShare(key.recoveryShare).finally(() => config.setVisible(false, 'recovery-backup'))
      return
    }
    const { share } = await signedIn<{ share: string; address: Hex }>('/share/get')
    authShare = share
    user = { ...profile, address: me.address }
    const { isShare, withKey } = await keys()
    const device = await loadDeviceShare(me.address).catch(() => undefined)
    if (device && (await withKey([device, share], me.address, async () => true).catch(() => false))) return
    // New device or cleared storage: the recovery share plus the auth share rebuild the key; keep the recovery share as this device's share.
    config.setVisible(true, 'recovery-restore')
    const address = me.address
    const recovery = await askRecoveryShare(async candidate => isShare(candidate) && (await withKey([candidate, share], address, async () => true).catch(() => false))).finally(() =>
      config.setVisible(false, 'recovery-restore')
    )
    await saveDeviceShare(me.address, recovery)
  }

  async function sign<T>(use: Parameters<typeof import('./keys.js').withKey<T>>[2]): Promise<T> {
    if (!user || !authShare) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
    const device = await loadDeviceShare(user.address)
    if (!device) throw new FrameAnswerError('This device has no key share: sign in again', NOT_SIGNED_IN_CODE)
    return (await keys()).withKey([device, authShare], user.address, use)
  }

  /** The smart account on the current chain, or undefined where there is none or it cannot be read (the EOA is used then, SPEC §4). */
  async function smartAccountHere(owner: Hex): Promise<{ address: Hex; deployed: boolean } | undefined> {
    if (!smartNetworks.includes(chainId) || !config.accountFactoryAddress) return undefined
    try {
      const { createPublicClient, http } = await import('viem')
      const client = createPublicClient({ chain: chainOf(chainId, rpcUrl(chainId)), transport: http() })
      return await (await smartAccounts()).readSmartAccount(client, config.accountFactoryAddress, owner)
    } catch {
      return undefined
    }
  }

  async function accountState(): Promise<AccountState> {
    if (!user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
    const type = effectiveAccountType(frameStorage.getItem(KEYS.preferredAccountType), chainId, smartNetworks)
    const smartAccount = await smartAccountHere(user.address)
    return { email: user.email, eoa: user.address, chainId, type, ...(smartAccount ? { smartAccount } : {}), ...(user.userName ? { userName: user.userName } : {}) }
  }

  async function currentUser(): Promise<FrameUser> {
    return frameUser(await accountState())
  }

  /** The kit's remembered choice (get-user) or the site's `defaultAccountTypes.eip155` (connect-email, connect-social) becomes the frame's. */
  function remember(type: AccountType | undefined): void {
    if (type) frameStorage.setItem(KEYS.preferredAccountType, type)
  }

  /** Keeps a new session (`email` remembers an email sign-in for connect-email's CONNECT), then the key screens. */
  async function startSession(session: { accessToken: string; refreshToken: string }, email?: string): Promise<void> {
    frameStorage.setItem(KEYS.access, session.accessToken)
    frameStorage.setItem(KEYS.refresh, session.refreshToken)
    if (email) frameStorage.setItem(KEYS.email, email)
    else frameStorage.removeItem(KEYS.email)
    await ensureKey()
  }

  /** A social step at the auth service: a declined consent keeps its words, anything else is 'Social sign-in failed'. */
  async function social<T>(path: string, body: unknown): Promise<T> {
    try {
      return await auth.post<T>(path, body)
    } catch (error) {
      if (error instanceof FrameAnswerError && error.message === SIGN_IN_DECLINED) throw error
      throw new FrameAnswerError(SOCIAL_SIGN_IN_FAILED)
    }
  }

  /**
   * Signed in (true) or signed out (false: no session on this device, or the auth service says it is
   * over). A service that cannot be reached answers neither: the error goes to the kit, which keeps
   * the login for the next load (an outage signs nobody out, issue 24).
   */
  async function restore(): Promise<boolean> {
    if (user) return true
    if (!frameStorage.getItem(KEYS.refresh)) return false
    try {
      await ensureKey()
      return true
    } catch (error) {
      if (error instanceof FrameAnswerError && error.code !== undefined && error.code >= 400 && error.code < 500) return false
      throw error
    }
  }

  async function rpc(payload: FrameMessages['rpc-request']['request']): Promise<unknown> {
    const { method } = payload
    const params = Array.isArray(payload.params) ? payload.params : payload.params === undefined ? [] : [payload.params]
    const id = payload.chainId === undefined ? chainId : Number(String(payload.chainId).replace(/^eip155:/, ''))
    if (method === 'eth_chainId') return `0x${id.toString(16)}`
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return user ? [(await currentUser()).address] : []
    const bundlerUrl = config.bundlerUrls?.[`eip155:${id}`]
    if (method === 'wallet_getCallsStatus' && bundlerUrl && isHex32(params[0])) {
      // A calls id the smart account made is a user operation hash: the bundler's receipt answers it.
      const status = await (await smartAccounts()).userOperationCallsStatus(bundlerUrl, id, params[0]).catch(() => undefined)
      if (status) return status
    }
    const kind = rpcMethodKind(method)
    if (kind === 'safe') {
      return rpcCall(rpcUrl(id), method, params)
    }
    if (kind !== 'approval' || NOT_SUPPORTED_HERE.has(method)) throw new FrameAnswerError(NOT_ALLOWED_MESSAGE, NOT_ALLOWED_CODE)
    if (!user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
    if (pending >= MAX_PENDING_TRANSACTIONS) throw new FrameAnswerError('Too many pending requests', -32005)
    pending++
    try {
      // The smart account acts where it is the account in use (current chain, bundler known); the EOA otherwise.
      const state = id === chainId ? await accountState() : undefined
      const factoryAddress = config.accountFactoryAddress
      const smart = state?.type === 'smartAccount' && state.smartAccount && bundlerUrl && factoryAddress ? { address: state.smartAccount.address, owner: user.address, factoryAddress, bundlerUrl } : undefined
      const address = smart?.address ?? user.address
      // The person sees what the request means, read from the account that will act (the smart account's simulation runs from its address).
      const approvalMethod = method as ExplainedRequest['method']
      const requestContext: RequestContext = { origin: config.parentOrigin, chainId: id, account: address }
      const explained = await explainer()
        .then(({ explainRequest }) => explainRequest(approvalMethod, params, requestContext, { rpcUrl: rpcUrl(id), ...(config.blockchainApi ? { blockchainApi: config.blockchainApi } : {}) }))
        .catch(() => unexplained(approvalMethod, params, requestContext))
      config.setVisible(true, 'approve')
      const approved = await askApproval(explained).finally(() => config.setVisible(false, 'approve'))
      if (!approved) throw new FrameAnswerError('User rejected the request.', 4001)
      const context = { address, rpcUrl: rpcUrl(id), chainId: id, sign }
      return await (await signing()).signRequest(method, params, smart ? { ...context, smartAccount: smart } : context)
    } finally {
      pending--
    }
  }

  const handlers: { [K in keyof FrameMessages]?: (payload: FrameMessages[K]['request']) => Promise<FrameMessages[K]['response']> } = {
    'connect-email': async ({ email, preferredAccountType }) => {
      remember(preferredAccountType)
      const reading = readEmail(email)
      if (!reading.ok) throw new FrameAnswerError(reading.error)
      pendingEmail = reading.email
      const refreshToken = frameStorage.getItem(KEYS.email) === pendingEmail ? (frameStorage.getItem(KEYS.refresh) ?? undefined) : undefined
      const { action } = await auth.post<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>('/email/start', { email: pendingEmail, deviceId: deviceId(), refreshToken })
      if (action === 'CONNECT') await ensureKey()
      return { action }
    },
    'connect-device': async () => {
      if (!pendingEmail) throw new FrameAnswerError('Start with connect-email')
      for (;;) {
        const { approved } = await auth.post<{ approved: boolean }>('/device/status', { email: pendingEmail, deviceId: deviceId() })
        if (approved) return {}
        await new Promise(resolve => setTimeout(resolve, 1000))
      }
    },
    'connect-otp': async ({ otp }) => {
      if (!pendingEmail) throw new FrameAnswerError('Start with connect-email')
      const session = await auth.post<{ accessToken: string; refreshToken: string }>('/otp/verify', { email: pendingEmail, deviceId: deviceId(), otp })
      await startSession(session, pendingEmail)
      return {}
    },
    // The PKCE verifier and nonce stay at the auth service (keyed by state, bound to this device): the site's page never sees them.
    'get-social-redirect-uri': ({ provider }) => social<{ uri: string }>('/social/start', { provider, deviceId: deviceId() }),
    'connect-social': async ({ uri, preferredAccountType }) => {
      remember(preferredAccountType)
      const callback = new URL(uri)
      if (callback.origin !== location.origin || callback.pathname !== '/oauth/callback') throw new FrameAnswerError(SOCIAL_SIGN_IN_FAILED)
      const session = await social<{ accessToken: string; refreshToken: string }>('/social/finish', { uri, deviceId: deviceId() })
      await startSession(session)
      return await currentUser()
    },
    // The channel token stays at the auth service (bound to this device); the page gets only the URL to show as a QR code.
    'get-farcaster-uri': () => social<{ url: string }>('/farcaster/start', { deviceId: deviceId() }),
    'connect-farcaster': async () => {
      for (;;) {
        const answer = await social<{ state: 'pending' } | { state: 'completed'; accessToken: string; refreshToken: string }>('/farcaster/finish', { deviceId: deviceId() })
        if (answer.state === 'completed') {
          await startSession(answer)
          return await currentUser()
        }
      }
    },
    'get-user': async payload => {
      if (payload.chainId !== undefined) chainId = Number(String(payload.chainId).replace(/^eip155:/, ''))
      if (!(await restore())) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
      remember(payload.preferredAccountType)
      return await currentUser()
    },
    'is-connected': async () => ({ isConnected: await restore() }),
    'get-chain-id': async () => ({ chainId }),
    'switch-network': async ({ chainId: next }) => {
      const id = Number(String(next).replace(/^eip155:/, ''))
      rpcUrl(id)
      chainId = id
      frameStorage.setItem(KEYS.chain, String(id))
      return { chainId: id }
    },
    'sign-out': async () => {
      await signedIn('/session/signout').catch(() => undefined)
      for (const key of [KEYS.access, KEYS.refresh, KEYS.email]) frameStorage.removeItem(key)
      user = undefined
      authShare = undefined
      return {}
    },
    'rpc-request': async payload => ({ result: (await rpc(payload)) ?? null }),
    'update-email': async ({ newEmail }) => {
      pendingNewEmail = newEmail.toLowerCase()
      return signedIn<{ action: 'VERIFY_PRIMARY_OTP' }>('/email/update', { newEmail: pendingNewEmail })
    },
    'update-email-primary-otp': async ({ otp }) => {
      await signedIn('/email/update/primary', { otp })
      return {}
    },
    'update-email-secondary-otp': async ({ otp }) => {
      const { email } = await signedIn<{ email: string }>('/email/update/secondary', { otp })
      frameStorage.setItem(KEYS.email, email)
      if (user) user = { ...user, email }
      pendingNewEmail = undefined
      return { newEmail: email }
    },
    'sync-theme': async ({ themeMode, themeVariables }) => {
      applyTheme(themeMode, themeVariables)
      return {}
    },
    'sync-dapp-data': async ({ locale }) => {
      if (locale) setFrameLocale(locale)
      return {}
    },
    // Only the networks whose bundler answers with its chain id; none on error.
    'get-smart-account-enabled-networks': async () => {
      const answering = await Promise.all(smartNetworks.map(async id => ((await bundlerChainId(config.bundlerUrls?.[`eip155:${id}`])) === id ? [id] : [])))
      return { smartAccountEnabledNetworks: answering.flat() }
    },
    'init-smart-account': async () => {
      if (!user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
      const smart = await smartAccountHere(user.address)
      return smart ? { isDeployed: smart.deployed, address: smart.address } : { isDeployed: false }
    },
    'set-preferred-account': async ({ type }) => {
      if (!user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
      const smart = type === 'smartAccount' ? await smartAccountHere(user.address) : undefined
      // A failed change to the smart account leaves the EOA in use (SPEC §4).
      frameStorage.setItem(KEYS.preferredAccountType, smart ? 'smartAccount' : 'eoa')
      if (type === 'smartAccount' && !smart) throw new FrameAnswerError(SMART_ACCOUNT_UNSUPPORTED)
      return { type, address: smart?.address ?? user.address }
    },
    reload: async () => {
      setTimeout(() => location.reload(), 0)
      return {}
    }
  }

  return (async (request: FrameRequest) => {
    const handle = handlers[request.type] as ((payload: unknown) => Promise<unknown>) | undefined
    if (!handle) throw new FrameAnswerError('Not supported by this wallet', 4200)
    return handle(request.payload)
  }) as FrameHandler
}
