import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { idRegistryCustody } from './auth/id-registry.js'
import { createAuthService } from './auth/service.js'
import { serve } from './http/serve.js'
import { createSecureSite } from './site/secure-site.js'
import { createSiwxService } from './siwx/service.js'
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
  const farcaster = config.auth.farcaster
  const site = createSecureSite({ allowedOrigins: config.site.allowedOrigins, publicUrl: config.site.publicUrl, root: options.pageRoot })
  const auth = await createAuthService({
    secureOrigin: config.site.publicUrl,
    publicUrl: config.auth.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.auth.mailFrom,
    database: config.auth.database,
    secret: config.auth.secret,
    trustProxy: config.trustProxy,
    perIpPerMinute: config.auth.perIpPerMinute,
    perEmailPerHour: config.auth.perEmailPerHour,
    socialStartsPerMinute: config.auth.socialStartsPerMinute,
    keyExport: config.auth.keyExport,
    social: providers && { redirectUri: `${config.site.publicUrl}/oauth/callback`, providers },
    // The Sign In With Farcaster message names the secure site; the fid's custody address comes from the ID registry on Optimism.
    farcaster: farcaster && { relayUrl: farcaster.relayUrl, siweUri: `${config.site.publicUrl}/`, custodyOf: idRegistryCustody(farcaster.optimismRpcUrl) },
    ...(config.paymaster ? { paymaster: { ...config.paymaster, rpcUrls: config.site.rpcUrls } } : {})
  })
  site.setConfig({
    authUrl: config.auth.publicUrl,
    rpcUrls: config.site.rpcUrls,
    bundlerUrls: config.site.bundlerUrls,
    // The frame asks the auth service's paymaster on every chain the site serves.
    ...(config.paymaster ? { paymasterUrls: Object.fromEntries(Object.keys(config.site.rpcUrls).map(chain => [chain, `${config.auth.publicUrl}/paymaster`])) } : {}),
    ...(config.site.apiUrl ? { apiUrl: config.site.apiUrl } : {}),
    socialAuthorizationOrigins: [...new Set(Object.values(providers ?? {}).map(authorizationOrigin))]
  })
  const siwx = await createSiwxService({
    rpcUrls: config.siwx.rpcUrls,
    chains: config.siwx.chains,
    allowedOrigins: config.siwx.allowedOrigins,
    database: config.siwx.database,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.siwx.rateLimitPerMinute
  })

  const siteListener = await serve(instrument(site.handler, { service: 'site', logger, ready: () => access(join(options.pageRoot, 'index.html')) }), { port: config.site.port, host })
  site.listening(siteListener.url)
  const authListener = await serve(instrument(auth.handler, { service: 'auth', logger, ready: () => auth.store.ping() }), { port: config.auth.port, host })
  auth.listening(authListener.url)
  const siwxListener = await serve(instrument(siwx.handler, { service: 'siwx', logger, ready: () => siwx.store.ping() }), { port: config.siwx.port, host })
  const listeners = [siteListener, authListener, siwxListener]
  logger.info('started', { mode: config.mode, site: siteListener.url, auth: authListener.url, siwx: siwxListener.url })
  return {
    siteUrl: siteListener.url,
    authUrl: authListener.url,
    siwxUrl: siwxListener.url,
    async stop(timeoutMs = 10_000) {
      await Promise.all(listeners.map(listener => listener.drain(timeoutMs)))
      await Promise.all(listeners.map(listener => listener.close()))
      await Promise.all([auth.close(), siwx.close()])
      logger.info('stopped')
    }
  }
}
