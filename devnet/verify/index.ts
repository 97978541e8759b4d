import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { rawReply, serveHttp, type HttpService } from '../http.js'

export interface VerifyService {
  /** Base url: the SDK loads `{url}/attestation?projectId&origin&id&decryptedId` in a hidden iframe; wallets fetch `{url}/public-key`. */
  url: string
  stop(): Promise<void>
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A P-256 signing key, as the public verify server has (wallets check attestations against its public half). */
export function verifyKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
}

/**
 * An ES256 attestation JWT, every part base64url: the dapp's SDK decodes all three parts and matches
 * `payload.id` (a part that is not base64url makes it drop the answer and wait out 5 s); the wallet
 * checks the r||s signature against `/public-key`.
 */
export function attestationFor(id: string, origin: string, key: KeyObject, now = Date.now()): string {
  const payload = { id, origin, isVerified: true, isScam: false, exp: Math.floor(now / 1000) + 300 }
  const signingInput = `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(payload)}`
  const signature = sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')
  return `${signingInput}.${signature}`
}

/** What `GET /public-key` answers: the SDK's `{ publicKey: JWK, expiresAt: seconds }`. */
export function publicKeyOf(key: KeyObject, now = Date.now()): { publicKey: Record<string, unknown>; expiresAt: number } {
  const { kty, crv, x, y } = key.export({ format: 'jwk' })
  return { publicKey: { kty, crv, x, y, ext: true, key_ops: ['verify'] }, expiresAt: Math.floor(now / 1000) + 24 * 3600 }
}

/** The page answers its parent at once, and only the parent's own origin (never `*`). */
export function attestationPage(id: string, origin: string, key: KeyObject): string {
  const message = JSON.stringify({ type: 'verify_attestation', attestation: attestationFor(id, origin, key) })
  const script = `parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(origin)})`.replace(/</g, '\\u003c')
  return `<!doctype html><meta charset="utf-8"><title>verify</title><script>${script}</script>`
}

/** A local stand-in for the WalletConnect verify server: the iframe answer and the key that signs it. */
export async function startVerify(options: { port?: number } = {}): Promise<VerifyService> {
  const key = verifyKey()
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
          return rawReply(200, attestationPage(id, origin, key), { 'content-type': 'text/html; charset=utf-8' })
        }
      },
      { method: 'GET', path: '/public-key', handle: () => publicKeyOf(key) }
    ]
  })
  return { url: service.url, stop: () => service.stop() }
}
