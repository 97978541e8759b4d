import { HttpError, PlainTextError, type RequestContext, type Route } from '../http.js'
import type { ApiStore, Project } from './store.js'

/**
 * Every API call names a known project, as the real one checks it:
 * reown-com/blockchain-api src/state.rs validate_project_access (an unknown project is
 * src/error.rs ProjectDataError/RegistryError → 401 `authentication` "We failed to authenticate
 * your request"); a missing `projectId` fails the handler's query struct first (axum's plain-text
 * 400). The REST routes have open CORS and do not look at the Origin (only `/v1/json-rpc` would);
 * a project's `allowedOrigins` stay in the store for the services that do check them.
 */

export const defaultProjects: readonly Project[] = [{ projectId: 'w3m-devnet', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }]

export function requireProject(store: ApiStore, ctx: RequestContext): Project {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {}
  const projectId = ctx.query.get('projectId') ?? (typeof body.projectId === 'string' ? body.projectId : null)
  if (projectId === null) throw new PlainTextError(400, 'Failed to deserialize query string: missing field `projectId`')
  const project = store.project(projectId)
  if (!project) throw new HttpError(401, 'We failed to authenticate your request', {}, 'authentication')
  return project
}

/** Wraps routes so none runs before the project check. */
export function guarded(store: ApiStore, routes: Route[]): Route[] {
  return routes.map(route => ({
    ...route,
    handle: ctx => {
      requireProject(store, ctx)
      return route.handle(ctx)
    }
  }))
}
