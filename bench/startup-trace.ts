import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import { globalScript } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs'
import { probeScript, refusingProxy, whenStarted } from './measure.js'
import { median } from './report.js'
import { forEachSample, traced, type Profile, type TraceEvent } from './trace.js'

/**
 * Where a cold startup's time goes (navigation → the first frame showing the connect button), per page:
 * loads each page in a fresh context under a Chromium trace and a sampling profile, and prints the
 * medians of its milestones (the document, the scripts: how many, first request, last byte; the
 * button's definition, insertion, and first Lit update; the frame), then the main thread's CPU time
 * (thread time: what the machine's load does not inflate) by phase of work, the module evaluation
 * split by chunk, and each chunk's compile off the main thread. The bench gives the medians; this says why.
 * Remote hosts fail at once, as on the bench's React page.
 * Usage: tsx bench/startup-trace.ts [--runs 5] [--pages /bench/,/bench/react/] [--dist demo/dist]
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/bench/,/bench/react/' },
    dist: { type: 'string', default: join(projectRoot, 'demo/dist') }
  }
})

/**
 * The page's milestones as performance marks (in the trace too), installed before any page script:
 * the button's definition, its insertion (by the parser or React), its first Lit update and its
 * inner connect button's. No polling: the observer and Lit's updateComplete say when.
 */
const MILESTONES = `(() => {
  const mark = name => { if (!performance.getEntriesByName(name).length) performance.mark(name) };
  const defined = customElements.whenDefined('w3m-button').then(() => mark('w3m-button defined'));
  const watch = host => {
    mark('w3m-button in DOM');
    defined.then(() => host.updateComplete).then(() => {
      mark('w3m-button first update');
      const inner = host.shadowRoot && host.shadowRoot.querySelector('w3m-connect-button');
      return inner && customElements.whenDefined('w3m-connect-button').then(() => inner.updateComplete).then(() => mark('w3m-connect-button first update'));
    });
  };
  const observer = new MutationObserver(() => {
    const host = document.querySelector('w3m-button');
    if (host) { observer.disconnect(); watch(host) }
  });
  observer.observe(document, { subtree: true, childList: true });
  document.addEventListener('DOMContentLoaded', () => mark('DOMContentLoaded'));
})();`

const MARKS = ['DOMContentLoaded', 'w3m-button defined', 'w3m-button in DOM', 'w3m-button first update', 'w3m-connect-button first update']

/** What one load's page says about itself (performance.now() times, the probe's clock). */
interface PageTimes {
  document: number
  scripts: { count: number; firstRequest: number; lastByte: number; files: Array<{ file: string; start: number; end: number; gzip: number }> }
  marks: Record<string, number>
  startup: number
}

async function pageTimes(page: Page): Promise<PageTimes> {
  return page.evaluate(marks => {
    const startup = window.__bench!.startupMs()!
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(entry => entry.initiatorType !== 'fetch' && entry.initiatorType !== 'xmlhttprequest' && entry.startTime < startup)
    const files = scripts.map(entry => ({ file: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd, gzip: entry.encodedBodySize }))
    return {
      document: navigation.responseEnd,
      scripts: { count: files.length, firstRequest: Math.min(...files.map(file => file.start)), lastByte: Math.max(...files.map(file => file.end)), files },
      marks: Object.fromEntries(marks.map(name => [name, performance.getEntriesByName(name)[0]?.startTime ?? NaN])),
      startup
    }
  }, MARKS)
}

/** A chunk's file name without its content hash. */
const chunk = (url: string): string => new URL(url).pathname.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '.js')

/** Which phase of work a top-level main-thread task is, from what it contains. */
function phaseOf(inside: TraceEvent[]): string {
  const names = new Set(inside.map(event => event.name))
  if (names.has('v8.evaluateModule')) return 'module evaluation (the whole graph)'
  if (inside.some(event => event.name === 'FunctionCall' && String(event.args?.data?.url ?? '').includes('/components-'))) return "React's render (its scheduler's task)"
  if (['ParseHTML', 'CommitLoad', 'DocumentLoader::CommitNavigation', 'LocalWindowProxy::Initialize'].some(name => names.has(name))) return 'document (commit, HTML parse)'
  if (names.has('CpuProfiler::StartProfiling')) return 'the profiler (measurement)'
  if (['FireAnimationFrame', 'Commit', 'Paint', 'Layout', 'UpdateLayoutTree'].some(name => names.has(name))) return 'frames (rAF, style, layout, paint)'
  return 'other tasks'
}

interface Cpu {
  /** Main-thread CPU ms by phase, navigation → startup. */
  phases: Record<string, number>
  /** The module evaluation's and React's render task's CPU by chunk (sampled, scaled to the task's CPU). */
  evaluation: Record<string, number>
  render: Record<string, number>
  /** Off-main-thread compile CPU ms by chunk. */
  compile: Record<string, number>
}

function cpuOf(events: TraceEvent[], profile: Profile, times: PageTimes): Cpu {
  // Page time ↔ trace time: the first milestone mark is in both.
  const anchor = events.find(event => event.cat.includes('blink.user_timing') && MARKS.includes(event.name) && Number.isFinite(times.marks[event.name]))
  if (!anchor) throw new Error('no milestone mark in the trace')
  const offset = anchor.ts - times.marks[anchor.name]! * 1000
  const from = offset
  const to = offset + times.startup * 1000
  const main = events.filter(event => event.pid === anchor.pid && event.tid === anchor.tid && event.ph === 'X' && event.dur !== undefined)
  const top = main.filter(event => /RunTask/.test(event.name) && event.ts >= from && event.ts < to).sort((a, b) => a.ts - b.ts)
  const tasks: TraceEvent[] = []
  for (const task of top) if (!tasks.length || task.ts >= tasks.at(-1)!.ts + tasks.at(-1)!.dur!) tasks.push(task)
  const phases: Record<string, number> = {}
  const windows: Record<'evaluation' | 'render', Array<{ start: number; end: number; cpu: number }>> = { evaluation: [], render: [] }
  for (const task of tasks) {
    const inside = main.filter(event => event.ts >= task.ts && event.ts < task.ts + task.dur!)
    const phase = phaseOf(inside)
    phases[phase] = (phases[phase] ?? 0) + (task.tdur ?? task.dur!) / 1000
    const window = { start: task.ts, end: task.ts + task.dur!, cpu: (task.tdur ?? task.dur!) / 1000 }
    if (phase.startsWith('module evaluation')) windows.evaluation.push(window)
    if (phase.startsWith("React's render")) windows.render.push(window)
  }
  // The evaluation by chunk: each sample goes to the nearest frame with a page URL on its stack.
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const owner = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url
      if (url.startsWith('http')) return chunk(url)
    }
    return '(browser)'
  }
  // Sampled wall time by chunk inside each window, scaled to that window's CPU (the samples count waits for the core too).
  const split = (list: Array<{ start: number; end: number; cpu: number }>): Record<string, number> => {
    const result: Record<string, number> = {}
    for (const window of list) {
      const sampled: Record<string, number> = {}
      forEachSample(profile, window.start, window.end, (node, micros) => {
        if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return
        const file = owner(node.id)
        sampled[file] = (sampled[file] ?? 0) + micros
      })
      const total = Object.values(sampled).reduce((sum, value) => sum + value, 0)
      for (const [file, value] of Object.entries(sampled)) result[file] = (result[file] ?? 0) + (total ? (value / total) * window.cpu : 0)
    }
    return result
  }
  const compile: Record<string, number> = {}
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'v8.parseOnBackground' || event.pid !== anchor.pid) continue
    const url = String(event.args?.data?.url ?? '')
    if (!url.startsWith('http') || event.ts > to) continue
    compile[chunk(url)] = (compile[chunk(url)] ?? 0) + (event.tdur ?? event.dur!) / 1000
  }
  return { phases, evaluation: split(windows.evaluation), render: split(windows.render), compile }
}

const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '—').padStart(7)

function report(path: string, loads: Array<{ times: PageTimes; cpu: Cpu }>): void {
  const times = loads.map(load => load.times)
  console.log(`\n${path}: medians over ${loads.length} cold loads`)
  console.log('  milestones (ms from navigation start):')
  const first = times[0]!
  console.log(`  ${ms(median(times.map(t => t.document)))}  document received`)
  console.log(`  ${ms(median(times.map(t => t.scripts.firstRequest)))}  first script requested (${first.scripts.count} scripts before the button: ${first.scripts.files.map(file => `${chunk(`http://x${file.file}`)} ${(file.gzip / 1024).toFixed(1)} KB`).join(', ')})`)
  console.log(`  ${ms(median(times.map(t => Math.max(...t.scripts.files.map(file => file.start)))))}  last script requested (all at once when it is close to the first: no waterfall)`)
  console.log(`  ${ms(median(times.map(t => t.scripts.lastByte)))}  last script byte received`)
  // A mark a page never reaches is NaN.
  const marks = MARKS.map(name => [name, median(times.map(t => t.marks[name]!).filter(Number.isFinite))] as const).sort((a, b) => a[1] - b[1])
  for (const [name, value] of marks) console.log(`  ${ms(value)}  ${name}`)
  console.log(`  ${ms(median(times.map(t => t.startup)))}  button painted (the bench's startup: the end of the first frame showing it)`)
  const table = (title: string, pick: (cpu: Cpu) => Record<string, number>): void => {
    const keys = [...new Set(loads.flatMap(load => Object.keys(pick(load.cpu))))]
    const rows = keys.map(key => [key, median(loads.map(load => pick(load.cpu)[key] ?? 0))] as const).sort((a, b) => b[1] - a[1])
    console.log(`  ${title} (total ${median(loads.map(load => Object.values(pick(load.cpu)).reduce((sum, value) => sum + value, 0))).toFixed(1)} ms):`)
    for (const [key, value] of rows) if (value >= 0.1) console.log(`  ${ms(value)}  ${key}`)
  }
  table('main-thread CPU until the button is painted, by phase', cpu => cpu.phases)
  table("module evaluation CPU by whose code ran (the innermost page script on the sampled stack; '(browser)': none)", cpu => cpu.evaluation)
  if (loads.some(load => Object.keys(load.cpu.render).length)) table("React's render task CPU by whose code ran", cpu => cpu.render)
  table('compile CPU off the main thread by chunk', cpu => cpu.compile)
}

async function main(): Promise<void> {
  const runs = Number(args.runs)
  const server = await servePages({ root: args.dist, inject: globalScript('__DEVNET__', { projectId: 'w3m-bench' }) })
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
  try {
    for (const path of args.pages.split(',')) {
      const loads: Array<{ times: PageTimes; cpu: Cpu }> = []
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ proxy: await refusingProxy() })
        await context.addInitScript({ content: probeScript() })
        await context.addInitScript({ content: MILESTONES })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
        let profile: Profile | undefined
        let times: PageTimes | undefined
        const events = await traced(cdp, async () => {
          await cdp.send('Profiler.start')
          const started = whenStarted(page, 30_000)
          await page.goto(new URL(path, server.url).href, { waitUntil: 'load' })
          await started
          profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile
          times = await pageTimes(page)
        })
        loads.push({ times: times!, cpu: cpuOf(events, profile!, times!) })
        console.log(`${path} load ${i + 1}: startup ${times!.startup.toFixed(1)} ms`)
        await context.close()
      }
      report(path, loads)
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
