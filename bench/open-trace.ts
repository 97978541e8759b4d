import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import { globalScript } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs'
import { closeModal, probeScript, refusingProxy } from './measure.js'
import { median } from './report.js'
import { forEachSample, traced, type Profile, type TraceEvent } from './trace.js'

/**
 * Where the time of a first open goes: loads the built bench page (prefetch on, remote hosts aborted),
 * waits for the idle prefetch, then clicks the connect button under a Chromium trace and a sampling
 * profile, and prints the click → painted window split by kind of work (script, style, layout, paint…)
 * and the functions with the most self time. The bench gives the medians; this says why.
 * With `--later N` the traced open is the one after N open/close cycles (a later open), not the first.
 * Usage: tsx bench/open-trace.ts [--runs 5] [--page /bench/] [--dist demo/dist] [--reduced-motion] [--later 3]
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    page: { type: 'string', default: '/bench/' },
    dist: { type: 'string', default: join(projectRoot, 'demo/dist') },
    'reduced-motion': { type: 'boolean', default: false },
    later: { type: 'string', default: '0' }
  }
})

/** The kind of work each trace event is, for the breakdown (self time, so nested work is not counted twice). */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  'v8.newInstance': 'script',
  'v8.callAsConstructor': 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.GCScavenger': 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'LocalFrameView::RunPostLifecycleSteps': 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  HitTest: 'other',
  ParseHTML: 'other'
}

/** Self time per function (ms) of a sampling profile between two trace timestamps (µs, the same clock), largest first. */
function selfTimes(profile: Profile, from: number, to: number): Array<[string, number]> {
  const totals = new Map<string, number>()
  forEachSample(profile, from, to, ({ callFrame: frame }, micros) => {
    const file = frame.url.split('/').pop() || '(native)'
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
    totals.set(key, (totals.get(key) ?? 0) + micros / 1000)
  })
  return [...totals].filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)')).sort((a, b) => b[1] - a[1])
}

/** Self time by kind of work on the page's main thread between the two user-timing marks. */
function breakdown(events: TraceEvent[]): { total: number; from: number; to: number; kinds: Record<string, number>; names: Record<string, number> } {
  const start = events.find(event => event.name === 'open-click')
  const end = events.find(event => event.name === 'open-painted')
  if (!start || !end) throw new Error('the trace has no open-click/open-painted marks')
  const main = events.filter(event => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.dur !== undefined)
  const inWindow = main.filter(event => event.ts >= start.ts && event.ts < end.ts).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const kinds: Record<string, number> = {}
  const names: Record<string, number> = {}
  const stack: Array<{ event: TraceEvent; self: number }> = []
  const pop = (): void => {
    const { event, self } = stack.pop()!
    const kind = KINDS[event.name] ?? (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask' ? 'task' : 'other')
    kinds[kind] = (kinds[kind] ?? 0) + self / 1000
    names[event.name] = (names[event.name] ?? 0) + self / 1000
  }
  for (const event of inWindow) {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) pop()
    if (stack.length) stack.at(-1)!.self -= event.dur!
    stack.push({ event, self: event.dur! })
  }
  while (stack.length) pop()
  return { total: (end.ts - start.ts) / 1000, from: start.ts, to: end.ts, kinds, names }
}

async function tracedOpen(page: Page, cdp: CDPSession): Promise<{ ms: number; events: TraceEvent[]; profile: Profile }> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
  let ms = 0
  let profile: Profile | undefined
  const events = await traced(cdp, async () => {
    await cdp.send('Profiler.start')
    ms = await page.evaluate(async () => {
      performance.mark('open-click')
      const open = await window.__bench!.openConnect(10_000)
      performance.mark('open-painted')
      return open.ms
    })
    profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile
  })
  return { ms, events, profile: profile! }
}

async function main(): Promise<void> {
  const runs = Number(args.runs)
  const server = await servePages({ root: args.dist, inject: globalScript('__DEVNET__', { projectId: 'w3m-bench' }) })
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
  const url = new URL(args.page, server.url).href
  const sums: Record<string, number[]> = {}
  const names = new Map<string, number>()
  const functions = new Map<string, number>()
  const totals: number[] = []
  try {
    for (let i = 0; i < runs; i++) {
      // Remote hosts fail at once: the open is measured on the page's own work.
      const context = await browser.newContext({ reducedMotion: args['reduced-motion'] ? 'reduce' : 'no-preference', proxy: await refusingProxy() })
      await context.addInitScript({ content: probeScript() })
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForFunction(() => window.__bench!.hasConnectButton() && customElements.get('w3m-modal') !== undefined)
      await page.waitForTimeout(1500)
      for (let cycle = 0; cycle < Number(args.later); cycle++) {
        await page.evaluate(() => window.__bench!.openConnect(10_000))
        await closeModal(page, 10_000)
      }
      const cdp = await context.newCDPSession(page)
      const { ms, events, profile } = await tracedOpen(page, cdp)
      const split = breakdown(events)
      totals.push(split.total)
      for (const [kind, value] of Object.entries(split.kinds)) (sums[kind] ??= []).push(value)
      for (const [name, value] of Object.entries(split.names)) names.set(name, (names.get(name) ?? 0) + value / runs)
      for (const [name, value] of selfTimes(profile, split.from, split.to)) functions.set(name, (functions.get(name) ?? 0) + value / runs)
      console.log(`run ${i + 1}: click → painted ${ms.toFixed(1)} ms (trace window ${split.total.toFixed(1)} ms): ${Object.entries(split.kinds).sort((a, b) => b[1] - a[1]).map(([kind, value]) => `${kind} ${value.toFixed(1)}`).join(', ')}`)
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`\nmedian over ${runs} ${Number(args.later) ? `opens after ${args.later} open/close cycles` : 'first opens'}: ${median(totals).toFixed(1)} ms`)
  for (const [kind, values] of Object.entries(sums).sort((a, b) => median(b[1]) - median(a[1]))) console.log(`  ${kind.padEnd(8)} ${median(values).toFixed(1)} ms`)
  console.log('\ntrace events by self time (mean ms per open):')
  for (const [name, value] of [...names].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${value.toFixed(2).padStart(6)}  ${name}`)
  console.log('\nfunctions by self time (mean ms per open):')
  for (const [name, value] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${value.toFixed(2).padStart(6)}  ${name}`)
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
