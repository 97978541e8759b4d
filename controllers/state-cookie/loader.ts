/**
 * Starts option `ssr`'s browser side (sync.ts). A page that does not ask for it never loads
 * that code; the React entry, the binding server-rendered sites use, carries it from the start
 * (`carryStateCookie`), so there the seed is synchronous and the hydrated button never shows
 * Connect while a chunk loads. Elsewhere it loads on demand, and the restore waits for it.
 */
type StateCookie = typeof import('./sync.js')

let carried: StateCookie | undefined

export function carryStateCookie(module: StateCookie): void {
  carried = module
}

/** Undefined when it started at once; else the promise of its start. */
export function startStateCookieSoon(): Promise<void> | undefined {
  if (carried) return void carried.startStateCookie()
  return import('./sync.js').then(module => void module.startStateCookie())
}
