import type { DeepQuery } from './deep-query.js'

/** What the bench reads and drives inside the page, installed as `window.__bench` before any page script runs. */
export interface BenchProbe {
  /** Every long task since navigation (PerformanceObserver 'longtask', buffered). */
  longTasks(): Array<{ start: number; duration: number }>
  /**
   * Clicks the connect button and resolves with the time until the frame that shows the Connect view has
   * been painted; with `watchMs`, then watches the card that long for its settling (see `Settle`).
   * With `clickDelayMs`, the click waits that long first: delays spread over a frame put the clicks anywhere in
   * it, as a person's do (a click sent right after an awaited frame always waits a whole frame for the next).
   * `frames`: the animation frames from the click to the one that shows Connect (1 = the next frame).
   */
  openConnect(timeoutMs: number, watchMs?: number, clickDelayMs?: number): Promise<{ t0: number; t1: number; ms: number; frames: number; settle?: Settle }>
  /** Navigation start → the end of the first frame that shows the connect button (null until then). */
  startupMs(): number | null
  /** With Connect open, clicks the WalletConnect row and resolves with the time until a QR code of a wc: URI is painted. */
  openWalletConnectQr(timeoutMs: number): Promise<{ t0: number; t1: number; ms: number }>
  /** Closes through `window.appKit.close()`; 'needs-escape' when the page exposes no AppKit. */
  requestClose(): Promise<'closing' | 'needs-escape'>
  waitClosed(timeoutMs: number): Promise<void>
  /** A one-line account of what the page holds, for error messages. */
  describe(): string
  hasConnectButton(): boolean
  /** The first element matching `selector`, looking through open shadow roots. */
  find(selector: string): Element | null
}

/**
 * How the card came to rest after a click: the last frame in which its box (transforms included) moved
 * by half a pixel or more, and the frames the page missed from the click until then.
 */
export interface Settle {
  /** Click → the frame of the card's last move (its painted end); the first frame showing it when it never moves. */
  settledMs: number
  /** Frames missed between the click and the settled frame (gaps between animation frames beyond one refresh). */
  droppedFrames: number
  frames: number
}

/** The kit's connect button (AppKit's test id too): the element whose first frame is the startup. */
export const CONNECT_BUTTON = '[data-testid="connect-button"]'

/**
 * The probe's console message once it has recorded the startup: the bench waits for it rather than asking
 * the page, so nothing of the bench's runs in the page before the button's frame.
 */
export const STARTUP_SIGNAL = 'w3m-bench: startup recorded'

/**
 * Builds the probe. Self-contained (only its parameters and page globals) because the bench
 * serialises it into an init script; tsx's `__name` helper is shimmed there. `connectButton`: the
 * selector of the connect button (another kit's on the side-by-side pages of bench/peers.ts);
 * `startupSignal`: STARTUP_SIGNAL.
 */
export function createProbe(deepQuery: DeepQuery, connectButton: string, startupSignal: string): BenchProbe {
  const tasks: Array<{ start: number; duration: number }> = []
  let observer: PerformanceObserver | undefined
  try {
    observer = new PerformanceObserver(list => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
    })
    observer.observe({ type: 'longtask', buffered: true })
  } catch {
    // No longtask support: the bench reports that instead of a figure.
  }

  // A macrotask without setTimeout's 4 ms clamp, so polling does not quantise the timings.
  const channel = new MessageChannel()
  const nextTask = (): Promise<void> =>
    new Promise(resolve => {
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(null)
    })
  const nextFrame = (): Promise<void> => new Promise(resolve => requestAnimationFrame(() => resolve()))

  const appKit = (): { close(): Promise<void>; getState?(): { open: boolean } } | undefined =>
    (window as unknown as { appKit?: { close(): Promise<void>; getState?(): { open: boolean } } }).appKit
  const modal = (): Element | null => deepQuery('w3m-modal')
  const button = (): HTMLElement | null => deepQuery(connectButton) as HTMLElement | null

  /** Open means: the dialog is open, else the card is visible, else AppKit says so. */
  function isOpen(): boolean {
    const host = modal()
    const root = host?.shadowRoot ?? host
    const dialog = root ? (deepQuery('dialog', root) as HTMLDialogElement | null) : null
    if (dialog) return dialog.open
    const card = root ? (deepQuery('[data-testid="w3m-modal-card"]', root) as HTMLElement | null) : null
    if (card) return card.checkVisibility ? card.checkVisibility() : card.offsetParent !== null
    return appKit()?.getState?.().open ?? false
  }

  function headerText(): string {
    const host = modal()
    const header = host ? deepQuery('[data-testid="w3m-header-text"]', host.shadowRoot ?? host) : null
    return header?.textContent?.trim() ?? ''
  }

  function describe(): string {
    const host = modal()
    const defined = ['w3m-button', 'w3m-connect-button', 'w3m-modal'].filter(tag => customElements.get(tag))
    return [
      `connect-button: ${button() ? 'found' : 'missing'}`,
      `w3m-modal: ${host ? `present (view="${host.getAttribute('view') ?? ''}", open=${isOpen()})` : 'missing'}`,
      `header text: "${headerText()}"`,
      `window.appKit: ${appKit() ? 'present' : 'missing'}`,
      `defined: [${defined.join(', ')}]`
    ].join('; ')
  }

  // Startup: the first frame that shows the connect button, from the document's first frame on. Shown: laid
  // out and neither it nor an ancestor transparent or hidden (a kit may render its button at opacity 0 first).
  let startup: number | null = null
  const shows = (element: HTMLElement): boolean =>
    element.getBoundingClientRect().width > 0 && (element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
  const watchStartup = (): void => {
    const shown = button()
    if (!shown || !shows(shown)) return void requestAnimationFrame(watchStartup)
    void nextTask().then(() => {
      startup = performance.now()
      console.debug(startupSignal)
    })
  }
  requestAnimationFrame(watchStartup)

  const card = (): HTMLElement | null => {
    const host = modal()
    return host ? (deepQuery('[data-testid="w3m-modal-card"]', host.shadowRoot ?? host) as HTMLElement | null) : null
  }

  /** Watches the shown card for `watchMs` from the click at `t0`, one box reading per frame. */
  async function settle(t0: number, painted: number, watchMs: number): Promise<Settle> {
    const element = card()
    const times: number[] = []
    let last: DOMRect | undefined
    let settledAt = painted
    while (performance.now() - t0 < watchMs) {
      const now = await new Promise<number>(resolve => requestAnimationFrame(resolve))
      times.push(now)
      const box = element?.getBoundingClientRect()
      if (box && last && ['x', 'y', 'width', 'height'].some(key => Math.abs(box[key as 'x'] - last![key as 'x']) >= 0.5)) {
        // The move is painted at the end of this frame.
        await nextTask()
        settledAt = performance.now() - t0
      }
      last = box
    }
    const intervals = times.slice(1).map((time, index) => time - times[index]!)
    const refresh = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)] ?? 16.7
    const untilSettled = intervals.filter((_, index) => times[index + 1]! - t0 <= settledAt + refresh)
    const droppedFrames = untilSettled.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / refresh) - 1), 0)
    return { settledMs: settledAt, droppedFrames, frames: times.length }
  }

  return {
    startupMs: () => startup,
    longTasks() {
      if (observer) for (const entry of observer.takeRecords()) tasks.push({ start: entry.startTime, duration: entry.duration })
      return tasks.slice()
    },
    find: (selector: string) => deepQuery(selector),
    hasConnectButton: () => button() !== null,
    describe,
    async openConnect(timeoutMs, watchMs = 0, clickDelayMs = 0) {
      const target = button()
      if (!target) throw new Error(`no ${connectButton} through open shadow roots (${describe()})`)
      if (clickDelayMs > 0) await new Promise(resolve => setTimeout(resolve, clickDelayMs))
      const t0 = performance.now()
      target.click()
      // Each frame, before it renders, looks for Connect; the frame that shows it first is awaited to
      // its end (a task after its style, layout and paint): click → Connect painted.
      let frames = 0
      for (;;) {
        await nextFrame()
        frames++
        const host = modal()
        if (host && host.getAttribute('view') === 'Connect' && isOpen() && headerText() !== '') break
        if (performance.now() - t0 > timeoutMs) throw new Error(`Connect view not shown ${timeoutMs} ms after the click (${describe()})`)
      }
      await nextTask()
      const t1 = performance.now()
      return { t0, t1, ms: t1 - t0, frames, ...(watchMs > 0 ? { settle: await settle(t0, t1 - t0, watchMs) } : {}) }
    },
    async openWalletConnectQr(timeoutMs) {
      const row = deepQuery('[data-testid="wallet-selector-walletConnect"]') as HTMLElement | null
      if (!row) throw new Error(`no WalletConnect row in Connect (${describe()})`)
      const t0 = performance.now()
      row.click()
      // The QR element is found once and then only read: a full deep query per task would itself slow the flow it measures.
      let qr: Element | null = null
      for (;;) {
        if (!qr?.isConnected) qr = deepQuery('[data-testid="wui-qr-code"]')
        if ((qr?.getAttribute('uri') ?? '').startsWith('wc:') && qr?.shadowRoot?.querySelector('svg path')) break
        if (performance.now() - t0 > timeoutMs) throw new Error(`no QR code with a wc: URI ${timeoutMs} ms after the click (${describe()})`)
        await nextTask()
      }
      await nextFrame()
      const t1 = performance.now()
      return { t0, t1, ms: t1 - t0 }
    },
    async requestClose() {
      const kit = appKit()
      if (!kit) return 'needs-escape'
      await kit.close()
      return 'closing'
    },
    async waitClosed(timeoutMs) {
      const start = performance.now()
      while (isOpen()) {
        if (performance.now() - start > timeoutMs) throw new Error(`modal still open ${timeoutMs} ms after close (${describe()})`)
        await nextFrame()
      }
      // Two frames so a closing transition's last paint is not billed to the next open.
      await nextFrame()
      await nextFrame()
    }
  }
}
