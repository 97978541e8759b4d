/**
 * Waits until `check` holds (is truthy), polling every 20 ms; fails after `timeoutMs` with `message`.
 * For effects that arrive through events or timers: a fixed sleep is flaky on a loaded machine, and
 * the 10 s default leaves room for a CI machine several times slower than a laptop. Node and element
 * tests alike use it.
 */
export async function until(check: () => unknown, message = 'the condition never held', timeoutMs = 10_000): Promise<void> {
  // The monotonic clock: a page whose Date is frozen (the gallery's fixed instant) still times out.
  const end = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > end) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`)
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}
