import type { CaipNetworkId, SIWXConfig, SIWXMessage, SIWXSession } from '../types/public.js'
import { findNetwork } from '../controllers/networks/store.js'
import { rpcUrlFor } from '../controllers/networks/rpc-url.js'
import { $options } from '../controllers/config/options.js'
import { readStored, writeStored } from '../controllers/config/storage.js'
import { isSameAccount, isSessionLive, pageMessageData, toSiwxMessage } from '../controllers/siwx/message.js'
import { verifySiwxSignature } from './verify.js'

export const LOCAL_SIWX_STORAGE_KEY = 'siwx-sessions'

export interface LocalSiwxOptions {
  /** The sentence above the message's fields. */
  statement?: string
  /** How long a sign-in lasts. @defaultValue one day */
  ttlMs?: number
  /** Visitors must sign in (cancelling disconnects). @defaultValue false */
  required?: boolean
  /** Drop the sessions when the wallet disconnects. @defaultValue true */
  signOutOnDisconnect?: boolean
  /** The RPC that verifies eip155 smart-account signatures; default: the kit's RPC for that network. */
  getRpcUrl?: (chainId: CaipNetworkId) => string
}

/** A random nonce of 16 letters and digits (EIP-4361 asks for at least 8 alphanumerics). */
function randomNonce(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), byte => alphabet[byte % alphabet.length]).join('')
}

function kitRpcUrl(chainId: CaipNetworkId): string {
  const network = findNetwork(chainId)
  if (!network) throw new Error('Network not found')
  return rpcUrlFor(network, $options.get()?.customRpcUrls)
}

/**
 * Sign-in kept in this browser: the kit verifies each signature itself (eip155: EOA, ERC-1271,
 * ERC-6492; solana: ed25519; bip122: BIP-322 simple or legacy ECDSA) and keeps the sessions in local storage. For sites without a server; a server cannot trust it.
 */
export class LocalSiwx implements SIWXConfig {
  readonly signOutOnDisconnect: boolean

  constructor(private readonly options: LocalSiwxOptions = {}) {
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  async createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SIWXMessage> {
    return toSiwxMessage(pageMessageData({ ...input, nonce: randomNonce(), statement: this.options.statement, ttlMs: this.options.ttlMs }))
  }

  async addSession(session: SIWXSession): Promise<void> {
    const { data } = session
    if (!isSessionLive(data)) throw new Error('The sign-in message has expired')
    // Only eip155 asks the chain (smart accounts); Solana and Bitcoin signatures check offline.
    const rpcUrl = data.chainId.startsWith('eip155:') ? (this.options.getRpcUrl ?? kitRpcUrl)(data.chainId) : undefined
    const valid = await verifySiwxSignature({ message: session.message, signature: session.signature, address: data.accountAddress, chainId: data.chainId, rpcUrl })
    if (!valid) throw new Error('Invalid signature')
    const others = this.stored().filter(kept => !isSameAccount(kept.data, data.chainId, data.accountAddress))
    this.store([...others, session])
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    this.store(this.stored().filter(kept => !isSameAccount(kept.data, chainId, address)))
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    this.store(sessions)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return this.stored().filter(kept => isSameAccount(kept.data, chainId, address) && isSessionLive(kept.data))
  }

  getRequired(): boolean {
    return this.options.required ?? false
  }

  private stored(): SIWXSession[] {
    const sessions = readStored<unknown>(LOCAL_SIWX_STORAGE_KEY)
    return Array.isArray(sessions) ? (sessions as SIWXSession[]) : []
  }

  private store(sessions: SIWXSession[]): void {
    writeStored(LOCAL_SIWX_STORAGE_KEY, sessions.map(({ data, message, signature, cacao }) => ({ data, message, signature, ...(cacao ? { cacao } : {}) })))
  }
}
