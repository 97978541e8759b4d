/**
 * One reading of an email address, shared by the kit's email field and the auth service (behaviour §5:
 * "Email must be a valid address"). The normalised form is the account's key, the mailbox the code
 * is mailed to and the address shown: one string for all three, so an address can never be keyed
 * as one mailbox and mailed to another.
 *
 * - Refused: control characters and invisible format characters anywhere (NUL, bidi overrides and
 *   isolates, zero-width joiners, BOM): they make what a person reads differ from what is stored.
 * - Normalised once: Unicode NFC, the local part and the domain lower-cased (every major mail
 *   provider treats the local part case-insensitively, and accounts were always keyed that way),
 *   the domain in its IDNA ASCII form (`bücher.example` → `xn--bcher-kva.example`), the form SMTP
 *   delivers to.
 * - Shape: one `@`; a local part of at most 64 characters without spaces, quotes, angle brackets or
 *   the other RFC 5322 specials, no leading, trailing or doubled dot; a domain of at most 253
 *   characters with at least two labels of letters, digits and inner hyphens, the last not numeric.
 */

export const INVALID_EMAIL = 'Email must be a valid address'
export const HIDDEN_CHARACTERS_IN_EMAIL = 'Email must not contain hidden or control characters'

export type EmailReading = { ok: true; email: string } | { ok: false; error: typeof INVALID_EMAIL | typeof HIDDEN_CHARACTERS_IN_EMAIL }

const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
const LOCAL_SPECIALS = /[\s"(),:;<>@[\\\]]/u
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

export function readEmail(input: string): EmailReading {
  // Spaces and line ends around a pasted address go; anything invisible inside or around it refuses it.
  const trimmed = input.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')
  if (HIDDEN.test(trimmed)) return { ok: false, error: HIDDEN_CHARACTERS_IN_EMAIL }
  const text = trimmed.normalize('NFC')
  const at = text.lastIndexOf('@')
  if (text.length > 254 || at <= 0 || text.indexOf('@') !== at) return { ok: false, error: INVALID_EMAIL }
  const local = text.slice(0, at).toLowerCase()
  const domain = asciiDomain(text.slice(at + 1))
  if (!domain || local.length > 64 || LOCAL_SPECIALS.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return { ok: false, error: INVALID_EMAIL }
  const email = `${local}@${domain}`
  return email.length > 254 ? { ok: false, error: INVALID_EMAIL } : { ok: true, email }
}

/** The domain in IDNA ASCII form (the URL parser's domain-to-ASCII, the same in Node and browsers), or undefined when it is not a mail domain. */
function asciiDomain(domain: string): string | undefined {
  if (!domain || domain.length > 253 || /[/?#:@\\%\s]/u.test(domain)) return undefined
  let host: string
  try {
    host = new URL(`http://${domain}`).hostname
  } catch {
    return undefined
  }
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every(label => LABEL.test(label)) || /^[0-9]+$/.test(labels.at(-1)!)) return undefined
  return host
}
