import type { EvmDevnet } from '../chains/evm.js'
import { serveHttp, type HttpError, type HttpService, type Route } from '../http.js'
import { defaultProjects, guarded } from './access.js'
import { iconRoute } from './assets.js'
import { balanceRoutes } from './balance.js'
import { createContext, type SolanaEndpoint } from './context.js'
import { convertRoutes } from './convert.js'
import { historyRoutes } from './history.js'
import { startIndexer } from './indexer.js'
import { nameRoutes } from './names.js'
import { checkoutRoutes, onrampRoutes } from './onramp.js'
import { priceRoutes } from './price.js'
import { proxyRoutes } from './proxy.js'
import { sessionRoutes } from './sessions.js'
import { ApiStore, type Project } from './store.js'

/** The devnet blockchain API: every behaviour §7 call over the local chains, with an indexer and a SQLite store. */

export interface ApiOptions {
  evm: EvmDevnet
  solana?: SolanaEndpoint
  /** SQLite file; `:memory:` (the default) forgets everything on stop. */
  dbPath?: string
  /** Added to (or updating) the stored projects; the default project `w3m-devnet` is always present. */
  projects?: Project[]
  port?: number
}

export interface ApiDevnet {
  url: string
  store: ApiStore
  /** The HTTP service, with its fault switch (`setFaults`, `faultHits`). */
  http: HttpService
  stop(): Promise<void>
}

export { defaultProjects } from './access.js'
export type { Project } from './store.js'

export async function startApi(options: ApiOptions): Promise<ApiDevnet> {
  const store = new ApiStore(options.dbPath)
  for (const project of [...defaultProjects, ...(options.projects ?? [])]) store.saveProject(project)

  // The server starts first so the routes know its url (for the links they hand out); it reads this array per request.
  const routes: Route[] = []
  // Errors as the real API words them: reown-com/blockchain-api src/error.rs (new_error_response).
  const errorBody = (error: HttpError) => ({ status: 'FAILED', reasons: [{ field: error.field, description: error.message }] })
  const service = await serveHttp({ name: 'api', routes, port: options.port, errorBody })
  const ctx = createContext({ apiUrl: service.url, store, evm: options.evm, solana: options.solana })
  const indexer = startIndexer(ctx)
  routes.push(
    iconRoute,
    ...checkoutRoutes(ctx),
    ...proxyRoutes(ctx),
    ...guarded(store, [
      ...historyRoutes(ctx, indexer),
      ...balanceRoutes(ctx),
      ...convertRoutes(ctx),
      ...priceRoutes(ctx),
      ...nameRoutes(ctx),
      ...onrampRoutes(ctx),
      ...sessionRoutes(ctx)
    ])
  )

  let stopping: Promise<void> | undefined
  return {
    url: service.url,
    store,
    http: service,
    stop: () =>
      (stopping ??= (async () => {
        await indexer.stop()
        await service.stop()
        store.close()
      })())
  }
}
