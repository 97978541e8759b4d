/** behaviour §9 cache expiries, in ms. */
export const CACHE_TTL = {
  portfolioBalance: 30_000,
  nativeBalance: 30_000,
  ens: 5 * 60_000,
  identity: 5 * 60_000
} as const

export interface TtlCache<V> {
  get(key: string): V | undefined
  set(key: string, value: V): void
  delete(key: string): void
  clear(): void
  /** The cached value, or the result of `load` (one load in flight per key; failures are not cached). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>
}

/** An in-memory cache whose entries expire after `ttlMs`; the oldest entry goes when `maxEntries` is reached. */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries?: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 256
  const entries = new Map<string, { value: V; expires: number }>()
  const loading = new Map<string, Promise<V>>()

  const cache: TtlCache<V> = {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires > now()) return entry.value
      entries.delete(key)
      return undefined
    },
    set(key, value) {
      entries.delete(key)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(key, { value, expires: now() + options.ttlMs })
    },
    delete(key) {
      entries.delete(key)
      loading.delete(key)
    },
    clear() {
      entries.clear()
      loading.clear()
    },
    getOrLoad(key, load) {
      const cached = cache.get(key)
      if (cached !== undefined) return Promise.resolve(cached)
      const pending = loading.get(key)
      if (pending) return pending
      const promise = load().then(
        value => {
          // a delete() during the load means the value is already stale
          if (loading.get(key) === promise) {
            loading.delete(key)
            cache.set(key, value)
          }
          return value
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key)
          throw error
        }
      )
      loading.set(key, promise)
      return promise
    }
  }
  return cache
}
