import { waitUntil as openWcWaitUntil } from '@open-wc/testing'

/**
 * open-wc's `waitUntil` with a 10 s default instead of its 1 s: a CI machine several times slower than a
 * laptop fails 1 s waits that are correct. Element tests import this one, never open-wc's.
 */
export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { interval: 20, timeout: 10_000, ...options })
}
