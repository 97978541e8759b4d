import { createHash } from 'node:crypto'
import { errorFrame, requestFrame, resultFrame, type RpcRequest, type RpcResponse } from './frames.js'
import { Mailbox, MAX_TTL_SECONDS, type StoredMessage } from './mailbox.js'

/** One open WebSocket as the hub sees it. */
export interface Peer {
  /** JWT `iss` (did:key) when the client sent one; stable across its reconnects. */
  clientId: string
  send(frame: string): void
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** push id → message awaiting the client's ack */
  inFlight: Map<number, StoredMessage>
  /** Messages already pushed on this socket, so a resubscribe does not push them twice. */
  pushed: WeakSet<StoredMessage>
}

class InvalidParams extends Error {}
class MethodNotFound extends Error {}

/** Tags the relay puts on what it republishes for `wc_proposeSession` / `wc_approveSession` (sign-client ENGINE_RPC_OPTS). */
export const SESSION_PROPOSE_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_TAG = 1102
const FIVE_MINUTES = 300

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidParams(`${what} must be an object`)
  return value as Record<string, unknown>
}

function text(params: Record<string, unknown>, key: string, max = 1_000_000): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0 || value.length > max) throw new InvalidParams(`Missing or invalid "${key}" param`)
  return value
}

function topicOf(params: Record<string, unknown>, key = 'topic'): string {
  return text(params, key, 256)
}

function ttlOf(params: Record<string, unknown>, fallback?: number): number {
  const value = params.ttl ?? fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TTL_SECONDS) throw new InvalidParams(`Missing or invalid "ttl" param: seconds from 1 to ${MAX_TTL_SECONDS}`)
  return value
}

function list(params: Record<string, unknown>, key: string): unknown[] {
  const value = params[key]
  if (!Array.isArray(value) || value.length > 500) throw new InvalidParams(`Missing or invalid "${key}" param: expected an array of at most 500`)
  return value
}

/** Routing, retention and delivery for the WalletConnect v2 relay protocol (irn_* and the wc_* session shortcuts). */
export class RelayHub {
  readonly mailbox = new Mailbox()
  private readonly subscribers = new Map<string, Set<Peer>>()
  // Safe-integer push ids that still look like the relay's time-based ones.
  private nextPushId = Date.now() * 1000

  get topicCount(): number {
    return this.subscribers.size
  }

  handle(peer: Peer, request: RpcRequest): void {
    const deliveries: Array<() => void> = []
    let result: unknown
    try {
      result = this.dispatch(peer, request, deliveries)
    } catch (error) {
      if (error instanceof InvalidParams) return peer.send(errorFrame(request.rawId, -32602, `Invalid params: ${error.message}`))
      if (error instanceof MethodNotFound) return peer.send(errorFrame(request.rawId, -32601, `Method not found: ${request.method}`))
      throw error
    }
    peer.send(resultFrame(request.rawId, result))
    // Replays go out after the answer, as the real relay answers the subscribe first.
    for (const deliver of deliveries) deliver()
  }

  acknowledge(peer: Peer, response: RpcResponse): void {
    const id = typeof response.id === 'number' ? response.id : Number(response.id)
    const stored = peer.inFlight.get(id)
    if (!stored) return
    peer.inFlight.delete(id)
    if (response.error === undefined) stored.acked.add(peer.clientId)
  }

  disconnect(peer: Peer): void {
    for (const topic of peer.subscriptions.keys()) this.removeSubscriber(topic, peer)
    peer.subscriptions.clear()
  }

  private dispatch(peer: Peer, request: RpcRequest, deliveries: Array<() => void>): unknown {
    const params = () => record(request.params, 'params')
    switch (request.method) {
      case 'irn_subscribe':
        return this.subscribe(peer, topicOf(params()), deliveries)
      case 'irn_batchSubscribe':
        return list(params(), 'topics').map(topic => this.subscribe(peer, topicOf({ topic }), deliveries))
      case 'irn_unsubscribe':
        this.unsubscribe(peer, topicOf(params()))
        return true
      case 'irn_batchUnsubscribe':
        for (const item of list(params(), 'subscriptions')) this.unsubscribe(peer, topicOf(record(item, 'subscription')))
        return true
      case 'irn_publish':
        this.publishParams(peer, params(), deliveries)
        return true
      case 'irn_batchPublish':
        for (const item of list(params(), 'messages')) this.publishParams(peer, record(item, 'message'), deliveries)
        return true
      case 'irn_batchFetchMessages':
        return this.fetchMessages(peer, list(params(), 'topics'))
      case 'wc_proposeSession':
        return this.proposeSession(peer, params(), deliveries)
      case 'wc_approveSession':
        return this.approveSession(peer, params(), deliveries)
      default:
        throw new MethodNotFound()
    }
  }

  private subscribe(peer: Peer, topic: string, deliveries: Array<() => void>): string {
    let id = peer.subscriptions.get(topic)
    if (!id) {
      // Same id the SDK derives itself: sha256(topic + clientId), hex.
      id = createHash('sha256').update(topic + peer.clientId).digest('hex')
      peer.subscriptions.set(topic, id)
      const set = this.subscribers.get(topic) ?? new Set<Peer>()
      set.add(peer)
      this.subscribers.set(topic, set)
    }
    for (const stored of this.mailbox.pendingFor(topic, peer.clientId)) deliveries.push(() => this.push(peer, stored))
    return id
  }

  private unsubscribe(peer: Peer, topic: string): void {
    peer.subscriptions.delete(topic)
    this.removeSubscriber(topic, peer)
  }

  private removeSubscriber(topic: string, peer: Peer): void {
    const set = this.subscribers.get(topic)
    if (!set) return
    set.delete(peer)
    if (set.size === 0) this.subscribers.delete(topic)
  }

  private publishParams(peer: Peer, params: Record<string, unknown>, deliveries: Array<() => void>): void {
    const tag = params.tag ?? 0
    if (typeof tag !== 'number' || !Number.isInteger(tag)) throw new InvalidParams('Invalid "tag" param')
    const attestation = typeof params.attestation === 'string' ? params.attestation : undefined
    this.publish(peer, { topic: topicOf(params), message: text(params, 'message'), ttlSeconds: ttlOf(params), tag, prompt: params.prompt === true, attestation }, deliveries)
  }

  private publish(peer: Peer, input: { topic: string; message: string; ttlSeconds: number; tag: number; prompt: boolean; attestation: string | undefined }, deliveries: Array<() => void>): void {
    const stored = this.mailbox.store({ ...input, publisher: peer.clientId })
    for (const subscriber of this.subscribers.get(input.topic) ?? []) {
      if (subscriber.clientId !== peer.clientId) deliveries.push(() => this.push(subscriber, stored))
    }
  }

  private fetchMessages(peer: Peer, topics: unknown[]): { messages: unknown[]; hasMore: boolean } {
    const messages: unknown[] = []
    for (const topic of topics) {
      for (const stored of this.mailbox.pendingFor(topicOf({ topic }), peer.clientId)) {
        stored.acked.add(peer.clientId)
        messages.push(this.messageData(stored))
      }
    }
    return { messages, hasMore: false }
  }

  /** The dapp's proposal: subscribe it to the pairing topic and post the proposal there for the wallet. */
  private proposeSession(peer: Peer, params: Record<string, unknown>, deliveries: Array<() => void>): boolean {
    const pairingTopic = topicOf(params, 'pairingTopic')
    const message = text(params, 'sessionProposal')
    const ttlSeconds = ttlOf(params, FIVE_MINUTES)
    const attestation = typeof params.attestation === 'string' ? params.attestation : undefined
    this.subscribe(peer, pairingTopic, deliveries)
    this.publish(peer, { topic: pairingTopic, message, ttlSeconds, tag: SESSION_PROPOSE_TAG, prompt: true, attestation }, deliveries)
    return true
  }

  /** The wallet's approval: subscribe it to the session topic, post the settle request there and the proposal response on the pairing topic. */
  private approveSession(peer: Peer, params: Record<string, unknown>, deliveries: Array<() => void>): boolean {
    const sessionTopic = topicOf(params, 'sessionTopic')
    const pairingTopic = topicOf(params, 'pairingTopic')
    const response = text(params, 'sessionProposalResponse')
    const settle = text(params, 'sessionSettlementRequest')
    const ttlSeconds = ttlOf(params, FIVE_MINUTES)
    this.subscribe(peer, sessionTopic, deliveries)
    this.publish(peer, { topic: sessionTopic, message: settle, ttlSeconds, tag: SESSION_SETTLE_TAG, prompt: false, attestation: undefined }, deliveries)
    this.publish(peer, { topic: pairingTopic, message: response, ttlSeconds, tag: SESSION_PROPOSE_RESPONSE_TAG, prompt: false, attestation: undefined }, deliveries)
    return true
  }

  private messageData(stored: StoredMessage) {
    return {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      tag: stored.tag,
      ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {})
    }
  }

  private push(peer: Peer, stored: StoredMessage): void {
    const subscriptionId = peer.subscriptions.get(stored.topic)
    if (!subscriptionId || peer.pushed.has(stored) || stored.acked.has(peer.clientId)) return
    const id = this.nextPushId++
    peer.pushed.add(stored)
    peer.inFlight.set(id, stored)
    peer.send(requestFrame(id, 'irn_subscription', { id: subscriptionId, data: this.messageData(stored) }))
  }
}
