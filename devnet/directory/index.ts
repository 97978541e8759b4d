import { HttpError, rawReply, serveHttp, type HttpService } from '../http.js'
import { DEFAULT_PROJECTS, requireProject, type Project } from './access.js'
import { startAnalytics, type AnalyticsRecord } from './analytics.js'
import { parseWalletQuery, queryWallets } from './query.js'
import { walletImageSvg } from './wallet-image.js'
import { walletByImageId, walletCatalogue } from './wallets.js'

export type { Project } from './access.js'
export type { AnalyticsRecord } from './analytics.js'
export type { Wallet } from './wallets.js'
export { DEFAULT_PROJECTS, DEVNET_PROJECT_ID } from './access.js'
export { HOSTILE_WALLET_IDS, TEST_WALLET_ID, TEST_WALLET_RDNS, walletCatalogue } from './wallets.js'

export interface DirectoryService {
  /** Wallet directory base url (`walletDirectoryUrl`). */
  url: string
  /** Analytics base url (`analyticsUrl`): `POST /e`, `POST /batch`. */
  analyticsUrl: string
  /** Live log of analytics received, oldest first. */
  events: AnalyticsRecord[]
  directory: HttpService
  analytics: HttpService
  stop(): Promise<void>
}

/** The wallet directory (catalogue, images, allowed origins, analytics config) and the analytics sink beside it. */
export async function startDirectory(options: { projects?: readonly Project[]; walletCount?: number } = {}): Promise<DirectoryService> {
  const projects = options.projects ?? DEFAULT_PROJECTS
  // walletCount: a bigger catalogue for scroll benchmarks; the default 640 is what every test knows.
  const wallets = walletCatalogue(options.walletCount)
  const analytics = await startAnalytics({ projects })
  const directory = await serveHttp({
    name: 'directory',
    routes: [
      {
        // reown-com/appkit packages/controllers/src/controllers/ApiController.ts fetchWallets (ApiGetWalletsRequest/Response)
        method: 'GET',
        path: '/getWallets',
        handle: ctx => {
          requireProject(projects, ctx)
          return queryWallets(wallets, parseWalletQuery(ctx.query))
        }
      },
      {
        // reown-com/appkit packages/controllers/src/controllers/ApiController.ts _fetchWalletImage (an image blob, sdk params in the query)
        method: 'GET',
        path: '/getWalletImage/:imageId',
        handle: ctx => {
          requireProject(projects, ctx)
          const wallet = walletByImageId(ctx.params.imageId ?? '', wallets)
          if (!wallet) throw new HttpError(404, `No wallet image "${(ctx.params.imageId ?? '').slice(0, 64)}"`)
          const etag = `"${wallet.image_id}"`
          const caching = { etag, 'cache-control': 'public, max-age=86400, immutable' }
          if (ctx.headers['if-none-match'] === etag) return rawReply(304, '', caching)
          return rawReply(200, walletImageSvg(wallet), { ...caching, 'content-type': 'image/svg+xml' })
        }
      },
      {
        // reown-com/appkit packages/controllers/src/controllers/ApiController.ts fetchAllowedOrigins (ApiGetAllowedOriginsResponse)
        method: 'GET',
        path: '/projects/v1/origins',
        handle: ctx => ({ allowedOrigins: requireProject(projects, ctx).allowedOrigins })
      },
      {
        // reown-com/appkit packages/controllers/src/controllers/ApiController.ts fetchAnalyticsConfig (ApiGetAnalyticsConfigResponse)
        method: 'GET',
        path: '/getAnalyticsConfig',
        handle: ctx => ({ isAnalyticsEnabled: requireProject(projects, ctx).isAnalyticsEnabled ?? true })
      }
    ]
  })
  return {
    url: directory.url,
    analyticsUrl: analytics.url,
    events: analytics.events,
    directory,
    analytics: analytics.http,
    stop: async () => {
      await Promise.all([directory.stop(), analytics.stop()])
    }
  }
}
