import { SERVER_SECRET_MIN_LENGTH } from './auth/at-rest.js'
import type { SocialProviderConfig } from './auth/social.js'
import type { PaymasterPolicy } from './paymaster/policy.js'

/**
 * `server.config.json`, read and checked at start: every problem is reported at once, each naming
 * its key and what is wrong. In production mode (the default) secrets come from the environment
 * only (the server secret, the SMTP URL, social client secrets) and are refused in the file; nothing
 * secret is ever generated at start.
 */

export type Mode = 'production' | 'development'

export interface ServerConfig {
  mode: Mode
  host: string
  trustProxy: boolean
  site: { port: number; publicUrl: string; allowedOrigins: string[]; rpcUrls: Record<string, string>; bundlerUrls?: Record<string, string>; apiUrl?: string }
  auth: {
    port: number
    publicUrl: string
    /** `sqlite:<file>` or `postgres://…` (W3M_DATABASE_URL). */
    database: string
    /** W3M_SERVER_SECRET: keys the codes' HMACs and seals sign-in state at rest (auth/at-rest.ts). */
    secret: string
    mailFrom?: string
    perIpPerMinute?: number
    perEmailPerHour?: number
    socialStartsPerMinute?: number
    social?: Record<string, SocialProviderConfig>
    /** Sign In With Farcaster: the auth relay, and the Optimism RPC the ID registry is read over. */
    farcaster?: { relayUrl: string; optimismRpcUrl: string }
    /** The person may export their key from the frame (default true). */
    keyExport: boolean
  }
  /** SIWX nonces and sessions: `sqlite:<file>` or `postgres://…` (W3M_SIWX_DATABASE_URL), a database apart from the auth store's. */
  siwx: { port: number; database: string; allowedOrigins: string[]; rpcUrls: Record<string, string>; chains?: string[]; rateLimitPerMinute?: number }
  smtpUrl: string
  /** The ERC-7677 paymaster on the auth service (`POST /paymaster`): the contract, the operator's policy, the signer key (W3M_PAYMASTER_SIGNER_KEY). */
  paymaster?: { address: `0x${string}`; signerKey: `0x${string}`; policy: PaymasterPolicy }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(problem => `  - ${problem}`).join('\n')}`)
  }
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value) : JSON.stringify(value) ?? String(value))
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** Loopback as browsers see it: the addresses, localhost and any *.localhost name (RFC 6761; a secure context, and a name a passkey's relying party can be, unlike an IP). */
const isLoopback = (hostname: string) => LOOPBACK.has(hostname) || hostname.endsWith('.localhost')
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** The reader of one config object: each getter records a problem under the key's full path and returns undefined. */
class Reader {
  constructor(
    readonly problems: string[],
    readonly mode: Mode,
    private readonly object: Json,
    private readonly path: string
  ) {}
  key = (name: string) => (this.path ? `${this.path}.${name}` : name)
  private fail(name: string, what: string): undefined {
    this.problems.push(`${this.key(name)}: ${what}`)
    return undefined
  }
  has = (name: string) => this.object[name] !== undefined
  /** The value as the file has it (a list of objects the caller checks itself). */
  raw = (name: string): unknown => this.object[name]

  string(name: string, required: true): string
  string(name: string, required?: boolean): string | undefined
  string(name: string, required = false) {
    const value = this.object[name]
    if (value === undefined) return required ? this.fail(name, 'is required') : undefined
    if (typeof value !== 'string' || !value.trim()) return this.fail(name, `must be a non-empty string (got ${shown(value)})`)
    return value
  }
  integer(name: string, min: number, max: number, fallback?: number): number | undefined {
    const value = this.object[name]
    if (value === undefined) return fallback ?? this.fail(name, 'is required')
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) return this.fail(name, `must be an integer from ${min} to ${max} (got ${shown(value)})`)
    return value
  }
  boolean(name: string, fallback: boolean): boolean {
    const value = this.object[name]
    if (value === undefined) return fallback
    if (typeof value !== 'boolean') return this.fail(name, `must be true or false (got ${shown(value)})`) ?? fallback
    return value
  }
  /** An http(s) URL; in production an https one, unless on loopback (a proxy in front terminates TLS for it). */
  url(name: string, required: true, publicFacing?: boolean): string
  url(name: string, required?: boolean, publicFacing?: boolean): string | undefined
  url(name: string, required = false, publicFacing = false) {
    const value = this.string(name, required)
    if (value === undefined) return undefined
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return this.fail(name, `must be a URL (got ${shown(value)})`)
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return this.fail(name, `must be an http(s) URL (got ${shown(value)})`)
    if (publicFacing && this.mode === 'production' && url.protocol !== 'https:' && !isLoopback(url.hostname)) return this.fail(name, `must be https in production mode (got ${shown(value)})`)
    return value.replace(/\/$/, '')
  }
  strings(name: string, required: boolean, check: (value: string) => boolean, what: string): string[] | undefined {
    const value = this.object[name]
    if (value === undefined) return required ? this.fail(name, 'is required') : undefined
    if (!Array.isArray(value) || (required && value.length === 0)) return this.fail(name, `must be a ${required ? 'non-empty ' : ''}list of ${what}`)
    const bad = value.find(item => typeof item !== 'string' || !check(item))
    if (bad !== undefined) return this.fail(name, `must be a list of ${what} (got ${shown(bad)})`)
    return value as string[]
  }
  /** `{ "eip155:1": "https://…" }`: CAIP-2 ids to URLs. */
  urlsByChain(name: string, required: boolean): Record<string, string> | undefined {
    const value = this.object[name]
    if (value === undefined) return required ? this.fail(name, 'is required') : undefined
    if (!isObject(value)) return this.fail(name, 'must be an object of CAIP-2 chain id → URL')
    const inner = new Reader(this.problems, this.mode, value, this.key(name))
    const result: Record<string, string> = {}
    for (const chain of Object.keys(value)) {
      if (!CAIP2.test(chain)) {
        this.problems.push(`${this.key(name)}: ${shown(chain)} is not a CAIP-2 chain id (e.g. "eip155:1")`)
        continue
      }
      const url = inner.url(chain, true)
      if (url) result[chain] = url
    }
    return result
  }
  object_(name: string, required: boolean): Reader | undefined {
    const value = this.object[name]
    if (value === undefined) return required ? this.fail(name, 'is required') : undefined
    if (!isObject(value)) return this.fail(name, 'must be an object')
    return new Reader(this.problems, this.mode, value, this.key(name))
  }
  keys = () => Object.keys(this.object)
  /** Keys this reader does not know: a typo must not pass silently. */
  private readonly refused = new Set<string>()
  /** A key that must not be in the file, with why (its own problem, not "unknown key"). */
  refuse(name: string, why: string): void {
    if (!this.has(name)) return
    this.fail(name, why)
    this.refused.add(name)
  }
  unknown(known: readonly string[]): void {
    for (const name of this.keys()) if (!known.includes(name) && !this.refused.has(name)) this.problems.push(`${this.key(name)}: unknown key (known: ${known.join(', ')})`)
  }
}

/** Farcaster's auth relay (FIP-11 channels). */
const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

const isOriginPattern = (value: string) => /^https?:\/\/[^\s/]+$/.test(value)
const secretEnv = (provider: string) => `W3M_SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`

function socialProvider(reader: Reader, name: string, env: NodeJS.ProcessEnv): SocialProviderConfig | undefined {
  if (!/^[a-z][a-z0-9]{0,19}$/.test(name)) {
    reader.problems.push(`${reader.key('')}: ${shown(name)} is not a provider name (lowercase letters and digits)`)
    return undefined
  }
  reader.unknown(['issuer', 'clientId', 'clientSecret', 'authorizationEndpoint', 'tokenEndpoint', 'userinfo', 'scope'])
  const issuer = reader.url('issuer')
  const clientId = reader.string('clientId', true)
  const authorizationEndpoint = reader.url('authorizationEndpoint')
  const tokenEndpoint = reader.url('tokenEndpoint')
  const scope = reader.string('scope')
  let userinfo: SocialProviderConfig['userinfo']
  const info = reader.object_('userinfo', false)
  if (info) {
    info.unknown(['url', 'sub', 'userName', 'email', 'emailVerified'])
    userinfo = { url: info.url('url'), sub: info.string('sub'), userName: info.string('userName'), email: info.string('email'), emailVerified: info.string('emailVerified') }
  }
  if (!issuer && !(authorizationEndpoint && tokenEndpoint && userinfo?.url)) {
    reader.problems.push(`${reader.key('issuer')}: is required, unless authorizationEndpoint, tokenEndpoint and userinfo.url are all given (a provider without OpenID discovery)`)
  }
  let clientSecret = reader.string('clientSecret')
  if (clientSecret !== undefined && reader.mode === 'production') {
    reader.problems.push(`${reader.key('clientSecret')}: secrets do not belong in the config file in production mode: set ${secretEnv(name)}`)
  }
  clientSecret = env[secretEnv(name)] || clientSecret
  return clientId === undefined ? undefined : { issuer, clientId, clientSecret, authorizationEndpoint, tokenEndpoint, userinfo, scope }
}

/**
 * A store's database: `sqlite:<file>` in the file, or `postgres://…` from the environment (its
 * password is a secret: refused in the file in production mode).
 */
function databaseOf(reader: Reader, env: NodeJS.ProcessEnv, envName: string): string | undefined {
  const fromEnv = env[envName]
  const fromFile = fromEnv && !reader.has('database') ? undefined : reader.string('database', !fromEnv)
  const database = fromEnv || fromFile
  if (!database) return undefined
  const where = fromEnv ? envName : reader.key('database')
  if (!/^(sqlite:.+|postgres(ql)?:\/\/\S+)$/.test(database)) return void reader.problems.push(`${where}: must be sqlite:<file> or postgres://user:password@host:5432/db`)
  if (reader.mode === 'production' && /^sqlite::memory:$/.test(database)) return void reader.problems.push(`${where}: an in-memory database loses everything at restart: give sqlite:<file> or postgres://… in production mode`)
  if (reader.mode === 'production' && !fromEnv && /^postgres(ql)?:\/\/[^/@]*:[^/@]*@/.test(database)) return void reader.problems.push(`${where}: secrets do not belong in the config file in production mode: set ${envName}`)
  return database
}

/**
 * The server secret: W3M_SERVER_SECRET (in development mode `auth.secret` may stand in). Required in
 * both modes: a generated one would differ per instance and per restart, and lose every code and
 * sign-in in flight.
 */
function serverSecretOf(reader: Reader, env: NodeJS.ProcessEnv): string | undefined {
  const fromFile = reader.string('secret')
  if (fromFile !== undefined && reader.mode === 'production') return void reader.problems.push(`${reader.key('secret')}: secrets do not belong in the config file in production mode: set W3M_SERVER_SECRET`)
  const secret = env.W3M_SERVER_SECRET || fromFile
  const where = env.W3M_SERVER_SECRET ? 'W3M_SERVER_SECRET' : reader.key('secret')
  const what = `at least ${SERVER_SECRET_MIN_LENGTH} characters, e.g. from openssl rand -base64 32; it keys the hashes of login codes and seals sign-in state at rest, and every instance needs the same one`
  if (!secret) return void reader.problems.push(reader.mode === 'production' ? `W3M_SERVER_SECRET (environment): is required in production mode (${what})` : `${reader.key('secret')}: is required, or W3M_SERVER_SECRET (${what})`)
  if (secret.length < SERVER_SECRET_MIN_LENGTH) return void reader.problems.push(`${where}: is too short (${what})`)
  return secret
}

/** The checked configuration, or a ConfigError listing every problem. */
export function readConfig(raw: unknown, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = []
  if (!isObject(raw)) throw new ConfigError(['the file must hold a JSON object'])
  const modeValue = raw.mode ?? 'production'
  if (modeValue !== 'production' && modeValue !== 'development') problems.push(`mode: must be "production" or "development" (got ${shown(modeValue)})`)
  const mode: Mode = modeValue === 'development' ? 'development' : 'production'
  const top = new Reader(problems, mode, raw, '')
  top.unknown(['mode', 'host', 'trustProxy', 'site', 'auth', 'siwx', 'smtp', 'paymaster'])
  const host = top.string('host') ?? '127.0.0.1'
  const trustProxy = top.boolean('trustProxy', false)

  const siteReader = top.object_('site', true)
  // The smart account's factory is at one address on every chain (types/kit-account.ts): an old setting names another contract.
  siteReader?.refuse('accountFactoryAddress', 'is no longer read (the smart account is KitAccount, whose factory has one address on every chain): remove it, after moving people off the old accounts (docs/smart-accounts.md, "Existing accounts")')
  siteReader?.unknown(['port', 'publicUrl', 'allowedOrigins', 'rpcUrls', 'bundlerUrls', 'apiUrl'])
  const site = siteReader && {
    port: siteReader.integer('port', 1, 65535),
    publicUrl: siteReader.url('publicUrl', true, true),
    allowedOrigins: siteReader.strings('allowedOrigins', true, isOriginPattern, 'origins such as "https://app.example.com"'),
    rpcUrls: siteReader.urlsByChain('rpcUrls', true),
    bundlerUrls: siteReader.urlsByChain('bundlerUrls', false),
    // The approval screen's names and USD prices (the blockchain API; the frame adds the projectId its URL carries).
    apiUrl: siteReader.url('apiUrl', false, true)
  }

  const authReader = top.object_('auth', true)
  authReader?.unknown(['port', 'publicUrl', 'database', 'secret', 'mailFrom', 'perIpPerMinute', 'perEmailPerHour', 'socialStartsPerMinute', 'social', 'farcaster', 'keyExport'])
  let social: Record<string, SocialProviderConfig> | undefined
  const socialReader = authReader?.object_('social', false)
  if (socialReader) {
    social = {}
    for (const name of socialReader.keys()) {
      const provider = socialReader.object_(name, true)
      const settings = provider && socialProvider(provider, name, env)
      if (settings) social[name] = settings
    }
  }
  const farcasterReader = authReader?.object_('farcaster', false)
  farcasterReader?.unknown(['relayUrl', 'optimismRpcUrl'])
  const farcaster = farcasterReader && { relayUrl: farcasterReader.url('relayUrl', false, true) ?? FARCASTER_RELAY_URL, optimismRpcUrl: farcasterReader.url('optimismRpcUrl', true) }
  const auth = authReader && {
    port: authReader.integer('port', 1, 65535),
    publicUrl: authReader.url('publicUrl', true, true),
    database: databaseOf(authReader, env, 'W3M_DATABASE_URL'),
    secret: serverSecretOf(authReader, env),
    mailFrom: authReader.string('mailFrom', mode === 'production'),
    perIpPerMinute: authReader.integer('perIpPerMinute', 1, 1_000_000, 300),
    perEmailPerHour: authReader.integer('perEmailPerHour', 1, 10_000, 30),
    socialStartsPerMinute: authReader.integer('socialStartsPerMinute', 1, 1_000_000, 30),
    social,
    keyExport: authReader.boolean('keyExport', true),
    ...(farcaster ? { farcaster } : {})
  }

  const siwxReader = top.object_('siwx', true)
  siwxReader?.unknown(['port', 'database', 'allowedOrigins', 'rpcUrls', 'chains', 'rateLimitPerMinute'])
  const siwx = siwxReader && {
    port: siwxReader.integer('port', 1, 65535),
    database: databaseOf(siwxReader, env, 'W3M_SIWX_DATABASE_URL'),
    allowedOrigins: siwxReader.strings('allowedOrigins', true, isOriginPattern, 'origins such as "https://app.example.com"'),
    rpcUrls: siwxReader.urlsByChain('rpcUrls', true),
    chains: siwxReader.strings('chains', false, value => CAIP2.test(value), 'CAIP-2 chain ids'),
    rateLimitPerMinute: siwxReader.integer('rateLimitPerMinute', 1, 1_000_000, 120)
  }

  // The SMTP URL carries the mail account's password: the environment in production, the file allowed in development.
  const smtpReader = top.object_('smtp', false)
  smtpReader?.unknown(['url'])
  const fileSmtp = smtpReader?.string('url')
  if (fileSmtp !== undefined && mode === 'production') problems.push('smtp.url: secrets do not belong in the config file in production mode: set W3M_SMTP_URL')
  const smtpUrl = env.W3M_SMTP_URL || fileSmtp
  if (!smtpUrl) problems.push(mode === 'production' ? 'W3M_SMTP_URL (environment): is required in production mode (smtp://user:pass@host:587 or smtps://user:pass@host:465)' : 'smtp.url: is required (or W3M_SMTP_URL)')
  else if (!/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) problems.push(`${env.W3M_SMTP_URL ? 'W3M_SMTP_URL' : 'smtp.url'}: must start with smtp:// or smtps://`)

  const paymaster = paymasterOf(top, env)

  const ports = [site?.port, auth?.port, siwx?.port].filter((port): port is number => port !== undefined)
  if (new Set(ports).size !== ports.length) problems.push('site.port, auth.port, siwx.port: must differ (one listener each)')

  if (problems.length || !site || !auth || !siwx || !smtpUrl) throw new ConfigError(problems)
  return {
    mode,
    host,
    trustProxy,
    site: site as ServerConfig['site'],
    auth: auth as ServerConfig['auth'],
    siwx: siwx as ServerConfig['siwx'],
    smtpUrl,
    ...(paymaster ? { paymaster } : {})
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The `paymaster` section: the contract and the policy from the file, the signer key from the environment only (it moves the paymaster's deposit). */
function paymasterOf(top: Reader, env: NodeJS.ProcessEnv): ServerConfig['paymaster'] {
  const reader = top.object_('paymaster', false)
  if (!reader) return undefined
  reader.refuse('signerKey', 'the signer key does not belong in the config file: set W3M_PAYMASTER_SIGNER_KEY')
  reader.unknown(['address', 'sponsorName', 'allowedOrigins', 'contracts', 'dailyGasPerPerson'])
  const address = reader.string('address', true)
  if (address !== undefined && !ADDRESS.test(address)) reader.problems.push(`${reader.key('address')}: must be a 0x address (got ${shown(address)})`)
  const signerKey = env.W3M_PAYMASTER_SIGNER_KEY
  if (!signerKey || !/^0x[0-9a-fA-F]{64}$/.test(signerKey)) reader.problems.push('W3M_PAYMASTER_SIGNER_KEY (environment): is required with a paymaster section (0x and 64 hex digits)')
  const sponsorName = reader.string('sponsorName', true)
  const allowedOrigins = reader.strings('allowedOrigins', true, isOriginPattern, 'origins such as "https://app.example.com"')
  const dailyGasPerPerson = reader.integer('dailyGasPerPerson', 1, 1_000_000_000_000)
  const contracts: PaymasterPolicy['contracts'] = []
  const list = reader.raw('contracts')
  if (!Array.isArray(list) || list.length === 0) reader.problems.push(`${reader.key('contracts')}: must be a non-empty list of { "address": "0x…", "selectors": ["0xa9059cbb", …] }`)
  else
    list.forEach((entry, index) => {
      const where = `${reader.key('contracts')}[${index}]`
      const item = entry as { address?: unknown; selectors?: unknown }
      const selectors = item.selectors
      if (typeof item.address !== 'string' || !ADDRESS.test(item.address)) return void reader.problems.push(`${where}.address: must be a 0x address`)
      if (!Array.isArray(selectors) || !selectors.length || selectors.some(selector => typeof selector !== 'string' || !/^(\*|0x|0x[0-9a-fA-F]{8})$/.test(selector)))
        return void reader.problems.push(`${where}.selectors: must be a non-empty list of 4-byte selectors ("0xa9059cbb"), "0x" (a plain ETH transfer) or "*" (any function)`)
      contracts.push({ address: item.address as `0x${string}`, selectors: selectors as Array<`0x${string}` | '*'> })
    })
  if (!address || !signerKey || !sponsorName || !allowedOrigins || !dailyGasPerPerson) return undefined
  return { address: address as `0x${string}`, signerKey: signerKey as `0x${string}`, policy: { sponsorName, allowedOrigins, contracts, dailyGasPerPerson } }
}
