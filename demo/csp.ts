/**
 * The Content-Security-Policy a site using the kit needs (docs/csp.md), built from the service
 * endpoints it gives `createAppKit`: the demo server serves its pages with it in CSP mode, and
 * docs/csp.md shows it for the public endpoints (csp.test.ts keeps the two the same).
 */

export interface KitEndpoints {
  /** Blockchain API: balances, names, the RPC proxy, swap, on-ramp; token icons come from it. */
  apiUrl: string
  /** Wallet directory: the wallet lists and their images. */
  walletDirectoryUrl: string
  /** WalletConnect relay (`wss://`). */
  relayUrl: string
  /** WalletConnect verify: the SDK loads its page in a hidden frame and asks it for its key. */
  verifyUrl?: string
  /** Analytics (pulse). */
  analyticsUrl: string
  /** The secure site of the embedded wallet (email and social sign-in); absent without them. */
  secureSiteUrl?: string
}

export interface SiteSources {
  /** The site's own services the page calls itself (its RPC nodes, its sign-in server, …). */
  connect?: Array<string | undefined>
}

const origin = (url: string) => new URL(url).origin

/** One policy string: every source the kit loads from, and nothing inline. */
export function contentSecurityPolicy(endpoints: KitEndpoints, site: SiteSources = {}): string {
  const given = (urls: Array<string | undefined>) => urls.filter((url): url is string => Boolean(url)).map(origin)
  const services = given([endpoints.apiUrl, endpoints.walletDirectoryUrl, endpoints.relayUrl, endpoints.verifyUrl, endpoints.analyticsUrl])
  const frames = given([endpoints.verifyUrl, endpoints.secureSiteUrl])
  const images = [endpoints.apiUrl, endpoints.walletDirectoryUrl].map(origin)
  const unique = (sources: string[]) => [...new Set(sources)].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${unique([...services, ...given(site.connect ?? [])])}`,
    `frame-src ${frames.length ? unique(frames) : "'none'"}`,
    // data: for the logos wallets announce themselves (EIP-6963) and the kit's own inline logos.
    `img-src 'self' data: ${unique(images)}`,
    "base-uri 'self'",
    "object-src 'none'"
  ].join('; ')
}
