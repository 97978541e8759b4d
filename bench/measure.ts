import type { Browser, BrowserContext, Page } from 'playwright-core'
import { deepQuery } from './deep-query.js'
import { NetworkLog } from './network-log.js'
import { freePort } from '../devnet/free-port.js'
import { CONNECT_BUTTON, createProbe, STARTUP_SIGNAL, type BenchProbe, type Settle } from './page-probe.js'

declare global {
  interface Window {
    __bench?: BenchProbe
  }
}

/**
 * The init script every bench page gets: tsx's `__name` shim, then the probe as `window.__bench`,
 * waiting for `connectButton` (the kit's own; another kit's on bench/peers.ts's pages).
 */
export function probeScript(connectButton = CONNECT_BUTTON): string {
  return `globalThis.__name ??= (fn) => fn;
window.__bench = (${createProbe.toString()})(${deepQuery.toString()}, ${JSON.stringify(connectButton)}, ${JSON.stringify(STARTUP_SIGNAL)});`
}

export interface LongTask {
  start: number
  duration: number
}

export interface FreshLoad {
  context: BrowserContext
  page: Page
  log: NetworkLog
  firstOpenMs: number
  /** Navigation start → the first frame showing the connect button. */
  startupMs: number
  /** How the card came to rest after the first open (with `settleWatchMs`). */
  settle?: Settle
  initTasks: LongTask[]
  openTasks: LongTask[]
  errors: string[]
}

/**
 * Loads the page in a fresh context (empty cache and storage), waits for the kit (and, when
 * `prefetched`, for the idle prefetch to have defined the modal), then opens the modal once.
 */
export interface LoadOptions {
  /** The person asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean
  /** After the first open, watch the card this long for its settling. */
  settleWatchMs?: number
  /** Requests to hosts other than this machine's fail at once (a side-by-side page's rule). */
  abortRemote?: boolean
}

/**
 * A context's proxy that makes requests to remote hosts fail at once: a loopback port nothing listens on
 * (the kernel refuses), while this machine's hosts bypass it. Not `context.route`: a route pauses EVERY
 * request, the page's own scripts included, for a round trip through this process (which also serves the
 * page and reads Playwright's events), so a page's startup would carry the bench's own latency.
 */
export async function refusingProxy(): Promise<{ server: string; bypass: string }> {
  return { server: `http://127.0.0.1:${await freePort()}`, bypass: '127.0.0.1,localhost,[::1]' }
}

/** A page loaded in a fresh context up to the first frame showing its connect button. */
export interface ColdStart {
  context: BrowserContext
  page: Page
  log: NetworkLog
  /** Navigation start → the first frame showing the connect button. */
  startupMs: number
  errors: string[]
}

/**
 * Loads `url` in a fresh context (empty cache and storage) with the probe and resolves at the first frame
 * showing the connect button (`connectButton`: another kit's selector on bench/peers.ts's pages). The
 * caller closes the context.
 */
export async function coldStart(browser: Browser, url: string, timeoutMs: number, options: LoadOptions & { connectButton?: string } = {}): Promise<ColdStart> {
  const context = await browser.newContext({
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    ...(options.abortRemote ? { proxy: await refusingProxy() } : {})
  })
  try {
    await context.addInitScript({ content: probeScript(options.connectButton) })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', error => errors.push(`page error: ${error.message}`))
    page.on('console', message => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`)
    })
    const log = new NetworkLog(page)

    const started = whenStarted(page, timeoutMs)
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs }).catch((error: Error) => {
      throw new Error(`could not load ${url}: ${error.message}`)
    })
    if (!response?.ok()) throw new Error(`${url} answered HTTP ${response?.status() ?? '(no response)'}`)
    const startupMs = await started.catch(async (error: Error) => {
      throw await notStarted(page, timeoutMs, errors, log, error)
    })
    return { context, page, log, startupMs, errors }
  } catch (error) {
    await context.close()
    throw error
  }
}

export async function freshLoad(browser: Browser, url: string, timeoutMs: number, prefetched = false, options: LoadOptions = {}): Promise<FreshLoad> {
  const { context, page, log, startupMs, errors } = await coldStart(browser, url, timeoutMs, options)
  try {
    // Only after the button's frame: waitForFunction first compiles Playwright's injected script in the page
    // (about 10 ms of its main thread), which must not land between the button and its frame.
    if (prefetched) await page.waitForFunction(() => customElements.get('w3m-modal') !== undefined, undefined, { timeout: timeoutMs })
    await log.idle()

    log.setPhase('open')
    const open = await inPage(errors, () => page.evaluate(([t, watch]) => window.__bench!.openConnect(t, watch), [timeoutMs, options.settleWatchMs ?? 0] as const))
    await log.idle()
    const tasks = await page.evaluate(() => window.__bench!.longTasks())
    return {
      context,
      page,
      log,
      firstOpenMs: open.ms,
      startupMs,
      ...(open.settle ? { settle: open.settle } : {}),
      initTasks: tasks.filter(task => task.start < open.t0),
      openTasks: tasks.filter(task => task.start >= open.t0 && task.start < open.t1),
      errors
    }
  } catch (error) {
    await context.close()
    throw error
  }
}

/**
 * The gzip bytes (as sent) of the scripts the page had fetched by its startup: Resource Timing's
 * encoded sizes of the same-origin `.js` files whose response ended before the button's frame.
 */
export async function scriptBytesBeforeStartup(page: Page, startupMs: number): Promise<number> {
  return page.evaluate(
    startup =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(entry => new URL(entry.name).origin === location.origin && new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= startup)
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    startupMs
  )
}

/**
 * Call before the navigation: resolves with the probe's startup once it signals the button's frame
 * (STARTUP_SIGNAL). Nothing of the bench runs in the page until then: asking the page every 100 ms
 * (as the bench did) put its evaluations on the page's main thread in the very interval measured (on
 * this loaded machine the w3m-kit page's median went from 193-241 ms without them to 245-320 ms with them).
 */
export function whenStarted(page: Page, timeoutMs: number): Promise<number> {
  const started = page
    .waitForEvent('console', { predicate: message => message.text() === STARTUP_SIGNAL, timeout: timeoutMs })
    .then(() => page.evaluate(() => window.__bench!.startupMs()!))
  started.catch(() => undefined) // the caller may never await it (its navigation failed first)
  return started
}

/** Why no startup came: the probe missing, no button, or a button never shown; with the page's errors. */
async function notStarted(page: Page, timeoutMs: number, errors: string[], log: NetworkLog, cause: Error): Promise<Error> {
  const state = await page.evaluate(() => (window.__bench ? `${window.__bench.hasConnectButton() ? 'button found but never shown' : 'no button'}; ${window.__bench.describe()}` : null)).catch(() => null)
  if (state === null) return new Error('the bench probe is missing from the page (init script did not run)', { cause })
  const clues = [...errors, ...log.problems()].slice(0, 8)
  return new Error(
    `the kit did not show a connect button within ${timeoutMs} ms: is <w3m-button> on the page and createAppKit called?\n` +
      `  page state: ${state}${clues.length ? `\n  ${clues.join('\n  ')}` : ''}`,
    { cause }
  )
}

/** Runs an in-page step; a failure carries the page's own errors so the cause is visible. */
async function inPage<T>(errors: string[], step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    const message = (error as Error).message.replace(/^page\.evaluate: (Error: )?/, '')
    throw new Error(`${message}${errors.length ? `\n  ${errors.slice(0, 5).join('\n  ')}` : ''}`, { cause: error })
  }
}

export async function closeModal(page: Page, timeoutMs: number): Promise<void> {
  const how = await page.evaluate(() => window.__bench!.requestClose())
  if (how === 'needs-escape') await page.keyboard.press('Escape')
  await page.evaluate(t => window.__bench!.waitClosed(t), timeoutMs)
}

/** One refresh at 60 Hz: the span over which later opens' clicks are spread. */
const FRAME_MS = 1000 / 60

export interface LaterOpens {
  /** Click → Connect painted, per open. */
  ms: number[]
  /** Animation frames from the click to the one showing Connect, per open (1 = the next frame). */
  frames: number[]
}

/**
 * Closes and reopens `count` times on one page. Each click waits a delay first, the delays spread evenly over
 * one frame, so the clicks land anywhere in a frame as people's do: a click sent right after the close (whose
 * wait ends on a frame) would always wait a whole frame for the next one, whatever the kit does (measured on
 * this machine: a median of 17.0 ms that way, 9.1 ms with the delays, same build).
 */
export async function laterOpens(load: FreshLoad, count: number, timeoutMs: number): Promise<LaterOpens> {
  const result: LaterOpens = { ms: [], frames: [] }
  for (let i = 0; i < count; i++) {
    await closeModal(load.page, timeoutMs)
    const delay = (((i * 7) % count) / count) * FRAME_MS
    const open = await inPage(load.errors, () => load.page.evaluate(([t, wait]) => window.__bench!.openConnect(t, 0, wait), [timeoutMs, delay] as const))
    result.ms.push(open.ms)
    result.frames.push(open.frames)
  }
  return result
}

export interface HeapGrowth {
  before: number
  after: number
  growth: number
  cycles: number
}

/** JS heap used after forced GC (the modal left open): what the page holds once the kit has shown Connect. */
export async function heapUsed(load: FreshLoad): Promise<number> {
  const cdp = await load.context.newCDPSession(load.page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

/** Heap used after forced GC, before and after `cycles` open/close cycles (the modal left closed). */
export async function heapGrowth(load: FreshLoad, cycles: number, timeoutMs: number): Promise<HeapGrowth> {
  const cdp = await load.context.newCDPSession(load.page)
  const settledHeap = async (): Promise<number> => {
    await load.page.waitForTimeout(300)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  await closeModal(load.page, timeoutMs)
  const before = await settledHeap()
  for (let i = 0; i < cycles; i++) {
    await inPage(load.errors, () => load.page.evaluate(t => window.__bench!.openConnect(t), timeoutMs))
    await closeModal(load.page, timeoutMs)
  }
  const after = await settledHeap()
  await cdp.detach()
  return { before, after, growth: after - before, cycles }
}

/** A person's pointer rests on a button before the click (the kit loads the view's code on that intent). */
const HOVER_BEFORE_CLICK_MS = 150

/**
 * Clicks `click` (looked up through shadow roots) and resolves with the time until `shown` exists and a
 * frame has painted; with `hover`, the pointer first rests on the button as a person's would.
 */
export async function clickToPainted(page: Page, click: string, shown: string, timeoutMs: number, hover = false): Promise<number> {
  if (hover) {
    await page.hover(click, { timeout: timeoutMs })
    await page.waitForTimeout(HOVER_BEFORE_CLICK_MS)
  }
  return page.evaluate(
    async ({ click, shown, timeout }) => {
      const find = (selector: string) => window.__bench!.find(selector) as HTMLElement | null
      const start = performance.now()
      while (!find(click)) {
        if (performance.now() - start > timeout) throw new Error(`${click} never appeared`)
        await new Promise(resolve => setTimeout(resolve, 10))
      }
      const t0 = performance.now()
      find(click)!.click()
      while (!find(shown)) {
        if (performance.now() - t0 > timeout) throw new Error(`${shown} was not painted after clicking ${click}`)
        await new Promise<void>(resolve => requestAnimationFrame(() => resolve()))
      }
      await new Promise<void>(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)))
      return performance.now() - t0
    },
    { click, shown, timeout: timeoutMs }
  )
}
