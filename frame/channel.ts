/**
 * Both ends of the frame's postMessage channel. A message counts only if its origin AND source
 * window are the expected ones AND its shape validates AND (answers) its id is pending; each id once.
 */
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  LONG_REQUESTS,
  UNTIMED_REQUESTS,
  isFrameAnswer,
  isFrameReadyEvent,
  isFrameRequest,
  isFrameVisibilityEvent,
  makeError,
  makeRequest,
  makeSuccess,
  type FrameAnswer,
  type FrameMessageType,
  type FrameMessages,
  type FrameReadyEvent,
  type FrameRequest,
  type FrameVisibilityEvent
} from './protocol.js'

/** What we post to: a Window (iframe.contentWindow or window.parent). */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void
}
/** Where messages arrive: the receiving side's own window. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** A frame error answer surfaced to the caller; `message` is the frame's text or behaviour §8 'An error occurred'. */
export class FrameRequestError extends Error {
  constructor(message: string, readonly code?: number) {
    super(message || 'An error occurred')
    this.name = 'FrameRequestError'
  }
}
export class FrameTimeoutError extends Error {
  constructor(readonly reason: 'iframe_load_failed' | 'iframe_request_timeout') {
    super(reason === 'iframe_load_failed' ? 'Unable to load email login dependency' : 'Request was aborted')
    this.name = 'FrameTimeoutError'
  }
}

function exactOrigin(origin: string): string {
  const parsed = new URL(origin)
  if (parsed.origin === 'null' || parsed.origin !== origin) throw new Error(`Not an exact origin: ${origin}`)
  return origin
}

export interface FrameClientOptions {
  /** The kit's window (messages arrive here). */
  self: MessageSource
  /** The frame's window (`iframe.contentWindow`). */
  frame: PostTarget
  /** The secure site's origin, e.g. `https://secure.example`. */
  frameOrigin: string
  /** Overrides the behaviour §9 timeout for a request type (tests); `undefined` means no timeout. */
  timeoutFor?: (type: FrameMessageType) => number | undefined
}

interface Pending {
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

export function defaultTimeoutFor(type: FrameMessageType): number | undefined {
  if (UNTIMED_REQUESTS.includes(type)) return undefined
  return LONG_REQUESTS.includes(type) ? FRAME_REQUEST_TIMEOUT_MS : FRAME_LOAD_TIMEOUT_MS
}

/** The kit's end: sends requests to the frame and resolves each with its single answer. */
export class FrameClient {
  private readonly pending = new Map<string, Pending>()
  private readonly readyListeners = new Set<(event: FrameReadyEvent) => void>()
  private readonly visibilityListeners = new Set<(event: FrameVisibilityEvent) => void>()
  private readonly frameOrigin: string
  private readonly listener = (event: MessageEvent) => this.receive(event)

  constructor(private readonly options: FrameClientOptions) {
    this.frameOrigin = exactOrigin(options.frameOrigin)
    options.self.addEventListener('message', this.listener)
  }

  request<T extends FrameMessageType>(type: T, payload: FrameMessages[T]['request']): Promise<FrameMessages[T]['response']> {
    const message = makeRequest(type, payload)
    const timeout = (this.options.timeoutFor ?? defaultTimeoutFor)(type)
    return new Promise((resolve, reject) => {
      const timer = timeout === undefined ? undefined : setTimeout(() => this.settle(message.id, new FrameTimeoutError('iframe_request_timeout')), timeout)
      this.pending.set(message.id, { resolve: resolve as (value: unknown) => void, reject, timer })
      this.options.frame.postMessage(message, this.frameOrigin)
    })
  }

  onReady(listener: (event: FrameReadyEvent) => void): () => void {
    this.readyListeners.add(listener)
    return () => this.readyListeners.delete(listener)
  }

  onVisibility(listener: (event: FrameVisibilityEvent) => void): () => void {
    this.visibilityListeners.add(listener)
    return () => this.visibilityListeners.delete(listener)
  }

  get pendingCount(): number {
    return this.pending.size
  }

  /** Rejects every pending request (behaviour §8: a timeout aborts everything) and stops listening. */
  close(error: Error = new Error('Request was aborted')): void {
    this.options.self.removeEventListener('message', this.listener)
    for (const id of [...this.pending.keys()]) this.settle(id, error)
  }

  private receive(event: MessageEvent): void {
    if (event.origin !== this.frameOrigin || event.source !== (this.options.frame as unknown)) return
    const data: unknown = event.data
    if (isFrameReadyEvent(data)) {
      for (const listener of this.readyListeners) listener(data)
      return
    }
    if (isFrameVisibilityEvent(data)) {
      for (const listener of this.visibilityListeners) listener(data)
      return
    }
    if (!isFrameAnswer(data) || !this.pending.has(data.id)) return
    this.settle(data.id, data)
  }

  private settle(id: string, outcome: FrameAnswer | Error): void {
    const entry = this.pending.get(id)
    if (!entry) return
    this.pending.delete(id)
    if (entry.timer) clearTimeout(entry.timer)
    if (outcome instanceof Error) entry.reject(outcome)
    else if (outcome.type.endsWith(':error')) {
      const payload = outcome.payload as { message: string; code?: number }
      entry.reject(new FrameRequestError(payload.message, payload.code))
    } else entry.resolve(outcome.payload)
  }
}

export type FrameHandler = <T extends FrameMessageType>(request: FrameRequest<T>) => Promise<FrameMessages[T]['response']>

export interface FrameHostOptions {
  /** The frame's own window. */
  self: MessageSource
  /** `window.parent`. */
  parent: PostTarget
  /** The embedding page's origin (from the frame URL's `origin` parameter, checked against the allowed origins). */
  parentOrigin: string
  handle: FrameHandler
}

/** Thrown by a handler to answer with this exact message (anything else answers 'Something went wrong'). */
export class FrameAnswerError extends Error {
  constructor(message: string, readonly code?: number) {
    super(message)
  }
}

const SEEN_IDS_KEPT = 10_000

/** The frame's end: answers each valid request from the parent once; replays and strangers get nothing. */
export class FrameHost {
  private readonly seen = new Set<string>()
  private readonly parentOrigin: string
  private readonly listener = (event: MessageEvent) => this.receive(event)

  constructor(private readonly options: FrameHostOptions) {
    this.parentOrigin = exactOrigin(options.parentOrigin)
    options.self.addEventListener('message', this.listener)
  }

  announceReady(version: string): void {
    this.options.parent.postMessage({ type: 'frame-ready', payload: { version } }, this.parentOrigin)
  }

  setVisible(visible: boolean, reason: FrameVisibilityEvent['payload']['reason']): void {
    this.options.parent.postMessage({ type: 'frame-visibility', payload: { visible, reason } }, this.parentOrigin)
  }

  close(): void {
    this.options.self.removeEventListener('message', this.listener)
  }

  private receive(event: MessageEvent): void {
    if (event.origin !== this.parentOrigin || event.source !== (this.options.parent as unknown)) return
    const data: unknown = event.data
    if (!isFrameRequest(data) || this.seen.has(data.id)) return
    this.seen.add(data.id)
    if (this.seen.size > SEEN_IDS_KEPT) this.seen.delete(this.seen.values().next().value as string)
    this.options.handle(data).then(
      payload => this.options.parent.postMessage(makeSuccess(data, payload), this.parentOrigin),
      (error: unknown) => {
        const answer = error instanceof FrameAnswerError ? makeError(data, error.message, error.code) : makeError(data, 'Something went wrong')
        this.options.parent.postMessage(answer, this.parentOrigin)
      }
    )
  }
}
