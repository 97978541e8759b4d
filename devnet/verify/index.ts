import { rawReply, serveHttp, type HttpService } from '../http.js'

export interface VerifyService {
  /** Base url: the SDK loads `{url}/attestation?projectId&origin&id&decryptedId` in a hidden iframe. */
  url: string
  stop(): Promise<void>
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * An unsecured attestation JWT (RFC 7519 §6: `alg: none`, empty signature part): the dapp's SDK
 * only base64url-decodes all three parts and matches `payload.id`; any non-base64url part makes it drop the answer.
 */
export function attestationFor(id: string, origin: string, now = Date.now()): string {
  const payload = { id, origin, isVerified: true, isScam: false, exp: Math.floor(now / 1000) + 300 }
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`
}

/** The page answers its parent at once, and only the parent's own origin (never `*`). */
export function attestationPage(id: string, origin: string): string {
  const message = JSON.stringify({ type: 'verify_attestation', attestation: attestationFor(id, origin) })
  const script = `parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(origin)})`.replace(/</g, '\\u003c')
  return `<!doctype html><meta charset="utf-8"><title>verify</title><script>${script}</script>`
}

/** A local stand-in for the WalletConnect verify server (the iframe answer and an empty key endpoint). */
export async function startVerify(options: { port?: number } = {}): Promise<VerifyService> {
  const service: HttpService = await serveHttp({
    name: 'verify',
    port: options.port ?? 0,
    routes: [
      {
        method: 'GET',
        path: '/attestation',
        handle: ctx => {
          const id = ctx.query.get('id') ?? ''
          const origin = ctx.query.get('origin') ?? ''
          let parsed: URL | undefined
          try {
            parsed = new URL(origin)
          } catch {
            parsed = undefined
          }
          if (!/^[0-9a-f]{1,128}$/i.test(id) || !parsed || parsed.origin !== origin) {
            return rawReply(400, 'id and origin are required', { 'content-type': 'text/plain' })
          }
          return rawReply(200, attestationPage(id, origin), { 'content-type': 'text/html; charset=utf-8' })
        }
      }
    ]
  })
  return { url: service.url, stop: () => service.stop() }
}
