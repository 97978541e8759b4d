import assert from 'node:assert/strict'
import { FrameClient, FrameHost, type MessageSource, type PostTarget } from './channel.js'

// Browser windows cannot exist in node: this fake keeps postMessage's rules (target origin checked by
// the receiver's browser, structured clone, async delivery, event.origin/source set by the sender).
export class FakeWindow implements MessageSource {
  private listeners = new Set<(event: MessageEvent) => void>()
  constructor(readonly origin: string) {}
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener)
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener)
  }
  deliver(data: unknown, origin: string, source: unknown): void {
    const event = { data: structuredClone(data), origin, source } as unknown as MessageEvent
    setImmediate(() => this.listeners.forEach(listener => listener(event)))
  }
  /** How `from` sees this window (its handle is also the event.source of what this window sends to `from`). */
  handleFor(from: FakeWindow, sourceSeenHere: () => unknown, posted: unknown[] = []): PostTarget {
    return {
      postMessage: (message, targetOrigin) => {
        assert.notEqual(targetOrigin, '*', 'never post to *')
        posted.push(message)
        if (targetOrigin === this.origin) this.deliver(message, from.origin, sourceSeenHere())
      }
    }
  }
}

export const KIT = 'https://dapp.example'
export const SECURE = 'https://secure.example'

/** A kit window and a frame window wired to each other, with a FrameClient and a FrameHost on them. */
export function pair(handle: ConstructorParameters<typeof FrameHost>[0]['handle'], timeoutFor?: () => number | undefined) {
  const kit = new FakeWindow(KIT)
  const frame = new FakeWindow(SECURE)
  const toKit: unknown[] = []
  const toFrame: unknown[] = []
  let kitSeenByFrame: PostTarget
  const frameSeenByKit = frame.handleFor(kit, () => kitSeenByFrame, toFrame)
  kitSeenByFrame = kit.handleFor(frame, () => frameSeenByKit, toKit)
  const client = new FrameClient({ self: kit, frame: frameSeenByKit, frameOrigin: SECURE, ...(timeoutFor ? { timeoutFor } : {}) })
  const host = new FrameHost({ self: frame, parent: kitSeenByFrame, parentOrigin: KIT, handle })
  return { kit, frame, client, host, toKit, toFrame, frameSeenByKit, kitSeenByFrame }
}
