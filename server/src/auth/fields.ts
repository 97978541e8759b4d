import { readEmail } from '../../../frame/email-address.js'
import { HttpError } from '../http/router.js'

/** How the auth service reads a request's fields (its tokens: store/tokens.ts). */

export const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

export function field(body: Record<string, unknown>, name: string, pattern: RegExp, max = 254): string {
  const value = body[name]
  if (typeof value !== 'string' || value.length > max || !pattern.test(value)) throw new HttpError(400, `Invalid ${name}`)
  return value
}

/** The normalised address (frame/email-address.ts): the account's key, the mailbox and what is shown, one string. */
export function emailOf(body: Record<string, unknown>, name = 'email'): string {
  const value = body[name]
  const reading = typeof value === 'string' && value.length <= 1024 ? readEmail(value) : undefined
  if (!reading) throw new HttpError(400, `Invalid ${name}`)
  if (!reading.ok) throw new HttpError(400, reading.error)
  return reading.email
}
