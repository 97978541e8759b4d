import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The devnet's one fault switch, in front of every HTTP service (`serveHttp`) and every gate
 * (`startGate`: the RPC nodes, the auth service, the secure site): a plan a test sets at run time
 * (the service's `setFaults`, or loopback `POST /__faults`) and how many requests it met.
 */

export interface FaultPlan {
  /** Added delay before answering, in ms. */
  latencyMs?: number
  /** Answer with this status (e.g. 429, 500, 503) instead of running the route. */
  status?: number
  /** Retry-After header (seconds) sent with `status`. */
  retryAfter?: number
  /** Destroy the socket without answering (a crash, a lost network, a stopped node). */
  drop?: boolean
  /** Answer 200 with a body the client cannot use: `text` is not JSON, `shape` is JSON of the wrong shape. */
  garbage?: 'text' | 'shape'
  /** Apply to this many requests, then clear; absent = until cleared. */
  times?: number
  /** Apply only to paths starting with this prefix. */
  pathPrefix?: string
}

export const GARBAGE_BODIES = { text: '<html><body>502 Bad Gateway</body></html>', shape: '{"unexpected":[1,2,3],"data":"not what you asked for"}' } as const

export interface FaultSwitch {
  set(plan: FaultPlan | undefined): void
  plan(): FaultPlan | undefined
  /** Requests the plans met since the last `set` (a storm's retries are counted here). */
  hits(): number
  /**
   * Applies the plan to one request: true when the fault answered it (or dropped it) and the
   * service must not; `errorBody` words an injected status the way the service words its errors.
   */
  apply(req: IncomingMessage, res: ServerResponse, errorBody: (status: number) => unknown): Promise<boolean>
}

function fromEnv(name: string): FaultPlan | undefined {
  const raw = process.env.DEVNET_FAULTS
  if (!raw) return undefined
  const parsed = JSON.parse(raw) as FaultPlan & { service?: string }
  if (parsed.service && parsed.service !== name) return undefined
  return parsed
}

/** A switch for the service `name`; env DEVNET_FAULTS (`{ service, ...plan }`) sets its first plan. */
export function faultSwitch(name: string): FaultSwitch {
  let current = fromEnv(name)
  let hits = 0
  return {
    set: plan => {
      current = plan && Object.keys(plan).length ? { ...plan } : undefined
      hits = 0
    },
    plan: () => current,
    hits: () => hits,
    apply: async (req, res, errorBody) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname
      const plan = current && (!current.pathPrefix || path.startsWith(current.pathPrefix)) ? current : undefined
      if (!plan) return false
      hits++
      if (plan.times !== undefined && --plan.times <= 0) current = undefined
      if (plan.latencyMs) await new Promise(resolve => setTimeout(resolve, plan.latencyMs))
      if (plan.drop) {
        req.socket.destroy()
        return true
      }
      if (plan.garbage) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(GARBAGE_BODIES[plan.garbage])
        return true
      }
      if (plan.status) {
        res.writeHead(plan.status, { 'content-type': 'application/json', ...(plan.retryAfter !== undefined ? { 'retry-after': String(plan.retryAfter) } : {}) })
        res.end(JSON.stringify(errorBody(plan.status)))
        return true
      }
      // Latency alone: the request goes on to the service.
      return false
    }
  }
}

export function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? ''
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/**
 * The `/__faults` route of a devnet service or gate, from loopback only: `POST` sets the plan (its
 * body), `DELETE` clears it, and every method answers the plan and its hits; undefined from elsewhere.
 */
export async function faultRoute(req: IncomingMessage, faults: FaultSwitch, readPlan: () => Promise<unknown>): Promise<{ faults: FaultPlan | null; hits: number } | undefined> {
  if (!isLoopback(req)) return undefined
  if (req.method === 'DELETE') faults.set(undefined)
  else if (req.method === 'POST') faults.set(((await readPlan()) as FaultPlan | undefined) ?? undefined)
  return { faults: faults.plan() ?? null, hits: faults.hits() }
}
