import type { AppKitOptions } from 'w3m-kit'
import { LocalSiwx, ServerSiwx } from 'w3m-kit/siwx'

/**
 * Sign-in for the demo: `?siwx=local` (sessions kept and verified in the browser), `?siwx=server`
 * (the devnet's session service), `?siwx=siwe` (the legacy siweConfig shape over the same service);
 * `&siwxRequired=1` makes it required.
 */
export function demoSiwx(query: URLSearchParams, config: { siwxUrl?: string | undefined }): Partial<AppKitOptions> {
  const kind = query.get('siwx')
  const required = query.get('siwxRequired') === '1'
  const statement = 'Sign in to the w3m-kit demo'
  if (kind === 'local') return { siwx: new LocalSiwx({ required, statement }) }
  if (!config.siwxUrl || (kind !== 'server' && kind !== 'siwe')) return {}
  const server = new ServerSiwx({ url: config.siwxUrl, required, statement })
  if (kind === 'server') return { siwx: server }
  return { siweConfig: legacySiweOver(config.siwxUrl, required) }
}

/** The siweConfig a site written for the older API would pass, here backed by the same session service. */
function legacySiweOver(url: string, required: boolean): AppKitOptions['siweConfig'] {
  let token: string | undefined = sessionStorage.getItem('demo-siwe-token') ?? undefined
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(url + path, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } })
    return { ok: response.ok, body: (await response.json()) as Record<string, unknown> }
  }
  return {
    required,
    getNonce: async () => String((await call('/nonce')).body.nonce),
    async verifyMessage({ message, signature }) {
      const { ok, body } = await call('/verify', { method: 'POST', body: JSON.stringify({ message, signature }) })
      if (ok) sessionStorage.setItem('demo-siwe-token', (token = String(body.token)))
      return ok
    },
    async getSession() {
      if (!token) return null
      const { ok, body } = await call('/session')
      const session = body.session as { address: string; chainId: string } | undefined
      return ok && session ? { address: session.address, chainId: Number(session.chainId.split(':')[1]) } : null
    },
    async signOut() {
      if (token) await call('/signout', { method: 'POST' })
      sessionStorage.removeItem('demo-siwe-token')
      token = undefined
      return true
    }
  }
}
