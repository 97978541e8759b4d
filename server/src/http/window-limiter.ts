import { HttpError } from './router.js'

/** What a window limiter counts in: the auth store and the sign-in session store (their `rate_limits` tables). */
export interface HitCounter {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<number | undefined>
}

/**
 * A limit of `limit` hits per fixed window of `windowMs` under `name`, counted in the store (so it holds across
 * instances on one database): past it, 429 with `message` and retry-after in whole seconds.
 */
export function windowLimiter(store: HitCounter, name: string, limit: number, windowMs: number, now: () => number, message: string) {
  return async (key: string): Promise<void> => {
    const wait = await store.hit(`${name} ${key}`, limit, windowMs, now())
    if (wait !== undefined) throw new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) })
  }
}
