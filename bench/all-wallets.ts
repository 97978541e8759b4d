import type { Browser, Page } from 'playwright-core'
import { globalScript } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { startDirectory } from '../devnet/directory/index.js'
import { freshLoad } from './measure.js'

/** Enough wallets that the list scrolls past 1,000 with pages still to load. */
export const BENCH_WALLET_COUNT = 1200
export const SCROLL_ROWS = 1000

/** What scrolling the AllWallets list through `rows` wallets cost in frames. */
export interface ScrollFrames {
  rows: number
  frames: number
  /** Frames the page missed at 60 Hz: each interval longer than one frame counts its extra frames. */
  dropped: number
  droppedPercent: number
  ms: number
  /** The same count over one second of not scrolling: what the machine drops anyway. */
  idleDroppedPercent: number
}

/**
 * With Connect open, clicks "All wallets" and returns the time until the first page of wallets is
 * painted (rows in the list, then one frame).
 */
export async function allWalletsFirstPageMs(page: Page, timeoutMs: number): Promise<number> {
  return page.evaluate(
    async ({ timeout }) => {
      const find = (selector: string) => window.__bench!.find(selector)
      const frame = () => new Promise<void>(resolve => requestAnimationFrame(() => resolve()))
      const start = performance.now()
      for (;;) {
        if (find('[data-testid="all-wallets"]')) break
        if (performance.now() - start > timeout) throw new Error('no "All wallets" row on Connect')
        await frame()
      }
      const row = find('[data-testid="all-wallets"]') as HTMLElement
      const t0 = performance.now()
      row.click()
      for (;;) {
        const list = find('w3m-wallet-virtual-list')
        if (list?.shadowRoot?.querySelector('li[data-id]')) break
        if (performance.now() - t0 > timeout) throw new Error('AllWallets showed no wallet')
        await new Promise<void>(resolve => setTimeout(resolve, 0))
      }
      await frame()
      return performance.now() - t0
    },
    { timeout: timeoutMs }
  )
}

/**
 * Scrolls the AllWallets list at a steady `pxPerFrame` until row `rows` is in view (pages load as it
 * goes), counting the frames the page missed.
 */
export async function scrollFrames(page: Page, rows: number, timeoutMs: number, pxPerFrame = 128): Promise<ScrollFrames> {
  return page.evaluate(
    async ({ target, timeout, step }) => {
      const find = (selector: string) => window.__bench!.find(selector)
      const list = find('w3m-wallet-virtual-list') as HTMLElement | null
      if (!list) throw new Error('AllWallets is not showing')
      const frame = 1000 / 60
      const missed = (stamps: number[]) => {
        let count = 0
        for (let i = 1; i < stamps.length; i++) count += Math.max(0, Math.round((stamps[i]! - stamps[i - 1]!) / frame) - 1)
        return count
      }
      const idle: number[] = []
      await new Promise<void>(resolve => {
        const tick = (now: number) => {
          idle.push(now)
          if (now - idle[0]! < 1000) requestAnimationFrame(tick)
          else resolve()
        }
        requestAnimationFrame(tick)
      })
      const idleDropped = missed(idle)
      const rowHeight = 64
      const goal = target * rowHeight - list.clientHeight
      const stamps: number[] = []
      const t0 = performance.now()
      await new Promise<void>((resolve, reject) => {
        const tick = (now: number) => {
          stamps.push(now)
          if (list.scrollTop >= goal) return resolve()
          if (now - t0 > timeout) return reject(new Error(`scrolled ${Math.round(list.scrollTop / rowHeight)} of ${target} rows in ${timeout} ms`))
          list.scrollTop += step
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      })
      const dropped = missed(stamps)
      const frames = stamps.length + dropped
      return {
        rows: target,
        frames,
        dropped,
        droppedPercent: (dropped / frames) * 100,
        ms: performance.now() - t0,
        idleDroppedPercent: (idleDropped / (idle.length + idleDropped)) * 100
      }
    },
    { target: rows, timeout: timeoutMs, step: pxPerFrame }
  )
}

export interface AllWalletsBench {
  firstPageMs: number[]
  scroll: ScrollFrames
}

/**
 * Serves the bench page against its own directory of 1,200 wallets; in `loads` fresh loads opens
 * Connect, clicks "All wallets" and times the first page; in the last one also scrolls 1,000 rows.
 */
export async function benchAllWallets(options: {
  browser: Browser
  dist: string
  page: string
  devnet: Record<string, unknown>
  loads: number
  timeoutMs: number
}): Promise<AllWalletsBench> {
  const directory = await startDirectory({ walletCount: BENCH_WALLET_COUNT })
  const server = await servePages({
    root: options.dist,
    inject: globalScript('__DEVNET__', { ...options.devnet, walletDirectoryUrl: directory.url })
  })
  try {
    const url = new URL(options.page, server.url).href
    const firstPageMs: number[] = []
    let scroll: ScrollFrames | undefined
    for (let i = 0; i < options.loads; i++) {
      const load = await freshLoad(options.browser, url, options.timeoutMs)
      try {
        firstPageMs.push(await allWalletsFirstPageMs(load.page, options.timeoutMs))
        if (i === options.loads - 1) scroll = await scrollFrames(load.page, SCROLL_ROWS, options.timeoutMs * 3)
      } finally {
        await load.context.close()
      }
    }
    return { firstPageMs, scroll: scroll! }
  } finally {
    await server.stop()
    await directory.stop()
  }
}
