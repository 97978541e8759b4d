/**
 * Runs `work` with the named browser globals trapped on `globalThis` (reading one is noted, and gives
 * undefined, as on a server), then removes the traps; resolves with the names read. A module or a
 * binding that must be safe in a server render reads none.
 */
export async function browserGlobalsRead(names: readonly string[], work: () => unknown): Promise<string[]> {
  const read: string[] = []
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        read.push(name)
        return undefined
      }
    })
  }
  try {
    await work()
  } finally {
    for (const name of names) delete (globalThis as Record<string, unknown>)[name]
  }
  return read
}
