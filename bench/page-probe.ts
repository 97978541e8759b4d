import type { DeepQuery } from './deep-query.js'

/** What the bench reads and drives inside the page, installed as `window.__bench` before any page script runs. */
export interface BenchProbe {
  /** Every long task since navigation (PerformanceObserver 'longtask', buffered). */
  longTasks(): Array<{ start: number; duration: number }>
  /** Clicks the connect button and resolves with the time until the Connect view is painted. */
  openConnect(timeoutMs: number): Promise<{ t0: number; t1: number; ms: number }>
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
 * Builds the probe. Self-contained (only its parameter and page globals) because the bench
 * serialises it into an init script; tsx's `__name` helper is shimmed there.
 */
export function createProbe(deepQuery: DeepQuery): BenchProbe {
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
  const button = (): HTMLElement | null => deepQuery('[data-testid="connect-button"]') as HTMLElement | null

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

  return {
    longTasks() {
      if (observer) for (const entry of observer.takeRecords()) tasks.push({ start: entry.startTime, duration: entry.duration })
      return tasks.slice()
    },
    find: (selector: string) => deepQuery(selector),
    hasConnectButton: () => button() !== null,
    describe,
    async openConnect(timeoutMs) {
      const target = button()
      if (!target) throw new Error(`no [data-testid="connect-button"] through open shadow roots (${describe()})`)
      const t0 = performance.now()
      target.click()
      for (;;) {
        const host = modal()
        if (host && host.getAttribute('view') === 'Connect' && isOpen() && headerText() !== '') break
        if (performance.now() - t0 > timeoutMs) throw new Error(`Connect view not shown ${timeoutMs} ms after the click (${describe()})`)
        await nextTask()
      }
      await nextFrame()
      const t1 = performance.now()
      return { t0, t1, ms: t1 - t0 }
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
