import type { Browser, Page } from 'playwright-core'
import { globalScript } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { clickToPainted, freshLoad } from './measure.js'
import type { LoggedRequest } from './network-log.js'

/** The swap and buy flows of the Account view: what each adds when first entered, and click → view painted. */

export type TradeFlow = 'swap' | 'onramp'

const FLOWS: Record<TradeFlow, { button: string; painted: string }> = {
  swap: { button: '[data-testid="account-feature-swaps"]', painted: '[data-testid="swap-from-token"]' },
  onramp: { button: '[data-testid="account-feature-onramp"]', painted: '[data-testid="onramp-amount-input"]' }
}

export interface TradeFlowBench {
  /** Click on the feature → its view painted, one per fresh load (the flow's code not loaded yet). */
  paintMs: Record<TradeFlow, number[]>
  /** What the first entry into each flow loaded (its code and its API calls), from the first load. */
  requests: Record<TradeFlow, LoggedRequest[]>
}

/** Connect clicked open by freshLoad: choose the demo's test wallet, then open the Account view. */
async function connectAndOpenAccount(page: Page, timeoutMs: number): Promise<void> {
  await page.evaluate(async timeout => {
    const find = (selector: string) => window.__bench!.find(selector) as HTMLElement | null
    const until = async (selector: string) => {
      const end = performance.now() + timeout
      while (!find(selector)) {
        if (performance.now() > end) throw new Error(`trade bench: ${selector} did not appear in ${timeout} ms`)
        await new Promise(resolve => setTimeout(resolve, 20))
      }
      return find(selector)!
    }
    ;(await until('[data-testid="wallet-selector-com.w3mkit.testwallet"]')).click()
    ;(await until('[data-testid="account-button"]')).click()
    await until('[data-testid="account-feature-swaps"]')
  }, timeoutMs)
}

/** `loads` fresh loads of the html demo (it installs the test wallet) per flow; account 5 keeps clear of the e2e accounts. */
export async function benchTradeFlows(options: { browser: Browser; dist: string; devnet: Record<string, unknown>; loads: number; timeoutMs: number }): Promise<TradeFlowBench> {
  const server = await servePages({ root: options.dist, inject: globalScript('__DEVNET__', options.devnet) })
  const result: TradeFlowBench = { paintMs: { swap: [], onramp: [] }, requests: { swap: [], onramp: [] } }
  try {
    const url = new URL('/html/?account=5', server.url).href
    for (const flow of ['swap', 'onramp'] as const) {
      for (let i = 0; i < options.loads; i++) {
        const load = await freshLoad(options.browser, url, options.timeoutMs)
        try {
          await connectAndOpenAccount(load.page, options.timeoutMs)
          await load.log.idle()
          load.log.setPhase(flow)
          // As in the wallet-home bench: the pointer rests on the button first (the view's code loads on that intent).
          result.paintMs[flow].push(await clickToPainted(load.page, FLOWS[flow].button, FLOWS[flow].painted, options.timeoutMs, true))
          await load.log.idle()
          if (i === 0) result.requests[flow] = load.log.inPhase(flow)
        } finally {
          await load.context.close()
        }
      }
    }
    return result
  } finally {
    await server.stop()
  }
}
