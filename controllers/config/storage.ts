import { registerReset } from '../resets.js'

/** The one storage wrapper: every key lives under one prefix; works without localStorage (SSR, private mode). */
export const STORAGE_PREFIX = '@w3m/'

const memory = new Map<string, string>()

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Access can throw (sandboxed iframes, disabled storage): fall back to memory.
  }
  return {
    getItem: key => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: key => void memory.delete(key)
  }
}

export function readStored<T>(key: string): T | undefined {
  const raw = backend().getItem(STORAGE_PREFIX + key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    backend().setItem(STORAGE_PREFIX + key, JSON.stringify(value))
  } catch {
    // Quota or privacy errors must not break a connection flow.
  }
}

export function removeStored(key: string): void {
  backend().removeItem(STORAGE_PREFIX + key)
}

/** Removes every key under the prefix. */
function clearStored(): void {
  const store = backend()
  if (store === localStorageOrUndefined()) {
    for (const key of Object.keys(localStorage)) if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key)
  }
  memory.clear()
}

registerReset(clearStored)

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined
  } catch {
    return undefined
  }
}
