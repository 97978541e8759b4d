import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { after, before, beforeEach, describe, it } from 'node:test'
import { serveHttp, type HttpService } from '../devnet/http.js'
import { ServiceError } from './http.js'
import { createJsonRpcClient, JsonRpcError } from './json-rpc.js'

const anvilBin = fileURLToPath(new URL('../node_modules/.bin/anvil', import.meta.url))

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

describe('JSON-RPC client against a real anvil', () => {
  let anvil: ChildProcess
  let url: string

  before(async () => {
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    anvil = spawn(anvilBin, ['--port', String(port), '--chain-id', '31337', '--silent'], { stdio: 'ignore' })
    const probe = createJsonRpcClient({ url, retries: 0, timeoutMs: 500 })
    for (let i = 0; ; i++) {
      try {
        await probe.request('eth_chainId')
        break
      } catch (error) {
        if (i > 100) throw error
        await new Promise(resolve => setTimeout(resolve, 100))
      }
    }
  })
  after(() => {
    anvil.kill()
  })

  it('answers a call with its result', async () => {
    const client = createJsonRpcClient({ url })
    assert.equal(await client.request<string>('eth_chainId'), '0x7a69')
    const balance = await client.request<string>('eth_getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'])
    assert.equal(BigInt(balance), 10_000n * 10n ** 18n)
  })

  it('maps an unknown method to MethodNotFoundError and bad params to InvalidParamsError, keeping the code', async () => {
    const client = createJsonRpcClient({ url })
    const missing = await client.request('eth_noSuchMethod').catch((e: unknown) => e)
    assert.ok(missing instanceof JsonRpcError)
    assert.equal(missing.code, -32601)
    assert.equal(missing.name, 'MethodNotFoundError')
    const bad = await client.request('eth_getBalance', ['not-an-address', 'latest']).catch((e: unknown) => e)
    assert.ok(bad instanceof JsonRpcError)
    assert.equal(bad.code, -32602)
    assert.equal(bad.name, 'InvalidParamsError')
  })

  it('sends a batch and returns outcomes in call order', async () => {
    const client = createJsonRpcClient({ url })
    const outcomes = await client.batch([{ method: 'eth_chainId' }, { method: 'eth_noSuchMethod' }, { method: 'net_version' }])
    assert.deepEqual(outcomes[0], { ok: true, result: '0x7a69' })
    assert.equal(outcomes[1]!.ok, false)
    assert.equal(!outcomes[1]!.ok && outcomes[1]!.error.code, -32601)
    assert.deepEqual(outcomes[2], { ok: true, result: '31337' })
  })
})

describe('JSON-RPC client against a scripted server', () => {
  let service: HttpService
  let posts: Array<{ at: number; size: number }> = []
  let ids: number[] = []

  before(async () => {
    service = await serveHttp({
      name: 'rpc-test',
      routes: [
        {
          method: 'POST',
          path: '/rpc',
          handle: ctx => {
            const body = ctx.body as Array<{ id: number; method: string }> | { id: number; method: string }
            const list = Array.isArray(body) ? body : [body]
            posts.push({ at: Date.now(), size: list.length })
            ids.push(...list.map(item => item.id))
            const answers = list
              .filter(item => item.method !== 'drop_me')
              .map(item =>
                item.method === 'wallet_reject'
                  ? { jsonrpc: '2.0', id: item.id, error: { code: 4001, message: 'User rejected the request.' } }
                  : { jsonrpc: '2.0', id: item.id, result: item.method }
              )
            // answer out of order: the client must match by id
            return Array.isArray(body) ? answers.reverse() : answers[0]
          }
        }
      ]
    })
  })
  after(() => service.stop())
  beforeEach(() => {
    posts = []
    ids = []
    service.setFaults(undefined)
  })

  it('splits 2500 calls into batches of 1000, 1000 and 500 and reassembles them by id', async () => {
    const client = createJsonRpcClient({ url: `${service.url}/rpc` })
    const calls = Array.from({ length: 2500 }, (_, i) => ({ method: `m${i}` }))
    const outcomes = await client.batch<string>(calls)
    assert.deepEqual(
      posts.map(p => p.size).sort((a, b) => b - a),
      [1000, 1000, 500]
    )
    assert.equal(outcomes.length, 2500)
    assert.ok(outcomes.every((o, i) => o.ok && o.result === `m${i}`))
    assert.equal(new Set(ids).size, 2500, 'ids are unique')
    assert.ok(ids.every(id => Math.abs(id / 1000 - Date.now()) < 60_000), 'ids are time-based (ms × 1000)')
  })

  it('reports a missing answer and a wallet rejection per call', async () => {
    const client = createJsonRpcClient({ url: `${service.url}/rpc` })
    const outcomes = await client.batch([{ method: 'a' }, { method: 'drop_me' }, { method: 'wallet_reject' }])
    assert.deepEqual(outcomes[0], { ok: true, result: 'a' })
    assert.equal(!outcomes[1]!.ok && outcomes[1]!.error.name, 'InternalError')
    const rejected = !outcomes[2]!.ok && outcomes[2]!.error
    assert.ok(rejected)
    assert.equal(rejected.code, 4001)
    assert.equal(rejected.name, 'UserRejectedRequestError')
    assert.equal(rejected.message, 'User rejected the request.')
  })

  it('sends nothing for an empty batch', async () => {
    const client = createJsonRpcClient({ url: `${service.url}/rpc` })
    assert.deepEqual(await client.batch([]), [])
    assert.equal(posts.length, 0)
  })

  it('retries 3 times from 150 ms doubling, then succeeds', async () => {
    service.setFaults({ status: 503, times: 3 })
    const times: number[] = []
    service.server.on('request', function mark() {
      times.push(Date.now())
      if (times.length === 4) service.server.off('request', mark)
    })
    const client = createJsonRpcClient({ url: `${service.url}/rpc` })
    assert.equal(await client.request('ping'), 'ping')
    const gaps = times.slice(1).map((t, i) => t - times[i]!)
    assert.equal(times.length, 4)
    assert.ok(gaps[0]! >= 140 && gaps[1]! >= 290 && gaps[2]! >= 590, `gaps ${gaps.join(',')}`)
  })

  it('fails with a ServiceError after the 3 retries of a 5xx storm', async () => {
    service.setFaults({ status: 502 })
    const client = createJsonRpcClient({ url: `${service.url}/rpc`, retryDelayMs: 10 })
    const error = await client.request('ping').catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.status, 502)
  })

  it('names every SPEC §8 code and keeps unknown codes', () => {
    const names = [-32700, -32600, -32601, -32602, -32603, -32000, 4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760].map(
      code => new JsonRpcError(code, 'x').name
    )
    assert.equal(new Set(names).size, names.length)
    assert.ok(!names.includes('JsonRpcError'))
    const unknown = JsonRpcError.from({ code: 1234, message: 'odd' })
    assert.equal(unknown.name, 'JsonRpcError')
    assert.equal(unknown.code, 1234)
    assert.equal(JsonRpcError.from(new Error('plain')).code, -32603)
  })
})
