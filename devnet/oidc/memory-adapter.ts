import type { Adapter, AdapterPayload } from 'oidc-provider'

/**
 * The devnet provider's storage, in memory by design (a devnet forgets its sign-ins when it stops),
 * given explicitly so oidc-provider does not fall back to its "development-only" adapter and warn.
 * One store per model name, entries expiring with their `expiresIn`.
 */
export function memoryAdapter(): new (name: string) => Adapter {
  const stores = new Map<string, Map<string, { payload: AdapterPayload; expiresAt: number | undefined }>>()
  const grants = new Map<string, Set<string>>()

  return class MemoryAdapter implements Adapter {
    private readonly store: Map<string, { payload: AdapterPayload; expiresAt: number | undefined }>

    constructor(readonly name: string) {
      this.store = stores.get(name) ?? new Map()
      stores.set(name, this.store)
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined })
      if (payload.grantId) grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(`${this.name}:${id}`))
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const entry = this.store.get(id)
      if (!entry) return undefined
      if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
        this.store.delete(id)
        return undefined
      }
      return entry.payload
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      for (const [id, entry] of this.store) if (entry.payload.userCode === userCode) return this.find(id)
      return undefined
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.find(id)
      return undefined
    }

    async consume(id: string): Promise<void> {
      const entry = this.store.get(id)
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
    }

    async destroy(id: string): Promise<void> {
      this.store.delete(id)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) {
        const at = key.indexOf(':')
        stores.get(key.slice(0, at))?.delete(key.slice(at + 1))
      }
      grants.delete(grantId)
    }
  }
}
