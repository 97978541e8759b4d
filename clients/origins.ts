/**
 * True when `origin` matches an allowed origin pattern, as the directory lists them and CSP reads them:
 * `*` stands for any run within the host (subdomains) or any port, `host:*` also matches the bare host
 * (its port is implicit), case does not matter, and a bare `*` allows every origin.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some(pattern => pattern === '*' || originPattern(pattern).test(origin))
}

function originPattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
  const body = escaped.endsWith(':*') ? `${escaped.slice(0, -2).replace(/\*/g, '[^/:]*')}(:\\d+)?` : escaped.replace(/\*/g, '[^/:]*')
  return new RegExp(`^${body}$`, 'i')
}

/**
 * Origins every project allows, whatever its list says (reown-com/appkit packages/common/src/utils/
 * ConstantsUtil.ts DEFAULT_ALLOWED_ANCESTORS; behaviour §9): preview deployments and the two
 * secure-mobile wallet hosts; local development is matched by host name below.
 */
const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org'
]

/** True for an origin every project allows: a default one, or any localhost / 127.0.0.1 page (AppKit WcHelpersUtil.isOriginAllowed). */
export function isDefaultAllowedOrigin(origin: string): boolean {
  let hostname: string
  try {
    hostname = new URL(origin).hostname
  } catch {
    return false
  }
  return hostname === 'localhost' || hostname === '127.0.0.1' || isOriginAllowed(origin, DEFAULT_ALLOWED_ORIGINS)
}
