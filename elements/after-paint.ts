/** Runs `task` once the next frame has been produced: work a first paint need not wait for (network, checks). */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(task, 0)
  requestAnimationFrame(() => setTimeout(task, 0))
}
