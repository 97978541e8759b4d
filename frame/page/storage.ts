/** The frame origin's localStorage, or memory when the browser denies third-party storage (then sign-in lasts for the page's life). */
const memory = new Map<string, string>()

function local(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export const frameStorage = {
  getItem: (key: string): string | null => local()?.getItem(key) ?? memory.get(key) ?? null,
  setItem: (key: string, value: string): void => {
    const store = local()
    if (store) store.setItem(key, value)
    else memory.set(key, value)
  },
  removeItem: (key: string): void => {
    local()?.removeItem(key)
    memory.delete(key)
  }
}
