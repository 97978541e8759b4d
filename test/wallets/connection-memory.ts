import type { TestWalletChain } from './chain-rpc.js'

/** What the wallet remembers across page reloads, like an extension's per-site permission. */
export interface RememberedConnection {
  connected: boolean
  chainId: number
  accountIndex: number
  addedChains: TestWalletChain[]
}

export type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A WalletStorage over a map: a fresh one per call unless given the map to share. */
export function memoryWalletStorage(map = new Map<string, string>()): WalletStorage {
  return {
    getItem: key => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: key => void map.delete(key)
  }
}

const processMemory = new Map<string, string>()

/** localStorage in a page; a process-wide map where there is none (Node). */
export function defaultWalletStorage(): WalletStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Storage access can throw in sandboxed frames: fall back to memory.
  }
  return memoryWalletStorage(processMemory)
}

export function recall(storage: WalletStorage, key: string): RememberedConnection | undefined {
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : (JSON.parse(raw) as RememberedConnection)
  } catch {
    return undefined
  }
}

export function remember(storage: WalletStorage, key: string, state: RememberedConnection): void {
  try {
    storage.setItem(key, JSON.stringify(state))
  } catch {
    // A full or disabled storage only costs the reload restore.
  }
}
