/** What the relay keeps per topic: every published message until its TTL runs out, and who acknowledged it. */

export interface StoredMessage {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number
  prompt: boolean
  attestation: string | undefined
  /** Client id (JWT `iss`) of the publisher: it never gets its own message back. */
  publisher: string
  /** Client ids that acknowledged delivery (or fetched it); they do not get it again. */
  acked: Set<string>
}

export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  prompt: boolean
  attestation: string | undefined
  publisher: string
}

/** Longest retention the relay grants, as the real one caps TTLs at 30 days. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/** Per-topic cap so a runaway publisher cannot grow memory without bound. */
const MAX_MESSAGES_PER_TOPIC = 1000

export class Mailbox {
  private readonly topics = new Map<string, StoredMessage[]>()

  constructor(private readonly now: () => number = Date.now) {}

  store(input: PublishInput): StoredMessage {
    const publishedAt = this.now()
    const stored: StoredMessage = {
      topic: input.topic,
      message: input.message,
      publishedAt,
      expiresAt: publishedAt + input.ttlSeconds * 1000,
      tag: input.tag,
      prompt: input.prompt,
      attestation: input.attestation,
      publisher: input.publisher,
      acked: new Set()
    }
    const list = this.live(input.topic)
    // The same ciphertext twice on one topic is a client retry: keep one copy.
    const existing = list.find(item => item.message === input.message)
    if (existing) return existing
    list.push(stored)
    if (list.length > MAX_MESSAGES_PER_TOPIC) list.shift()
    this.topics.set(input.topic, list)
    return stored
  }

  /** Unexpired messages on a topic that this client neither published nor acknowledged. */
  pendingFor(topic: string, clientId: string): StoredMessage[] {
    return this.live(topic).filter(item => item.publisher !== clientId && !item.acked.has(clientId))
  }

  count(): number {
    let total = 0
    for (const topic of [...this.topics.keys()]) total += this.live(topic).length
    return total
  }

  sweep(): void {
    for (const topic of [...this.topics.keys()]) this.live(topic)
  }

  private live(topic: string): StoredMessage[] {
    const now = this.now()
    const list = (this.topics.get(topic) ?? []).filter(item => item.expiresAt > now)
    if (list.length) this.topics.set(topic, list)
    else this.topics.delete(topic)
    return list
  }
}
