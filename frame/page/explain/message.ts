import type { Explanation, RequestContext, Warning } from './model.js'

/** personal_sign: the bytes as text when they are printable UTF-8, a sign-in message as its parts, hex otherwise. */

type SignIn = Extract<Explanation, { kind: 'sign-in' }>

/** C0/C1 controls other than tab, line feed and carriage return: bytes that are not text a person reads. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** personal_sign's message is hex of the bytes (EIP-191); a plain string is taken as the text it is. */
export function explainMessage(message: unknown, context: RequestContext, now: number): { explanation: Explanation; warnings: Warning[] } {
  if (typeof message !== 'string') throw new TypeError('personal_sign: the message is not a string')
  const text = /^0x([0-9a-fA-F]{2})*$/.test(message) ? utf8(message as `0x${string}`) : message
  if (text === undefined || CONTROL.test(text)) return { explanation: { kind: 'message-hex', hex: message as `0x${string}` }, warnings: [{ code: 'unreadable-message' }] }
  const signIn = parseSignIn(text)
  if (!signIn) return { explanation: { kind: 'message', text }, warnings: [] }
  return { explanation: signIn, warnings: signInWarnings(signIn, context.origin, now) }
}

function utf8(hex: `0x${string}`): string | undefined {
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * EIP-4361 (and CAIP-122, which names other chains in the first line) as the ABNF orders it:
 * `[scheme://]domain wants you to sign in with your … account:`, the address, an optional statement,
 * then `Key: value` fields in their fixed order. Anything else is a plain message.
 * https://eips.ethereum.org/EIPS/eip-4361#message-format ; viem/utils/siwe/parseSiweMessage.ts reads the same
 * shape but turns the times into Dates (the screen needs them as stated) and knows only Ethereum.
 */
const FIRST_LINE = /^(?:([a-zA-Z][a-zA-Z0-9+\-.]*):\/\/)?(\S+) wants you to sign in with your [^\n]{1,64} account:$/
const FIELDS = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At', 'Expiration Time', 'Not Before', 'Request ID'] as const
const REQUIRED: readonly (typeof FIELDS)[number][] = ['URI', 'Version', 'Nonce']

export function parseSignIn(text: string): SignIn | undefined {
  const lines = text.split('\n')
  const first = FIRST_LINE.exec(lines[0] ?? '')
  const address = lines[1]
  if (!first || !address || /\s/.test(address) || lines[2] !== '') return undefined
  let at = 3
  let statement: string | undefined
  // The statement is one line followed by an empty line; without one, the fields start here (EIP-4361 allows both spellings).
  if (lines[at] !== undefined && !lines[at]!.startsWith('URI: ')) {
    if (lines[at] === '') at++
    else if (lines[at + 1] === '') {
      statement = lines[at]
      at += 2
    } else return undefined
  }
  const fields = new Map<string, string>()
  let order = 0
  for (; at < lines.length; at++) {
    const line = lines[at]!
    if (line === 'Resources:') break
    const colon = line.indexOf(': ')
    const key = colon > 0 ? line.slice(0, colon) : ''
    const index = FIELDS.indexOf(key as (typeof FIELDS)[number])
    if (index < order || fields.has(key)) return undefined
    fields.set(key, line.slice(colon + 2))
    order = index + 1
  }
  const resources: string[] = []
  if (lines[at] === 'Resources:') {
    for (at++; at < lines.length; at++) {
      if (!lines[at]!.startsWith('- ')) return undefined
      resources.push(lines[at]!.slice(2))
    }
  }
  if (REQUIRED.some(key => !fields.has(key))) return undefined
  const [, scheme, domain] = first
  const optional = (key: (typeof FIELDS)[number], name: keyof SignIn) => (fields.has(key) ? { [name]: fields.get(key)! } : {})
  return {
    kind: 'sign-in',
    domain: scheme ? `${scheme}://${domain}` : domain!,
    address,
    ...(statement !== undefined ? { statement } : {}),
    uri: fields.get('URI')!,
    version: fields.get('Version')!,
    ...optional('Chain ID', 'chainId'),
    nonce: fields.get('Nonce')!,
    ...optional('Issued At', 'issuedAt'),
    ...optional('Expiration Time', 'expirationTime'),
    ...optional('Not Before', 'notBefore'),
    resources,
    text
  }
}

/** The browser's origin is the truth: the message's domain (and scheme, when it states one) must be it. */
function signInWarnings(signIn: SignIn, origin: string, now: number): Warning[] {
  const warnings: Warning[] = []
  const stated = /^([a-zA-Z][a-zA-Z0-9+\-.]*):\/\/(.*)$/.exec(signIn.domain)
  const host = (stated ? stated[2]! : signIn.domain).toLowerCase()
  let matches: boolean
  try {
    const url = new URL(origin)
    matches = url.host.toLowerCase() === host && (!stated || `${stated[1]!.toLowerCase()}:` === url.protocol)
  } catch {
    matches = false
  }
  if (!matches) warnings.push({ code: 'sign-in-domain-mismatch', domain: signIn.domain, origin })
  if (signIn.expirationTime !== undefined) {
    const expires = Date.parse(signIn.expirationTime)
    if (!Number.isNaN(expires) && expires <= now) warnings.push({ code: 'sign-in-expired', expirationTime: signIn.expirationTime })
  }
  return warnings
}
