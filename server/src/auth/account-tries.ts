import { windowLimiter } from '../http/window-limiter.js'
import type { AuthStore } from './store.js'

const FACTOR_TRIES = 5
export const FACTOR_TRIES_WINDOW_MS = 5 * 60 * 1000
export const TOO_MANY_ATTEMPTS = 'Too many attempts: try again later'

/**
 * An account's wrong answers, counted in the store (so every instance on it counts the same): factor
 * tries and passkey sign-ins of the account share 5 per 5 minutes; past them, even a right answer is
 * refused until the window ends. A try is counted before it is compared; `refund` gives back one that
 * turned out right where only wrong ones count (a passkey sign-in).
 */
export function accountTries(store: AuthStore, now: () => number) {
  return {
    count: windowLimiter(store, 'factor', FACTOR_TRIES, FACTOR_TRIES_WINDOW_MS, now, TOO_MANY_ATTEMPTS),
    refund: (account: string): Promise<void> => store.unhit(`factor ${account}`, FACTOR_TRIES_WINDOW_MS, now())
  }
}

export type AccountTries = ReturnType<typeof accountTries>
