import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { startAuthService } from './auth/service.js'
import { startSecureSite } from './site/secure-site.js'
import { startSiwxService } from './siwx/service.js'
import type { ServerConfig } from './config.js'
import type { Logger } from './log.js'
import { instrument } from './ops.js'

/**
 * The whole self-hosted embedded wallet in one process: the secure site (the built frame page and
 * its social sign-in pages), the auth service, and the SIWX session service, each on its own port
 * (its own origin behind the proxy: the frame's origin must be nobody else's), each instrumented.
 */

export interface RunningServer {
  siteUrl: string
  authUrl: string
  siwxUrl: string
  /** Graceful: in-flight requests finish (up to `timeoutMs`), then the databases and the mailer close. */
  stop(timeoutMs?: number): Promise<void>
}

export interface StartOptions {
  logger: Logger
  /** The built frame page: `dist/page` in the package, frame/page/dist in this repository. */
  pageRoot: string
}

/** The origin a social provider's login page lives on: `/oauth/loading` sends people there only. */
const authorizationOrigin = (provider: { issuer?: string; authorizationEndpoint?: string }) => new URL(provider.authorizationEndpoint ?? provider.issuer!).origin

export async function startServer(config: ServerConfig, options: StartOptions): Promise<RunningServer> {
  const { logger } = options
  await access(join(options.pageRoot, 'index.html')).catch(() => {
    throw new Error(`The frame page is missing at ${options.pageRoot} (build it: npm run build:frame)`)
  })
  const host = config.host
  const providers = config.auth.social
  const site = await startSecureSite({ allowedOrigins: config.site.allowedOrigins, root: options.pageRoot, port: config.site.port, host })
  const auth = await startAuthService({
    secureOrigin: config.site.publicUrl,
    publicUrl: config.auth.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.auth.mailFrom,
    database: config.auth.database,
    port: config.auth.port,
    host,
    trustProxy: config.trustProxy,
    perIpPerMinute: config.auth.perIpPerMinute,
    perEmailPerHour: config.auth.perEmailPerHour,
    socialStartsPerMinute: config.auth.socialStartsPerMinute,
    social: providers && { redirectUri: `${config.site.publicUrl}/oauth/callback`, providers }
  })
  site.setConfig({
    authUrl: config.auth.publicUrl,
    rpcUrls: config.site.rpcUrls,
    bundlerUrls: config.site.bundlerUrls,
    accountFactoryAddress: config.site.accountFactoryAddress,
    ...(config.site.apiUrl ? { apiUrl: config.site.apiUrl } : {}),
    socialAuthorizationOrigins: [...new Set(Object.values(providers ?? {}).map(authorizationOrigin))]
  })
  const siwx = await startSiwxService({
    rpcUrls: config.siwx.rpcUrls,
    chains: config.siwx.chains,
    allowedOrigins: config.siwx.allowedOrigins,
    database: config.siwx.database,
    port: config.siwx.port,
    host,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.siwx.rateLimitPerMinute
  })

  const listeners = [
    { service: site, drain: instrument(site.server, { service: 'site', logger, ready: () => access(join(options.pageRoot, 'index.html')) }) },
    { service: auth, drain: instrument(auth.server, { service: 'auth', logger, ready: () => auth.store.ping() }) },
    { service: siwx, drain: instrument(siwx.server, { service: 'siwx', logger, ready: () => siwx.store.ping() }) }
  ]
  logger.info('started', { mode: config.mode, site: site.url, auth: auth.url, siwx: siwx.url })
  return {
    siteUrl: site.url,
    authUrl: auth.url,
    siwxUrl: siwx.url,
    async stop(timeoutMs = 10_000) {
      await Promise.all(listeners.map(listener => listener.drain.drain(timeoutMs)))
      await Promise.all(listeners.map(listener => listener.service.stop()))
      logger.info('stopped')
    }
  }
}
