/**
 * The one way the controllers go back to a fresh page's state: each module that holds state registers
 * it here (a store returns to the value it was made with; a function drops a module's caches), and
 * `resetControllers` runs what the modules loaded so far registered. The unit and element tests and
 * the gallery start each test or story from it (test/reset-controllers.ts); the kit never calls it, and
 * a production build (NODE_ENV=production, as nanostores' own cleanStores) carries none of it.
 */
type Resettable = { set(value: never): void; readonly init: unknown } | (() => void)

// The bundler's literal: a production build replaces it and drops every registration.
declare const process: { env: { NODE_ENV?: string } }

const resets: Array<() => void> = []

export function registerReset(part: Resettable): void {
  if (process.env.NODE_ENV !== 'production') resets.push(typeof part === 'function' ? part : () => part.set(part.init as never))
}

export function resetControllers(): void {
  for (const reset of resets) reset()
}
