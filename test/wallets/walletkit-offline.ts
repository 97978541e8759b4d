/** What running the WalletConnect SDK (walletkit, universal-provider) in Node offline takes. */

/** In-memory IKeyValueStorage: each client starts empty, shares nothing and writes nothing to disk. */
export class MemoryStorage {
  private readonly items = new Map<string, unknown>()
  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items.entries()] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.items.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, structuredClone(value))
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}

/**
 * The SDK fetches remote hosts in Node (verify attestations, telemetry) with no option to turn them
 * off: answer those with 503 at once (a thrown error would leave its 5 s abort timers running),
 * never the network. Returns the remote calls seen and the restore function.
 */
export function answerRemoteFetchesLocally(): { remoteCalls: string[]; restore: () => void } {
  const remoteCalls: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      remoteCalls.push(`${url.origin}${url.pathname}`)
      return new Response(null, { status: 503 })
    }
    return realFetch(input, init)
  }
  return { remoteCalls, restore: () => void (globalThis.fetch = realFetch) }
}
