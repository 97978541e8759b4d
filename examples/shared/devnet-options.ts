import type { AppKitOptions } from 'w3m-kit'

/**
 * The devnet's public configuration, as the e2e hands it to an example: `window.__DEVNET__` on the
 * static examples (the demo server injects it), `process.env.W3M_DEVNET` (JSON) on the server-rendered
 * ones. A subset of demo/shared/devnet.ts's `DemoDevnet`.
 */
export interface ExampleDevnet {
  projectId: string
  apiUrl?: string
  walletDirectoryUrl?: string
  relayUrl?: string
  analyticsUrl?: string
  verifyUrl?: string
  secureSiteUrl?: string
}

const SERVICE_URLS = ['apiUrl', 'walletDirectoryUrl', 'relayUrl', 'analyticsUrl', 'verifyUrl', 'secureSiteUrl'] as const

/**
 * The createAppKit options that point the kit at the local devnet instead of the hosted services.
 * A real site passes only its `projectId`; everything else in an example is what its README shows.
 */
export function devnetOptions(devnet: ExampleDevnet): Pick<AppKitOptions, 'projectId' | (typeof SERVICE_URLS)[number]> {
  const options: Pick<AppKitOptions, 'projectId' | (typeof SERVICE_URLS)[number]> = { projectId: devnet.projectId }
  for (const key of SERVICE_URLS) if (devnet[key]) options[key] = devnet[key]
  return options
}

/** The static examples' configuration (injected as `window.__DEVNET__` by the server that serves them). */
export function pageDevnet(): ExampleDevnet {
  const devnet = (globalThis as { __DEVNET__?: ExampleDevnet }).__DEVNET__
  if (!devnet) throw new Error('No devnet configuration on this page: serve it with the demo server (npm run demo, or the e2e).')
  return devnet
}
