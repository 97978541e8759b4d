/**
 * Waits until `check` holds, polling every 20 ms; fails after `timeoutMs` with `message`.
 * For effects that arrive through events or timers: a fixed sleep is flaky on a loaded machine.
 */
export async function until(check: () => boolean, message = 'the condition never held', timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`)
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}
