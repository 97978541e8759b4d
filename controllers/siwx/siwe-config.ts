import type { CaipNetworkId, SIWEConfig, SIWXConfig, SIWXMessage, SIWXSession } from '../../types/public.js'
import { formatSiwxMessage, pageMessageData } from './message.js'

/** The legacy `siweConfig` options as a SIWX config: the same flow, the site's own nonce, message and verification. */
export function siweConfigToSiwx(config: SIWEConfig): SIWXConfig {
  return {
    signOutOnDisconnect: config.signOutOnDisconnect ?? true,
    getRequired: () => config.required ?? false,

    async createMessage({ accountAddress, chainId }): Promise<SIWXMessage> {
      const [nonce, params] = await Promise.all([config.getNonce(accountAddress), config.getMessageParams?.()])
      const data = pageMessageData({ accountAddress, chainId, nonce, ...(params?.statement ? { statement: params.statement } : {}), ...(params?.expiry ? { ttlMs: params.expiry * 1000 } : {}), ...(params?.resources ? { resources: params.resources } : {}) })
      const placed = { ...data, ...(params?.domain ? { domain: params.domain } : {}), ...(params?.uri ? { uri: params.uri } : {}) }
      const text = config.createMessage
        ? config.createMessage({ address: accountAddress, chainId: Number(chainId.split(':')[1]), nonce, domain: placed.domain, uri: placed.uri, version: '1', issuedAt: placed.issuedAt, ...(placed.statement ? { statement: placed.statement } : {}), ...(placed.expirationTime ? { expirationTime: placed.expirationTime } : {}), ...(placed.resources ? { resources: placed.resources } : {}) })
        : formatSiwxMessage(placed)
      return { ...placed, toString: () => text }
    },

    async addSession(session: SIWXSession): Promise<void> {
      if (!(await config.verifyMessage({ message: session.message, signature: session.signature }))) throw new Error('Invalid signature')
      config.onSignIn?.({ address: session.data.accountAddress, chainId: Number(session.data.chainId.split(':')[1]) })
    },

    async revokeSession(): Promise<void> {
      await signOut(config)
    },

    async setSessions(sessions: SIWXSession[]): Promise<void> {
      if (sessions.length === 0) await signOut(config)
      else for (const session of sessions) await this.addSession(session)
    },

    /** The legacy session names only an address and a chain: it stands for a session with no message kept. */
    async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
      const session = await config.getSession()
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return []
      return [{ data: { accountAddress: session.address, chainId, domain: location.host, uri: location.href, version: '1', nonce: '', issuedAt: new Date(0).toISOString() }, message: '', signature: '' }]
    }
  }
}

async function signOut(config: SIWEConfig): Promise<void> {
  await config.signOut()
  config.onSignOut?.()
}
