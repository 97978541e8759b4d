import { createHash, randomBytes } from 'node:crypto'

/**
 * Bearer tokens of the auth service and the sign-in service: 256 random bits, stored as their SHA-256
 * (hex), so a leaked table signs nobody in.
 */
export const hash = (token: string) => createHash('sha256').update(token).digest('hex')
export const token = () => randomBytes(32).toString('base64url')
