import { isOriginAllowed } from '../../clients/origins.js'
import { HttpError, type RequestContext, type Route } from '../http.js'
import type { ApiStore, Project } from './store.js'

/** Every API call names a known project, and a browser caller's Origin must be on that project's list. */

export const defaultProjects: readonly Project[] = [{ projectId: 'w3m-devnet', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }]

export function requireProject(store: ApiStore, ctx: RequestContext): Project {
  const body = ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {}
  const projectId = ctx.query.get('projectId') ?? (typeof body.projectId === 'string' ? body.projectId : null)
  if (!projectId) throw new HttpError(403, 'Invalid projectId: missing projectId parameter')
  const project = store.project(projectId)
  if (!project) throw new HttpError(403, `Invalid projectId: ${projectId.slice(0, 64)} is not a known project`)
  if (ctx.origin !== undefined && !isOriginAllowed(ctx.origin, project.allowedOrigins)) {
    throw new HttpError(403, `Origin ${ctx.origin.slice(0, 200)} is not allowed for project ${projectId}; allowed origins: ${project.allowedOrigins.join(', ')}`)
  }
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
