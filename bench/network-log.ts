import type { Page, Request } from 'playwright-core'

/** One network exchange the page made, with its encoded (on-the-wire, gzip) body size. */
export interface LoggedRequest {
  url: string
  origin: string
  /** 'ws' for WebSockets, else the resource type Playwright reports. */
  type: string
  phase: string
  bodyBytes: number
  status?: number
  failed?: string
}

/**
 * Records every request of a page, tagged with the phase current when it started, and knows
 * when the network has gone quiet.
 */
export class NetworkLog {
  readonly entries: LoggedRequest[] = []
  private phase = 'load'
  private inFlight = 0
  private lastActivity = Date.now()
  private readonly sizing: Array<Promise<void>> = []

  constructor(page: Page) {
    page.on('request', request => {
      if (isNetwork(request.url())) this.begin(request)
    })
    page.on('websocket', socket => {
      this.entries.push({ url: socket.url(), origin: originOf(socket.url()), type: 'ws', phase: this.phase, bodyBytes: 0 })
    })
  }

  setPhase(phase: string): void {
    this.phase = phase
  }

  private begin(request: Request): void {
    const entry: LoggedRequest = { url: request.url(), origin: originOf(request.url()), type: request.resourceType(), phase: this.phase, bodyBytes: 0 }
    this.entries.push(entry)
    this.inFlight++
    this.lastActivity = Date.now()
    const done = (failure?: string): void => {
      this.inFlight--
      this.lastActivity = Date.now()
      if (failure) entry.failed = failure
    }
    const response = request.response()
    this.sizing.push(
      response
        .then(async answered => {
          if (!answered) return done(request.failure()?.errorText ?? 'no response')
          entry.status = answered.status()
          await answered.finished()
          entry.bodyBytes = (await request.sizes()).responseBodySize
          done()
        })
        .catch((error: Error) => done(error.message))
    )
  }

  /** Resolves once nothing has been in flight for `quietMs`; rejects after `timeoutMs`. */
  async idle(quietMs = 500, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (this.inFlight > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const pending = this.entries.filter(entry => entry.bodyBytes === 0 && !entry.failed && entry.type !== 'ws').map(entry => entry.url)
        throw new Error(`network never went quiet within ${timeoutMs} ms; still loading: ${pending.slice(0, 5).join(', ')}`)
      }
      await new Promise(resolve => setTimeout(resolve, 50))
    }
    await Promise.all(this.sizing)
  }

  /** Requests that failed or answered 4xx/5xx, as `status url` lines for error messages. */
  problems(): string[] {
    return this.entries
      .filter(entry => entry.failed || (entry.status ?? 0) >= 400)
      .map(entry => `${entry.failed ? `failed (${entry.failed})` : `HTTP ${entry.status}`} ${entry.url}`)
  }

  inPhase(phase: string): LoggedRequest[] {
    return this.entries.filter(entry => entry.phase === phase)
  }
}

export function bytesOf(entries: LoggedRequest[]): number {
  return entries.reduce((sum, entry) => sum + entry.bodyBytes, 0)
}

function isNetwork(url: string): boolean {
  return url.startsWith('http:') || url.startsWith('https:')
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}
