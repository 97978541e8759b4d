/**
 * The secure frame's message contract (behaviour §7): the kit posts `{ id, type, payload }` requests,
 * the frame answers `{ id, type: '<type>:success' | '<type>:error', payload }` once per id.
 * Hand-written validators (no schema library: this ships in the browser). Imports nothing of the kit.
 */

export type Hex = `0x${string}`
export type FrameAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
/** 'eip7702': the EOA itself, delegating to an audited smart account contract (same address). */
export type AccountType = 'eoa' | 'smartAccount' | 'eip7702'
/** The providers whose sign-in runs in a window (the popup or redirect); Farcaster's runs in its app. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export interface FrameUser {
  email: string | null
  address: Hex
  chainId: string | number
  accounts?: Array<{ address: Hex; type: AccountType }>
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

/** Each request type: what the kit sends and what a success answer carries. */
export interface FrameMessages {
  'switch-network': { request: { chainId: string | number }; response: { chainId: string | number } }
  'connect-email': { request: { email: string; preferredAccountType?: AccountType }; response: { action: FrameAction } }
  'connect-device': { request: Record<string, never>; response: Record<string, never> }
  'connect-otp': { request: { otp: string }; response: Record<string, never> }
  'connect-social': { request: { uri: string; preferredAccountType?: AccountType }; response: FrameUser }
  'get-farcaster-uri': { request: Record<string, never>; response: { url: string } }
  'connect-farcaster': { request: Record<string, never>; response: FrameUser }
  'add-passkey': { request: Record<string, never>; response: { passkeys: number } }
  'connect-passkey': { request: { preferredAccountType?: AccountType }; response: FrameUser }
  'get-user': { request: { chainId?: string | number; preferredAccountType?: AccountType; socialUri?: string }; response: FrameUser }
  'get-social-redirect-uri': { request: { provider: SocialProvider }; response: { uri: string } }
  'sign-out': { request: Record<string, never>; response: Record<string, never> }
  'is-connected': { request: Record<string, never>; response: { isConnected: boolean } }
  'get-chain-id': { request: Record<string, never>; response: { chainId: string | number } }
  'get-smart-account-enabled-networks': { request: Record<string, never>; response: { smartAccountEnabledNetworks: number[]; delegationEnabledNetworks?: number[] } }
  'init-smart-account': { request: Record<string, never>; response: { isDeployed: boolean; address?: Hex } }
  'set-preferred-account': { request: { type: AccountType }; response: { type: AccountType; address: Hex } }
  'rpc-request': { request: { method: string; params?: unknown[] | Record<string, unknown>; chainId?: string | number }; response: { result: unknown } }
  'update-email': { request: { newEmail: string }; response: { action: UpdateEmailAction } }
  'update-email-primary-otp': { request: { otp: string }; response: Record<string, never> }
  'update-email-secondary-otp': { request: { otp: string }; response: { newEmail: string } }
  'sync-theme': { request: { themeMode?: 'light' | 'dark'; themeVariables?: Record<string, string | number> }; response: Record<string, never> }
  'sync-dapp-data': { request: { projectId: string; sdkVersion: string; sdkType?: string; metadata?: { name?: string; description?: string; url?: string; icons?: string[] }; locale?: string }; response: Record<string, never> }
  reload: { request: Record<string, never>; response: Record<string, never> }
  /** The frame's second-factor screen (set up TOTP, or see and remove it); answers when the person closes it. */
  'manage-factor': { request: Record<string, never>; response: { enrolled: boolean } }
  /** The frame's export screen: the private key shown there only, after a fresh proof and the factor; answers when closed. */
  'export-key': { request: Record<string, never>; response: Record<string, never> }
  /** The frame's passkeys screen (list them, remove one: the factor first when it is on); answers how many are left when closed. */
  'manage-passkeys': { request: Record<string, never>; response: { passkeys: number } }
}

export type FrameMessageType = keyof FrameMessages
export type FrameRequest<T extends FrameMessageType = FrameMessageType> = { [K in T]: { id: string; type: K; payload: FrameMessages[K]['request'] } }[T]
export type FrameSuccess<T extends FrameMessageType = FrameMessageType> = { [K in T]: { id: string; type: `${K}:success`; payload: FrameMessages[K]['response'] } }[T]
export type FrameError<T extends FrameMessageType = FrameMessageType> = { [K in T]: { id: string; type: `${K}:error`; payload: { message: string; code?: number } } }[T]
export type FrameAnswer<T extends FrameMessageType = FrameMessageType> = FrameSuccess<T> | FrameError<T>
/** Unsolicited event the frame posts once its page has loaded (the kit waits 500 ms after it, behaviour §4). */
export interface FrameReadyEvent { type: 'frame-ready'; payload: { version: string } }

/**
 * Unsolicited: the frame needs the person (approve a request, save or enter the recovery share).
 * The kit shows the frame element while `visible` is true (it cannot click inside it).
 */
export interface FrameVisibilityEvent { type: 'frame-visibility'; payload: { visible: boolean; reason: FrameScreenReason } }
/** Why the frame shows itself: a request to approve, the recovery key to save or to enter, the second factor, key export, a passkey ceremony (its button must be clicked in the frame). */
export type FrameScreenReason = 'approve' | 'recovery-backup' | 'recovery-restore' | 'factor' | 'export' | 'passkey'
const SCREEN_REASONS: readonly FrameScreenReason[] = ['approve', 'recovery-backup', 'recovery-restore', 'factor', 'export', 'passkey']

/** The words of a social or Farcaster sign-in that did not happen (the auth service, the frame and the kit say them alike). */
export const SIGN_IN_DECLINED = 'Sign-in declined'
export const SOCIAL_SIGN_IN_FAILED = 'Social sign-in failed'
/** The auth service's answer when the auth share or an action waits for the second factor (the frame then asks for it). */
export const FACTOR_REQUIRED = 'Second factor required'
/** The auth service's answer to key export when the sign-in is older than 5 minutes: the emailed code proves it is the person. */
export const EXPORT_CODE_NEEDED = 'Enter the code we emailed you'
/** Its answer for a social account, which no code can reach: the frame then offers a sign-in with the account's provider in the export screen. */
export const SIGN_IN_AGAIN = 'Sign in again to export your key'
/** The person closed the frame's passkey screen (EIP-1193's user rejection code goes with it). */
export const PASSKEY_CANCELLED = 'Passkey cancelled'

/** Timeouts the kit applies (behaviour §9). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const FRAME_READY_DELAY_MS = 500
/** EIP-1193's 'Unauthorized': the frame's answer when nobody is signed in (the kit's connection check forgets the login only on it). */
export const NOT_SIGNED_IN_CODE = 4100
export const FRAME_SIGN_OUT_WAIT_MS = 3_000
export const MAX_PENDING_TRANSACTIONS = 99
/** Requests whose answer needs a person or the network: 30 s; the rest fall under the 20 s load timeout. */
export const LONG_REQUESTS: readonly FrameMessageType[] = ['connect-email', 'connect-device', 'connect-otp', 'connect-social', 'get-social-redirect-uri']
/**
 * Never time out (behaviour §9: theme sync, dapp data sync, preferred account). Also connect-farcaster: it waits
 * for the person to approve in the Farcaster app, bounded by the channel's own expiry at the auth service.
 */
export const UNTIMED_REQUESTS: readonly FrameMessageType[] = ['sync-theme', 'sync-dapp-data', 'set-preferred-account', 'connect-farcaster', 'manage-factor', 'export-key', 'manage-passkeys']

// ---- primitive checks -------------------------------------------------------------------------

type Check = (value: unknown) => boolean
const MAX_STRING = 10_000
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString: Check = value => typeof value === 'string' && value.length <= MAX_STRING
const isNonEmpty: Check = value => isString(value) && (value as string).length > 0
const isBool: Check = value => typeof value === 'boolean'
const isHex: Check = value => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value) && value.length <= MAX_STRING
const isAddress: Check = value => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isChainId: Check = value => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && /^[-a-z0-9:]{1,64}$/i.test(value))
const isEmail: Check = value => typeof value === 'string' && value.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)
const isOtp: Check = value => typeof value === 'string' && /^\d{6}$/.test(value)
const isAccountType: Check = value => value === 'eoa' || value === 'smartAccount' || value === 'eip7702'
const isProvider: Check = value => typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
const isUrl: Check = value => {
  if (!isNonEmpty(value)) return false
  try {
    const { protocol } = new URL(value as string)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
/** A Sign In With Farcaster link: the app's own scheme or a web link that hands over to the app. */
const isFarcasterUrl: Check = value => {
  if (!isNonEmpty(value)) return false
  try {
    return ['farcaster:', 'https:', 'http:'].includes(new URL(value as string).protocol)
  } catch {
    return false
  }
}
const optional = (check: Check): Check => value => value === undefined || check(value)
const nullable = (check: Check): Check => value => value === null || check(value)
const arrayOf = (check: Check, max = 1000): Check => value => Array.isArray(value) && value.length <= max && value.every(check)
/** An object with exactly these keys (unknown keys reject: a foreign sender's extra fields never pass). */
const shape = (fields: Record<string, Check>): Check => value =>
  isRecord(value) && Object.keys(value).every(key => key in fields) && Object.entries(fields).every(([key, check]) => check(value[key]))
const empty = shape({})
const isJsonish = (value: unknown, depth = 0): boolean => {
  if (depth > 8) return false
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return typeof value !== 'string' || value.length <= 1_000_000
  if (Array.isArray(value)) return value.length <= 1000 && value.every(item => isJsonish(item, depth + 1))
  return isRecord(value) && Object.keys(value).length <= 1000 && Object.values(value).every(item => isJsonish(item, depth + 1))
}

const isUser = shape({
  email: nullable(isEmail),
  address: isAddress,
  chainId: isChainId,
  accounts: optional(arrayOf(shape({ address: isAddress, type: isAccountType }), 100)),
  userName: optional(isString),
  preferredAccountType: optional(isAccountType),
  smartAccountDeployed: optional(isBool)
})

const REQUESTS: { [K in FrameMessageType]: Check } = {
  'switch-network': shape({ chainId: isChainId }),
  'connect-email': shape({ email: isEmail, preferredAccountType: optional(isAccountType) }),
  'connect-device': empty,
  'connect-otp': shape({ otp: isOtp }),
  'connect-social': shape({ uri: isUrl, preferredAccountType: optional(isAccountType) }),
  'get-farcaster-uri': empty,
  'connect-farcaster': empty,
  'add-passkey': empty,
  'connect-passkey': shape({ preferredAccountType: optional(isAccountType) }),
  'get-user': shape({ chainId: optional(isChainId), preferredAccountType: optional(isAccountType), socialUri: optional(isUrl) }),
  'get-social-redirect-uri': shape({ provider: isProvider }),
  'sign-out': empty,
  'is-connected': empty,
  'get-chain-id': empty,
  'get-smart-account-enabled-networks': empty,
  'init-smart-account': empty,
  'set-preferred-account': shape({ type: isAccountType }),
  'rpc-request': shape({
    method: value => typeof value === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(value),
    params: optional(value => (Array.isArray(value) || isRecord(value)) && isJsonish(value)),
    chainId: optional(isChainId)
  }),
  'update-email': shape({ newEmail: isEmail }),
  'update-email-primary-otp': shape({ otp: isOtp }),
  'update-email-secondary-otp': shape({ otp: isOtp }),
  'sync-theme': shape({
    themeMode: optional(value => value === 'light' || value === 'dark'),
    themeVariables: optional(value => isRecord(value) && Object.keys(value).length <= 100 && Object.values(value).every(item => isString(item) || typeof item === 'number'))
  }),
  'sync-dapp-data': shape({
    projectId: isNonEmpty,
    sdkVersion: isNonEmpty,
    sdkType: optional(isString),
    metadata: optional(shape({ name: optional(isString), description: optional(isString), url: optional(isString), icons: optional(arrayOf(isString, 20)) })),
    // The kit's language (a BCP 47 tag): the frame's screens speak it.
    locale: optional(value => typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/.test(value))
  }),
  reload: empty,
  'manage-factor': empty,
  'export-key': empty,
  'manage-passkeys': empty
}

const passkeyCount = shape({ passkeys: value => Number.isSafeInteger(value) && (value as number) >= 0 })

const RESPONSES: { [K in FrameMessageType]: Check } = {
  'switch-network': shape({ chainId: isChainId }),
  'connect-email': shape({ action: value => value === 'VERIFY_DEVICE' || value === 'VERIFY_OTP' || value === 'CONNECT' }),
  'connect-device': empty,
  'connect-otp': empty,
  'connect-social': isUser,
  'get-farcaster-uri': shape({ url: isFarcasterUrl }),
  'connect-farcaster': isUser,
  'add-passkey': passkeyCount,
  'connect-passkey': isUser,
  'get-user': isUser,
  'get-social-redirect-uri': shape({ uri: isUrl }),
  'sign-out': empty,
  'is-connected': shape({ isConnected: isBool }),
  'get-chain-id': shape({ chainId: isChainId }),
  'get-smart-account-enabled-networks': shape({ smartAccountEnabledNetworks: arrayOf(value => Number.isSafeInteger(value), 1000), delegationEnabledNetworks: optional(arrayOf(value => Number.isSafeInteger(value), 1000)) }),
  'init-smart-account': shape({ isDeployed: isBool, address: optional(isAddress) }),
  'set-preferred-account': shape({ type: isAccountType, address: isAddress }),
  'rpc-request': shape({ result: isJsonish }),
  'update-email': shape({ action: value => value === 'VERIFY_PRIMARY_OTP' || value === 'VERIFY_SECONDARY_OTP' }),
  'update-email-primary-otp': empty,
  'update-email-secondary-otp': shape({ newEmail: isEmail }),
  'sync-theme': empty,
  'sync-dapp-data': empty,
  reload: empty,
  'manage-factor': shape({ enrolled: isBool }),
  'export-key': empty,
  'manage-passkeys': passkeyCount
}

const isErrorPayload = shape({ message: isString, code: optional(value => Number.isSafeInteger(value)) })
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const FRAME_MESSAGE_TYPES = Object.keys(REQUESTS) as FrameMessageType[]

export function isFrameMessageType(value: unknown): value is FrameMessageType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(REQUESTS, value)
}

export function newRequestId(): string {
  return crypto.randomUUID()
}

const isEnvelope = (value: unknown): value is { id: string; type: string; payload: unknown } =>
  isRecord(value) && Object.keys(value).length === 3 && typeof value.id === 'string' && ID.test(value.id) && typeof value.type === 'string' && 'payload' in value

/** A well-formed request for a known type, or false. */
export function isFrameRequest(value: unknown): value is FrameRequest {
  return isEnvelope(value) && isFrameMessageType(value.type) && REQUESTS[value.type](value.payload)
}

/** A well-formed success or error answer, or false. */
export function isFrameAnswer(value: unknown): value is FrameAnswer {
  if (!isEnvelope(value)) return false
  const match = /^([a-z-]+):(success|error)$/.exec(value.type)
  if (!match || !isFrameMessageType(match[1])) return false
  return match[2] === 'error' ? isErrorPayload(value.payload) : RESPONSES[match[1]](value.payload)
}

export function isFrameReadyEvent(value: unknown): value is FrameReadyEvent {
  return isRecord(value) && Object.keys(value).length === 2 && value.type === 'frame-ready' && shape({ version: isNonEmpty })(value.payload)
}

export function isFrameVisibilityEvent(value: unknown): value is FrameVisibilityEvent {
  return (
    isRecord(value) &&
    Object.keys(value).length === 2 &&
    value.type === 'frame-visibility' &&
    shape({ visible: isBool, reason: reason => SCREEN_REASONS.includes(reason as FrameScreenReason) })(value.payload)
  )
}

export function requestTypeOf(answer: FrameAnswer): FrameMessageType {
  return answer.type.slice(0, answer.type.lastIndexOf(':')) as FrameMessageType
}

export function makeRequest<T extends FrameMessageType>(type: T, payload: FrameMessages[T]['request']): FrameRequest<T> {
  return { id: newRequestId(), type, payload } as FrameRequest<T>
}

export function makeSuccess<T extends FrameMessageType>(request: FrameRequest<T>, payload: FrameMessages[T]['response']): FrameSuccess<T> {
  return { id: request.id, type: `${request.type}:success`, payload } as FrameSuccess<T>
}

export function makeError(request: { id: string; type: FrameMessageType }, message: string, code?: number): FrameError {
  return { id: request.id, type: `${request.type}:error`, payload: code === undefined ? { message } : { message, code } } as FrameError
}

/** Checks a hex string helper shared by the frame page (signature / hash shapes, behaviour §5). */
export const isHexString = isHex
