/**
 * The device share in this origin's IndexedDB, encrypted by a NON-extractable AES-GCM key kept in
 * the same store: script on this origin can use it, nobody can export it. Partitioned per top-level
 * site by the browser; Safari may clear it (recovery covers that: frame/SECURITY.md).
 */

const DB = 'w3m-frame'
const STORE = 'device'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('No IndexedDB'))
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

async function wrappingKey(): Promise<CryptoKey> {
  const existing = await run<CryptoKey | undefined>('readonly', store => store.get('wrap') as IDBRequest<CryptoKey | undefined>)
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await run('readwrite', store => store.put(key, 'wrap'))
  return key
}

/** Keyed by the user's address: one device can hold shares of several accounts. */
/** When the browser denies this frame IndexedDB (third-party storage blocked), the share lives in memory for the page's life. */
const memory = new Map<string, string>()

export async function saveDeviceShare(address: string, share: string): Promise<void> {
  memory.set(address.toLowerCase(), share)
  await sealShare(address, share).catch(() => undefined)
}

export async function loadDeviceShare(address: string): Promise<string | undefined> {
  return (await openShare(address).catch(() => undefined)) ?? memory.get(address.toLowerCase())
}

async function sealShare(address: string, share: string): Promise<void> {
  const key = await wrappingKey()
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(address.toLowerCase()) }, key, new TextEncoder().encode(share))
  await run('readwrite', store => store.put({ iv, sealed }, `share:${address.toLowerCase()}`))
}

async function openShare(address: string): Promise<string | undefined> {
  const row = await run<{ iv: Uint8Array<ArrayBuffer>; sealed: ArrayBuffer } | undefined>('readonly', store => store.get(`share:${address.toLowerCase()}`) as IDBRequest<{ iv: Uint8Array<ArrayBuffer>; sealed: ArrayBuffer } | undefined>)
  if (!row) return undefined
  const key = await wrappingKey()
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: row.iv, additionalData: new TextEncoder().encode(address.toLowerCase()) }, key, row.sealed)
  return new TextDecoder().decode(plain)
}
