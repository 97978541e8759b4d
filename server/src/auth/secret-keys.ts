import { SERVER_SECRET_MIN_LENGTH } from './at-rest.js'
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Keys derived from the server secret (`W3M_SERVER_SECRET`, as at-rest.ts's): one HKDF-SHA256 key per purpose, so a
 * key for one use never serves another. What the service must read back (a TOTP secret) is sealed
 * with AES-256-GCM, bound to its account and purpose; what it only compares (a recovery code) is an
 * HMAC. A database read alone yields neither.
 */

export interface SecretKeys {
  /** Sealed text (`v1.<base64url iv|ciphertext|tag>`), bound to `context` (e.g. the account). */
  seal(plain: string, purpose: string, context: string): string
  /** The text `seal` sealed with the same purpose and context; throws on any other. */
  open(sealed: string, purpose: string, context: string): string
  /** A keyed hash of a low-entropy value (codes), hex. */
  mac(value: string, purpose: string): string
}

const SALT = 'w3m-kit server secret v1'

export function secretKeys(secret: string): SecretKeys {
  if (secret.length < SERVER_SECRET_MIN_LENGTH) throw new Error(`The server secret must be at least ${SERVER_SECRET_MIN_LENGTH} characters`)
  const keys = new Map<string, Buffer>()
  const key = (purpose: string) => {
    let derived = keys.get(purpose)
    if (!derived) keys.set(purpose, (derived = Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32))))
    return derived
  }
  return {
    seal(plain, purpose, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key(`seal ${purpose}`), iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
    },
    open(sealed, purpose, context) {
      if (!sealed.startsWith('v1.')) throw new Error('Unknown sealed format')
      const bytes = Buffer.from(sealed.slice(3), 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key(`seal ${purpose}`), bytes.subarray(0, 12))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(bytes.subarray(bytes.length - 16))
      return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')
    },
    mac: (value, purpose) => createHmac('sha256', key(`mac ${purpose}`)).update(value).digest('hex')
  }
}
