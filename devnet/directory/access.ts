import { HttpError, type RequestContext } from '../http.js'

/** A project the devnet services accept, with the origins it may be embedded on (`*` matches any port). */
export interface Project {
  projectId: string
  allowedOrigins: string[]
  /** The dashboard's analytics switch, answered by `GET /getAnalyticsConfig`; default on. */
  isAnalyticsEnabled?: boolean
}

export const DEVNET_PROJECT_ID = 'w3m-devnet'

export const DEFAULT_PROJECTS: readonly Project[] = [
  { projectId: DEVNET_PROJECT_ID, allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }
]

/** Looks up the request's projectId (query first, then a JSON body field) or throws a 403 naming the problem. */
export function requireProject(projects: readonly Project[], ctx: RequestContext): Project {
  const fromBody = typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body) ? (ctx.body as { projectId?: unknown }).projectId : undefined
  const projectId = ctx.query.get('projectId') ?? (typeof fromBody === 'string' ? fromBody : null)
  if (!projectId) throw new HttpError(403, 'Missing projectId: pass ?projectId=<your project id>')
  const project = projects.find(candidate => candidate.projectId === projectId)
  if (!project) throw new HttpError(403, `Invalid projectId "${projectId.slice(0, 64)}": not a known project`)
  return project
}

/** Test-only routes (event logs, fault switches) answer loopback callers only. */
export function requireLoopback(ctx: RequestContext): void {
  const address = ctx.raw.socket.remoteAddress ?? ''
  if (address !== '127.0.0.1' && address !== '::1' && address !== '::ffff:127.0.0.1') throw new HttpError(403, 'This route accepts loopback callers only')
}
