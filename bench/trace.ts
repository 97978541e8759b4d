import type { CDPSession } from 'playwright-core'

/** A Chromium trace and a V8 sampling profile of one page, as the trace scripts (open-trace.ts, startup-trace.ts) read them. */

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time, where the event has it. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>
}

export interface Profile {
  startTime: number
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>
  samples: number[]
  timeDeltas: number[]
}

const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-devtools.timeline']

/** The trace events of what `run` does on the page. */
export async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), transferMode: 'ReportEvents' })
  await run()
  const complete = new Promise<void>(resolve => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.end')
  await complete
  return events
}

/** Each sample of the profile taken in [from, to) (µs, the trace's clock): its node and the time it stands for (µs). */
export function forEachSample(profile: Profile, from: number, to: number, visit: (node: Profile['nodes'][number], micros: number) => void): void {
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  let time = profile.startTime
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0
    if (time >= from && time < to) visit(byId.get(id)!, profile.timeDeltas[index + 1] ?? 0)
  })
}
