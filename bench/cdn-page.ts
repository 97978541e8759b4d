import type { Browser } from 'playwright-core'
import { freshLoad, type FreshLoad } from './measure.js'
import type { LoggedRequest } from './network-log.js'

/**
 * The bytes before the button and of the idle prefetch, from one fresh load with the prefetch on (the
 * default): what the page requested before its `load` event is its path to the button, what it
 * requested after is the prefetch, which starts only once the page has loaded and the main thread is
 * idle (elements/modal/preload.ts). Used for the CDN example, a page with no `?prefetch=0` switch
 * (it is what a user writes); run.ts checks on its own page that this split finds exactly the files
 * a load with the prefetch off fetches.
 */
export interface LoadSplit {
  beforeLoad: LoggedRequest[]
  afterLoad: LoggedRequest[]
}

export async function splitAtLoadEvent(load: FreshLoad): Promise<LoadSplit> {
  const startedBeforeLoad = new Set(
    await load.page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return performance
        .getEntriesByType('resource')
        .filter(entry => entry.startTime < navigation.loadEventStart)
        .map(entry => entry.name)
    })
  )
  const loaded = load.log.inPhase('load')
  const beforeLoad = loaded.filter(entry => entry.type === 'document' || startedBeforeLoad.has(entry.url))
  return { beforeLoad, afterLoad: loaded.filter(entry => !beforeLoad.includes(entry)) }
}

/** One fresh load of the CDN example (demo/dist/examples/cdn/: the page and its copy of dist/cdn/), split at its load event. */
export async function benchCdnPage(browser: Browser, url: string, timeoutMs: number): Promise<LoadSplit> {
  const load = await freshLoad(browser, url, timeoutMs, true)
  try {
    return await splitAtLoadEvent(load)
  } finally {
    await load.context.close()
  }
}
