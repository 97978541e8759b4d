import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * How the auth store keeps secrets at rest (README.md beside this file has the table): a random
 * value of 256 bits is kept as its SHA-256 (nothing to guess from it); a low-entropy value (the
 * 6-digit code) as an HMAC-SHA-256 under a key from the server secret (a table without the secret
 * cannot be brute-forced); a value the server must read back (a PKCE verifier, a Farcaster channel
 * token) sealed with AES-256-GCM under another key from it, bound to its row (the AAD). Each key is
 * derived from the secret by HKDF-SHA-256 with its own label, so no two uses share a key.
 */

/** The server secret's minimum length: 32 characters (e.g. `openssl rand -base64 32`). */
export const SERVER_SECRET_MIN_LENGTH = 32

/** Two hex digests (store/tokens.ts `hash`, or `mac`) compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

export interface AtRestKeys {
  /** HMAC-SHA-256 (hex) of a low-entropy value, bound to its context (the code's account and purpose). */
  mac(value: string, context: string): string
  /** AES-256-GCM with a random 96-bit IV: `v1.<base64url iv‖ciphertext‖tag>`, bound to `context`. */
  seal(value: string, context: string): string
  /** The sealed value, or undefined when it was sealed under another key or context, or altered. */
  open(sealed: string, context: string): string | undefined
}

const SALT = 'w3m-kit auth store'
const derive = (secret: string, label: string) => Buffer.from(hkdfSync('sha256', secret, SALT, label, 32))

export function atRestKeys(secret: string): AtRestKeys {
  if (typeof secret !== 'string' || secret.length < SERVER_SECRET_MIN_LENGTH) throw new Error(`The server secret must be at least ${SERVER_SECRET_MIN_LENGTH} characters (W3M_SERVER_SECRET; e.g. openssl rand -base64 32)`)
  const macKey = derive(secret, 'login code mac v1')
  const sealKey = derive(secret, 'sign-in state seal v1')
  return {
    mac: (value, context) => createHmac('sha256', macKey).update(`${context}\n${value}`).digest('hex'),
    seal(value, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(context))
      const sealed = Buffer.concat([iv, cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()])
      return `v1.${sealed.toString('base64url')}`
    },
    open(sealed, context) {
      if (!sealed.startsWith('v1.')) return undefined
      const bytes = Buffer.from(sealed.slice(3), 'base64url')
      if (bytes.length < 12 + 16) return undefined
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12)).setAAD(Buffer.from(context))
        decipher.setAuthTag(bytes.subarray(bytes.length - 16))
        return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')
      } catch {
        return undefined
      }
    }
  }
}
