import { FrameAnswerError, type FrameHandler } from '../channel.js'
import { NOT_SIGNED_IN_CODE, SIGN_IN_DECLINED, SOCIAL_SIGN_IN_FAILED, type FrameMessages, type FrameRequest } from '../protocol.js'
import { readEmail } from '../email-address.js'
import { addPasskey, managePasskeys, passkeySignIn } from './passkey.js'
import { rpcCall } from './rpc.js'
import { frameStorage } from './storage.js'
import { setFrameLocale } from './locale.js'
import { applyTheme } from './theme.js'
import { currentUser, delegationHere, remember, smartAccountHere } from './wallet-account.js'
import { createWalletState, deviceId, KEYS, rpcUrlOf, signedIn, type Wallet, type WalletConfig } from './wallet-context.js'
import { ensureKey, requireSession, restore, startSession } from './wallet-key.js'
import { rpc } from './wallet-rpc.js'

export type { WalletConfig } from './wallet-context.js'

/** Everything the frame answers (behaviour §7), over the auth service and the chain RPC: one handler per message type. */

/** The second factor and key export: their code loads on first use. */
const security = () => import('./security.js')

type Handlers = { [K in keyof FrameMessages]?: (payload: FrameMessages[K]['request']) => Promise<FrameMessages[K]['response']> }

/** behaviour §8 toast words, the answer to a switch to the smart account that cannot be made. */
const SMART_ACCOUNT_UNSUPPORTED = 'This application might not support Smart Accounts'

async function bundlerChainId(url: string | undefined): Promise<number | undefined> {
  if (!url) return undefined
  return rpcCall<string>(url, 'eth_chainId').then(Number, () => undefined)
}

/** Email sign-in: a code, or a device approval first; and the email change. */
function emailHandlers(wallet: Wallet): Handlers {
  const { auth } = wallet
  let pendingEmail: string | undefined
  return {
    'connect-email': async ({ email, preferredAccountType }) => {
      remember(preferredAccountType)
      const reading = readEmail(email)
      if (!reading.ok) throw new FrameAnswerError(reading.error)
      pendingEmail = reading.email
      const refreshToken = frameStorage.getItem(KEYS.email) === pendingEmail ? (frameStorage.getItem(KEYS.refresh) ?? undefined) : undefined
      const { action } = await auth.post<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>('/email/start', { email: pendingEmail, deviceId: deviceId(), refreshToken })
      if (action === 'CONNECT') await ensureKey(wallet)
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
      await startSession(wallet, session, pendingEmail)
      return {}
    },
    'update-email': async ({ newEmail }) => signedIn<{ action: 'VERIFY_PRIMARY_OTP' }>(wallet, '/email/update', { newEmail: newEmail.toLowerCase() }),
    'update-email-primary-otp': async ({ otp }) => {
      await signedIn(wallet, '/email/update/primary', { otp })
      return {}
    },
    'update-email-secondary-otp': async ({ otp }) => {
      const { email } = await signedIn<{ email: string }>(wallet, '/email/update/secondary', { otp })
      frameStorage.setItem(KEYS.email, email)
      if (wallet.user) wallet.user = { ...wallet.user, email }
      return { newEmail: email }
    }
  }
}

/** Social and Farcaster sign-in: the provider's login at the auth service, the verifier, nonce and channel token kept there. */
function socialHandlers(wallet: Wallet): Handlers {
  /** A social step at the auth service: a declined consent keeps its words, anything else is 'Social sign-in failed'. */
  async function social<T>(path: string, body: unknown): Promise<T> {
    try {
      return await wallet.auth.post<T>(path, body)
    } catch (error) {
      if (error instanceof FrameAnswerError && error.message === SIGN_IN_DECLINED) throw error
      throw new FrameAnswerError(SOCIAL_SIGN_IN_FAILED)
    }
  }
  return {
    // The PKCE verifier and nonce stay at the auth service (keyed by state, bound to this device): the site's page never sees them.
    'get-social-redirect-uri': ({ provider }) => social<{ uri: string }>('/social/start', { provider, deviceId: deviceId() }),
    'connect-social': async ({ uri, preferredAccountType }) => {
      remember(preferredAccountType)
      const callback = new URL(uri)
      if (callback.origin !== location.origin || callback.pathname !== '/oauth/callback') throw new FrameAnswerError(SOCIAL_SIGN_IN_FAILED)
      const session = await social<{ accessToken: string; refreshToken: string }>('/social/finish', { uri, deviceId: deviceId() })
      await startSession(wallet, session)
      return await currentUser(wallet)
    },
    // The channel token stays at the auth service (bound to this device); the page gets only the URL to show as a QR code.
    'get-farcaster-uri': () => social<{ url: string }>('/farcaster/start', { deviceId: deviceId() }),
    'connect-farcaster': async () => {
      for (;;) {
        const answer = await social<{ state: 'pending' } | { state: 'completed'; accessToken: string; refreshToken: string }>('/farcaster/finish', { deviceId: deviceId() })
        if (answer.state === 'completed') {
          await startSession(wallet, answer)
          return await currentUser(wallet)
        }
      }
    }
  }
}

/** Passkeys: one added to the signed-in account (or its passkeys listed and removed), or one alone signing in (it stands for the device approval; a new device then asks for the recovery key). */
function passkeyHandlers(wallet: Wallet): Handlers {
  return {
    'add-passkey': async () => {
      await requireSession(wallet)
      return addPasskey(wallet)
    },
    'manage-passkeys': async () => {
      await requireSession(wallet)
      return managePasskeys(wallet)
    },
    'connect-passkey': async ({ preferredAccountType }) => {
      remember(preferredAccountType)
      const session = await passkeySignIn(wallet)
      // An email account's address is remembered for connect-email's CONNECT, as after a code; a social account's is not its key.
      await startSession(wallet, session, session.userName === null && session.email ? session.email : undefined)
      return await currentUser(wallet)
    }
  }
}

/** The signed-in person and the chain: who is signed in, sign-out, the network in use. */
function sessionHandlers(wallet: Wallet): Handlers {
  return {
    'get-user': async payload => {
      if (payload.chainId !== undefined) wallet.chainId = Number(String(payload.chainId).replace(/^eip155:/, ''))
      await requireSession(wallet)
      remember(payload.preferredAccountType)
      return await currentUser(wallet)
    },
    'is-connected': async () => ({ isConnected: await restore(wallet) }),
    'get-chain-id': async () => ({ chainId: wallet.chainId }),
    'switch-network': async ({ chainId: next }) => {
      const id = Number(String(next).replace(/^eip155:/, ''))
      rpcUrlOf(wallet, id)
      wallet.chainId = id
      frameStorage.setItem(KEYS.chain, String(id))
      return { chainId: id }
    },
    'sign-out': async () => {
      await signedIn(wallet, '/session/signout').catch(() => undefined)
      for (const key of [KEYS.access, KEYS.refresh, KEYS.email]) frameStorage.removeItem(key)
      wallet.user = undefined
      wallet.authShare = undefined
      return {}
    },
    'rpc-request': async payload => ({ result: (await rpc(wallet, payload)) ?? null }),
    'sync-theme': async ({ themeMode, themeVariables }) => {
      applyTheme(themeMode, themeVariables)
      return {}
    },
    'sync-dapp-data': async ({ locale }) => {
      if (locale) setFrameLocale(locale)
      return {}
    },
    reload: async () => {
      setTimeout(() => location.reload(), 0)
      return {}
    },
    'manage-factor': async () => {
      await requireSession(wallet)
      return (await security()).manageFactor(wallet)
    },
    'export-key': async () => {
      await (await security()).exportKey(wallet, await requireSession(wallet))
      return {}
    }
  }
}

/** The smart account: where it works, whether it is deployed, and the person's choice of account. */
function smartAccountHandlers(wallet: Wallet): Handlers {
  return {
    // Only the networks whose bundler answers with its chain id (and, for EIP-7702, that have the delegation target); none on error.
    'get-smart-account-enabled-networks': async () => {
      const answers = (ids: number[]) => Promise.all(ids.map(async id => ((await bundlerChainId(wallet.config.bundlerUrls?.[`eip155:${id}`])) === id ? [id] : [])))
      const [smart, bundled] = await Promise.all([answers(wallet.smartNetworks), answers(wallet.delegationNetworks)])
      const delegating = await Promise.all(bundled.flat().map(async id => ((await delegationHere(wallet, undefined, id)) ? [id] : [])))
      return { smartAccountEnabledNetworks: smart.flat(), delegationEnabledNetworks: delegating.flat() }
    },
    'init-smart-account': async () => {
      if (!wallet.user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
      const smart = await smartAccountHere(wallet, wallet.user.address)
      return smart ? { isDeployed: smart.deployed, address: smart.address } : { isDeployed: false }
    },
    'set-preferred-account': async ({ type }) => {
      if (!wallet.user) throw new FrameAnswerError('Not signed in', NOT_SIGNED_IN_CODE)
      const smart = type === 'smartAccount' ? await smartAccountHere(wallet, wallet.user.address) : undefined
      const delegation = type === 'eip7702' ? await delegationHere(wallet, wallet.user.address) : undefined
      // A failed change to the smart account (or the EIP-7702 account) leaves the EOA in use (behaviour §4).
      frameStorage.setItem(KEYS.preferredAccountType, smart ? 'smartAccount' : delegation ? 'eip7702' : 'eoa')
      if ((type === 'smartAccount' && !smart) || (type === 'eip7702' && !delegation)) throw new FrameAnswerError(SMART_ACCOUNT_UNSUPPORTED)
      return { type, address: smart?.address ?? wallet.user.address }
    }
  }
}

export function createWallet(config: WalletConfig): FrameHandler {
  const wallet = createWalletState(config)
  const handlers: Handlers = { ...emailHandlers(wallet), ...socialHandlers(wallet), ...passkeyHandlers(wallet), ...sessionHandlers(wallet), ...smartAccountHandlers(wallet) }
  return (async (request: FrameRequest) => {
    const handle = handlers[request.type] as ((payload: unknown) => Promise<unknown>) | undefined
    if (!handle) throw new FrameAnswerError('Not supported by this wallet', 4200)
    return handle(request.payload)
  }) as FrameHandler
}
