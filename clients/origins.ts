/** True when `origin` matches an allowed origin; `*` stands for any run of characters (subdomain, port). */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some(pattern => {
    if (!pattern.includes('*')) return pattern === origin
    const escaped = pattern.split('*').map(part => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    return new RegExp(`^${escaped.join('.*')}$`).test(origin)
  })
}
