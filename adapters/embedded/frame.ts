import { defaultTimeoutFor, FrameClient, FrameTimeoutError } from '../../frame/channel.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, type FrameMessages, type FrameMessageType, type FrameVisibilityEvent } from '../../frame/protocol.js'

/**
 * The secure frame's element and channel on the site's page: a hidden iframe on the secure site's
 * origin, ready once it says so plus 500 ms (behaviour §4), failed when it has not said so in 20 s.
 * The site's page only ever posts messages to it (frame/SECURITY.md).
 */

export interface FrameLocation {
  secureSiteUrl: string
  projectId: string
  /** CAIP-2 id of the chain the wallet starts on. */
  chainId: string
  version: string
  enableLogger: boolean
  /** The kit's language: the frame's own screens speak it. */
  locale: string
}

export interface FrameEvents {
  /** The frame shows (a screen name) or hides its own screen. */
  screen(screen: FrameVisibilityEvent['payload']['reason'] | undefined): void
  /** A request timed out (after this every pending request is aborted, behaviour §8). */
  timedOut(): void
}

/** The slot of the modal card that places the frame over the view when it shows a screen (w3m-modal's template names it too). */
const FRAME_SLOT = 'secure-frame'
const FRAME_TEST_ID = 'w3m-secure-frame'

/** The frame's address (frame/README.md): behaviour §7 query plus the embedding origin it must answer only. */
export function frameUrl(location: FrameLocation, origin: string): string {
  const url = new URL(location.secureSiteUrl)
  url.searchParams.set('projectId', location.projectId)
  url.searchParams.set('chainId', location.chainId)
  url.searchParams.set('version', location.version)
  url.searchParams.set('enableLogger', String(location.enableLogger))
  url.searchParams.set('locale', location.locale)
  url.searchParams.set('origin', origin)
  return url.href
}

// Hidden, but alive and laid out (a display:none frame may be throttled); shown by the modal's slot.
// Set through the CSSOM (style.cssText): a strict CSP refuses a style attribute written by setAttribute.
const HIDDEN_STYLE = 'position:fixed;width:1px;height:1px;left:-10px;top:-10px;border:0;opacity:0;pointer-events:none'
const SHOWN_STYLE = 'display:block;width:100%;height:100%;border:0;background:transparent'

export interface EmbeddedFrame {
  request<T extends FrameMessageType>(type: T, payload: FrameMessages[T]['request']): Promise<FrameMessages[T]['response']>
  /** Removes the element and aborts every pending request. */
  close(): void
}

/**
 * Appends the frame to the modal element (its card slots the frame in when it shows a screen: the
 * modal's `<dialog>` makes the rest of the page inert, so the frame must be inside it; the page's
 * body without a modal) and resolves once it is ready; rejects with 'Unable to load email login dependency' after 20 s.
 */
export function loadFrame(location: FrameLocation, events: FrameEvents): Promise<EmbeddedFrame> {
  const host = document.querySelector('w3m-modal, appkit-modal') ?? document.body
  const iframe = document.createElement('iframe')
  iframe.src = frameUrl(location, window.location.origin)
  iframe.title = 'Secure wallet'
  iframe.slot = FRAME_SLOT
  iframe.dataset.testid = FRAME_TEST_ID
  iframe.style.cssText = HIDDEN_STYLE
  // Passkeys: the frame's origin (the allow list's default, `src`) may run WebAuthn ceremonies; Chromium wants both features
  // delegated to a cross-origin frame, and create() a click inside it (frame/SECURITY.md).
  iframe.setAttribute('allow', 'clipboard-write; publickey-credentials-get; publickey-credentials-create')
  host.append(iframe)
  // Timeouts are kept here, not in the client: none runs while the frame waits for the person on its own screen.
  const client = new FrameClient({ self: window, frame: iframe.contentWindow!, frameOrigin: new URL(location.secureSiteUrl).origin, timeoutFor: () => undefined })
  const timers = new Set<{ start(): void; stop(): void }>()
  let screenShown = false

  const close = (error?: Error) => {
    for (const timer of timers) timer.stop()
    client.close(error)
    iframe.remove()
  }
  client.onVisibility(({ payload }) => {
    screenShown = payload.visible
    iframe.style.cssText = payload.visible ? SHOWN_STYLE : HIDDEN_STYLE
    for (const timer of timers) (payload.visible ? timer.stop : timer.start)()
    events.screen(payload.visible ? payload.reason : undefined)
  })
  const frame: EmbeddedFrame = {
    request(type, payload) {
      const answer = client.request(type, payload)
      const limit = defaultTimeoutFor(type)
      if (limit === undefined) return answer
      return new Promise((resolve, reject) => {
        let handle: ReturnType<typeof setTimeout> | undefined
        const timer = {
          start: () => {
            clearTimeout(handle)
            handle = setTimeout(() => {
              // behaviour §8: the timeout handler runs, then everything pending is aborted.
              const error = new FrameTimeoutError('iframe_request_timeout')
              events.timedOut()
              close(error)
              reject(error)
            }, limit)
          },
          stop: () => clearTimeout(handle)
        }
        timers.add(timer)
        if (!screenShown) timer.start()
        answer.then(resolve, reject).finally(() => {
          timer.stop()
          timers.delete(timer)
        })
      })
    },
    close: () => close()
  }

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new FrameTimeoutError('iframe_load_failed')
      close(error)
      reject(error)
    }, FRAME_LOAD_TIMEOUT_MS)
    const unlisten = client.onReady(() => {
      unlisten()
      clearTimeout(timer)
      setTimeout(() => resolve(frame), FRAME_READY_DELAY_MS)
    })
  })
}
