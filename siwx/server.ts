import type { CaipNetworkId, SIWXConfig, SIWXMessage, SIWXSession } from '../types/public.js'
import { readStored, writeStored } from '../controllers/config/storage.js'
import { pageMessageData, toSiwxMessage } from '../controllers/siwx/message.js'

export const SERVER_SIWX_STORAGE_KEY = 'siwx-tokens'
const REQUEST_TIMEOUT_MS = 10_000

export interface ServerSiwxOptions {
  /** The session service: `GET {url}/nonce`, `POST {url}/verify`, `GET {url}/session`, `POST {url}/signout`. */
  url: string
  statement?: string
  /** How long the message asks the session to last; the server may cut it shorter. @defaultValue one day */
  ttlMs?: number
  required?: boolean
  /** @defaultValue true */
  signOutOnDisconnect?: boolean
}

interface StoredToken {
  chainId: CaipNetworkId
  address: string
  token: string
}

/** What the session service answers for a live session. */
interface ServiceSession {
  address: string
  chainId: CaipNetworkId
  message: string
  signature: string
  data: SIWXSession['data']
  expiresAt: number
}

/**
 * Sign-in verified by a session service (the devnet runs one): the nonce comes from the service
 * and is single use, the service checks the message and the signature and issues a bearer token
 * that this browser keeps per account and chain.
 */
export class ServerSiwx implements SIWXConfig {
  readonly signOutOnDisconnect: boolean

  constructor(private readonly options: ServerSiwxOptions) {
    if (!options.url) throw new Error('ServerSiwx needs the session service url')
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  async createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage> {
    const { nonce } = await this.request<{ nonce: string }>('GET', '/nonce')
    return toSiwxMessage(pageMessageData({ ...input, nonce, statement: this.options.statement, ttlMs: this.options.ttlMs }))
  }

  async addSession(session: SIWXSession): Promise<void> {
    const { token } = await this.request<{ token: string }>('POST', '/verify', { message: session.message, signature: session.signature, cacao: session.cacao })
    const { chainId, accountAddress } = session.data
    const [, others] = this.partition(chainId, accountAddress)
    this.storeTokens([...others, { chainId, address: accountAddress, token }])
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    const [matching, others] = this.partition(chainId, address)
    this.storeTokens(others)
    await Promise.all(matching.map(kept => this.request('POST', '/signout', undefined, kept.token).catch(() => undefined)))
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const tokens = this.tokens()
    this.storeTokens([])
    await Promise.all(tokens.map(kept => this.request('POST', '/signout', undefined, kept.token).catch(() => undefined)))
    for (const session of sessions) await this.addSession(session)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const [matching] = this.partition(chainId, address)
    const sessions: SIWXSession[] = []
    for (const kept of matching) {
      try {
        const { session } = await this.request<{ session: ServiceSession }>('GET', '/session', undefined, kept.token)
        sessions.push({ data: session.data, message: session.message, signature: session.signature })
      } catch (error) {
        // A token the service no longer knows (expired, signed out) is dropped; other failures keep it.
        if ((error as { status?: number }).status === 401) this.storeTokens(this.tokens().filter(token => token.token !== kept.token))
        else throw error
      }
    }
    return sessions
  }

  getRequired(): boolean {
    return this.options.required ?? false
  }

  private partition(chainId: CaipNetworkId, address: string): [StoredToken[], StoredToken[]] {
    const tokens = this.tokens()
    const same = (kept: StoredToken) => kept.chainId === chainId && (chainId.startsWith('eip155:') ? kept.address.toLowerCase() === address.toLowerCase() : kept.address === address)
    return [tokens.filter(same), tokens.filter(kept => !same(kept))]
  }

  private tokens(): StoredToken[] {
    const tokens = readStored<unknown>(SERVER_SIWX_STORAGE_KEY)
    return Array.isArray(tokens) ? (tokens as StoredToken[]) : []
  }

  private storeTokens(tokens: StoredToken[]): void {
    writeStored(SERVER_SIWX_STORAGE_KEY, tokens)
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(this.options.url.replace(/\/$/, '') + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    })
    const payload = (await response.json().catch(() => ({}))) as { message?: unknown }
    if (!response.ok) {
      const message = typeof payload.message === 'string' ? payload.message : `The session service answered HTTP ${response.status}`
      throw Object.assign(new Error(message), { status: response.status })
    }
    return payload as T
  }
}
