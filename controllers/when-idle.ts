/** Runs `task` once the next frame has been produced: work a first paint need not wait for (network, checks). */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(task, 0)
  requestAnimationFrame(() => setTimeout(task, 0))
}

/** Runs `task` when the page is idle (at most `timeoutMs` later): work that must not compete with an open. */
export function whenIdle(task: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs })
  else setTimeout(task, 200)
}
