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
