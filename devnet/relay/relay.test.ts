import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import WebSocket from 'ws'
import { rawIdOf } from './frames.js'
import { SESSION_PROPOSE_RESPONSE_TAG, SESSION_PROPOSE_TAG, SESSION_SETTLE_TAG, startRelay, type RelayService } from './index.js'

interface Push {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
}

/** A bare relay client speaking raw frames, as the SDK would, with a relay-auth-shaped JWT naming its did:key. */
class RawClient {
  readonly pushes: Push[] = []
  readonly frames: string[] = []
  private nextId = 1

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    private readonly autoAck: boolean
  ) {
    socket.on('message', data => {
      const text = data.toString()
      this.frames.push(text)
      const frame = JSON.parse(text) as { id: number; method?: string; params?: Push['params'] }
      if (frame.method === 'irn_subscription') {
        this.pushes.push({ id: frame.id, params: frame.params! })
        if (this.autoAck) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      }
    })
  }

  static async connect(relay: RelayService, options: { clientId?: string; autoAck?: boolean; autoPong?: boolean } = {}): Promise<RawClient> {
    const clientId = options.clientId ?? `did:key:z${randomBytes(16).toString('hex')}`
    const jwt = [{ alg: 'EdDSA', typ: 'JWT' }, { iss: clientId, sub: 'x', aud: relay.url, iat: 0, exp: 9e9 }].map(part => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.sig'
    const socket = new WebSocket(`${relay.url}/?auth=${jwt}&projectId=anything&ua=wc-2%2Fjs-2.25.0&useOnCloseEvent=true`, { autoPong: options.autoPong ?? true })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return new RawClient(socket, clientId, options.autoAck ?? true)
  }

  /** Sends a request with the given raw id token and resolves with the raw answer frame. */
  async requestRaw(rawId: string, method: string, params: unknown): Promise<string> {
    const before = this.frames.length
    this.socket.send(`{"id":${rawId},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`)
    const deadline = Date.now() + 5000
    for (;;) {
      const answer = this.frames.slice(before).find(frame => rawIdOf(frame) === rawId && !frame.includes('"method"'))
      if (answer) return answer
      if (Date.now() > deadline) throw new Error(`No answer to ${method} (id ${rawId}) within 5 s; socket state ${this.socket.readyState}`)
      await sleep(5)
    }
  }

  async request<T>(method: string, params: unknown): Promise<{ result?: T; error?: { code: number; message: string } }> {
    return JSON.parse(await this.requestRaw(String(this.nextId++), method, params)) as { result?: T; error?: { code: number; message: string } }
  }

  async waitForPushes(count: number, timeoutMs = 2000): Promise<Push[]> {
    const deadline = Date.now() + timeoutMs
    while (this.pushes.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} pushes, got ${this.pushes.length}`)
      await sleep(5)
    }
    return this.pushes
  }

  close(): Promise<number> {
    return new Promise(resolve => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve(1006)
      this.socket.once('close', code => resolve(code))
      this.socket.close()
    })
  }

  closed(): Promise<number> {
    return new Promise(resolve => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve(-1)
      this.socket.once('close', code => resolve(code))
    })
  }
}

const topic = () => randomBytes(32).toString('hex')
const message = () => randomBytes(48).toString('base64')

let relay: RelayService
const clients: RawClient[] = []
async function client(options?: Parameters<typeof RawClient.connect>[1]): Promise<RawClient> {
  const created = await RawClient.connect(relay, options)
  clients.push(created)
  return created
}

before(async () => {
  relay = await startRelay()
})

after(async () => {
  for (const each of clients) each.socket.terminate()
  await relay.stop()
})

describe('relay protocol', () => {
  it('echoes request ids exactly, including ids beyond 2^53 and string ids', async () => {
    const a = await client()
    const t = topic()
    for (const rawId of ['1712345678901234567123', '"1712345678901234567"', '7']) {
      const answer = await a.requestRaw(rawId, 'irn_subscribe', { topic: t })
      assert.ok(answer.startsWith(`{"id":${rawId},"jsonrpc":"2.0","result":`), answer)
    }
  })

  it('answers subscribe with the id the SDK derives: sha256(topic + clientId)', async () => {
    const a = await client()
    const t = topic()
    const { result } = await a.request<string>('irn_subscribe', { topic: t })
    assert.equal(result, createHash('sha256').update(t + a.clientId).digest('hex'))
    const batch = await a.request<string[]>('irn_batchSubscribe', { topics: [t, topic()] })
    assert.equal(batch.result?.length, 2)
    assert.equal(batch.result?.[0], result)
  })

  it('delivers to subscribers, never back to the publisher', async () => {
    const [a, b] = [await client(), await client()]
    const t = topic()
    await a.request('irn_subscribe', { topic: t })
    await b.request('irn_subscribe', { topic: t })
    const sent = message()
    assert.deepEqual(await a.request('irn_publish', { topic: t, message: sent, ttl: 300, tag: 1108, prompt: true }), { id: 2, jsonrpc: '2.0', result: true })
    const [push] = await b.waitForPushes(1)
    assert.equal(push!.params.data.message, sent)
    assert.equal(push!.params.data.topic, t)
    assert.equal(push!.params.data.tag, 1108)
    assert.equal(push!.params.id, createHash('sha256').update(t + b.clientId).digest('hex'))
    assert.ok(Math.abs(push!.params.data.publishedAt - Date.now()) < 5000)
    await sleep(100)
    assert.equal(a.pushes.length, 0, 'no echo to the publisher')
  })

  it('retains messages and replays them to a late subscriber once it has acknowledged them', async () => {
    const a = await client()
    const t = topic()
    const sent = [message(), message()]
    await a.request('irn_batchPublish', { messages: sent.map(item => ({ topic: t, message: item, ttl: 300, tag: 1 })) })
    const late = await client()
    await late.request('irn_subscribe', { topic: t })
    assert.deepEqual((await late.waitForPushes(2)).map(push => push.params.data.message), sent)

    // Same client (same did:key) on a new socket: acknowledged messages are not delivered again.
    const again = await client({ clientId: late.clientId })
    await again.request('irn_subscribe', { topic: t })
    await sleep(100)
    assert.equal(again.pushes.length, 0)

    // An unacknowledged push is delivered again after a reconnect.
    const forgetful = await client({ autoAck: false })
    await forgetful.request('irn_subscribe', { topic: t })
    await forgetful.waitForPushes(2)
    await forgetful.close()
    const back = await client({ clientId: forgetful.clientId })
    await back.request('irn_subscribe', { topic: t })
    assert.equal((await back.waitForPushes(2)).length, 2)
  })

  it('drops messages whose TTL ran out', async () => {
    const a = await client()
    const t = topic()
    await a.request('irn_publish', { topic: t, message: message(), ttl: 1 })
    await sleep(1100)
    const b = await client()
    await b.request('irn_subscribe', { topic: t })
    await sleep(100)
    assert.equal(b.pushes.length, 0)
  })

  it('returns retained messages from irn_batchFetchMessages and stops delivering after unsubscribe', async () => {
    const [a, b] = [await client(), await client()]
    const t = topic()
    const first = message()
    await a.request('irn_publish', { topic: t, message: first, ttl: 300 })
    const fetched = await b.request<{ messages: Array<{ message: string }>; hasMore: boolean }>('irn_batchFetchMessages', { topics: [t] })
    assert.deepEqual(fetched.result?.messages.map(item => item.message), [first])
    assert.equal(fetched.result?.hasMore, false)
    const { result: id } = await b.request<string>('irn_subscribe', { topic: t })
    await sleep(50)
    assert.equal(b.pushes.length, 0, 'fetched messages count as delivered')
    assert.equal((await b.request('irn_unsubscribe', { topic: t, id })).result, true)
    await a.request('irn_publish', { topic: t, message: message(), ttl: 300 })
    await sleep(100)
    assert.equal(b.pushes.length, 0)
  })

  it('runs the session shortcuts: wc_proposeSession and wc_approveSession republish with tags 1100/1101/1102', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const pairingTopic = topic()
    const sessionTopic = topic()
    const proposal = message()
    assert.equal((await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: proposal, ttl: 300, correlationId: 1 })).result, true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposed] = await wallet.waitForPushes(1)
    assert.deepEqual([proposed!.params.data.topic, proposed!.params.data.message, proposed!.params.data.tag], [pairingTopic, proposal, SESSION_PROPOSE_TAG])

    const response = message()
    const settle = message()
    const approved = await wallet.request('wc_approveSession', { sessionTopic, pairingTopic, sessionProposalResponse: response, sessionSettlementRequest: settle, ttl: 300 })
    assert.equal(approved.result, true)
    const [answer] = await dapp.waitForPushes(1)
    assert.deepEqual([answer!.params.data.topic, answer!.params.data.message, answer!.params.data.tag], [pairingTopic, response, SESSION_PROPOSE_RESPONSE_TAG])

    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const [, settled] = await dapp.waitForPushes(2)
    assert.deepEqual([settled!.params.data.topic, settled!.params.data.message, settled!.params.data.tag], [sessionTopic, settle, SESSION_SETTLE_TAG])

    // The wallet was subscribed to the session topic by wc_approveSession itself.
    const request = message()
    await dapp.request('irn_publish', { topic: sessionTopic, message: request, ttl: 300, tag: 1108 })
    const [, sessionRequest] = await wallet.waitForPushes(2)
    assert.equal(sessionRequest!.params.data.message, request)
  })

  it('answers JSON-RPC errors with codes and messages', async () => {
    const a = await client()
    assert.equal((await a.request('irn_nope', {})).error?.code, -32601)
    const invalid = await a.request('irn_publish', { topic: topic(), ttl: 300 })
    assert.equal(invalid.error?.code, -32602)
    assert.match(invalid.error?.message ?? '', /message/)
    assert.equal((await a.request('irn_publish', { topic: topic(), message: 'x', ttl: -5 })).error?.code, -32602)
    assert.equal((await a.request('irn_subscribe', [])).error?.code, -32602)
    const before = a.frames.length
    a.socket.send('{not json')
    while (a.frames.length === before) await sleep(5)
    assert.deepEqual(JSON.parse(a.frames.at(-1)!), { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: frame is not valid JSON' } })
  })
})

describe('relay liveness and faults', () => {
  it('pings every interval and terminates a socket that stops answering', async () => {
    const quick = await startRelay({ pingIntervalMs: 60 })
    try {
      const healthy = await RawClient.connect(quick)
      let pings = 0
      healthy.socket.on('ping', () => pings++)
      const dead = await RawClient.connect(quick, { autoPong: false })
      assert.ok((await dead.closed()) !== 1000, 'the silent socket is cut')
      assert.ok(pings >= 2)
      assert.equal(healthy.socket.readyState, WebSocket.OPEN)
      healthy.socket.terminate()
    } finally {
      await quick.stop()
    }
  })

  it('drops every socket without a close frame', async () => {
    const a = await client()
    const closed = a.closed()
    relay.setFaults({ drop: true })
    assert.equal(await closed, 1006)
    assert.deepEqual((await client()).socket.readyState, WebSocket.OPEN, 'a one-shot drop does not refuse new sockets')
  })

  it('closes every socket with code 3000, and keeps refusing while refuseNew stands', async () => {
    const a = await client()
    const closed = a.closed()
    relay.setFaults({ closeCode: 3000, closeReason: 'Unauthorized: invalid key', refuseNew: true })
    assert.equal(await closed, 3000)
    const refused = await client()
    assert.equal(await refused.closed(), 3000)
    relay.setFaults(undefined)
    const fine = await client()
    assert.equal((await fine.request('irn_subscribe', { topic: topic() })).error, undefined)
  })

  it('adds latency to every frame it sends, and clears it', async () => {
    const a = await client()
    relay.setFaults({ latencyMs: 250 })
    let started = Date.now()
    await a.request('irn_subscribe', { topic: topic() })
    assert.ok(Date.now() - started >= 240, `answer took ${Date.now() - started} ms`)
    relay.setFaults(undefined)
    started = Date.now()
    await a.request('irn_subscribe', { topic: topic() })
    assert.ok(Date.now() - started < 200)
  })

  it('takes fault plans over HTTP from loopback and reports health', async () => {
    const a = await client()
    const closed = a.closed()
    const set = await fetch(`${relay.httpUrl}/__relay/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ closeCode: 3000 }) })
    assert.equal(set.status, 200)
    assert.equal(await closed, 3000)
    assert.equal((await fetch(`${relay.httpUrl}/__relay/faults`, { method: 'DELETE' })).status, 200)
    const health = (await (await fetch(`${relay.httpUrl}/health`)).json()) as { ok: boolean; connections: number; messages: number }
    assert.equal(health.ok, true)
    assert.equal(typeof health.connections, 'number')
    assert.ok(health.messages > 0)
  })
})
