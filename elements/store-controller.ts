import type { ReactiveController, ReactiveControllerHost } from 'lit'
import type { ReadableAtom } from 'nanostores'

/** Re-renders its host whenever a nanostores store changes; unbinds when the host leaves the DOM. */
export class StoreController<T> implements ReactiveController {
  private unbind: (() => void) | undefined

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: ReadableAtom<T>
  ) {
    host.addController(this)
  }

  get value(): T {
    return this.store.get()
  }

  hostConnected(): void {
    this.unbind = this.store.listen(() => this.host.requestUpdate())
  }

  hostDisconnected(): void {
    this.unbind?.()
    this.unbind = undefined
  }
}
