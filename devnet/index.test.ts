import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import WebSocket from 'ws'
import { FUNDED_ACCOUNTS } from './chains/accounts.js'
import { startDevnet } from './index.js'
import { DEVNET_INFO_KEYS, PROJECT_ROOT, readDevnetInfo } from './info.js'

let dir: string
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'w3m-devnet-'))
})
after(() => rm(dir, { recursive: true, force: true }))

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) })
  return ((await response.json()) as { result: unknown }).result
}

/** PIDs of anvil processes listening on the given ports (other people's anvils are left out). */
/** The anvil processes `parent` started (the RPC URLs name the nodes' gates, not anvil's own ports). */
function anvilsOf(parent: number): number[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n')
  return lines
    .map(line => line.trim().split(/\s+/))
    .filter(([, ppid, ...args]) => Number(ppid) === parent && /anvil/.test(args.join(' ')))
    .map(([pid]) => Number(pid))
}

/** Which of `pids` still run. */
function running(pids: number[]): number[] {
  const alive = new Set(execFileSync('ps', ['-eo', 'pid='], { encoding: 'utf8' }).split('\n').map(line => Number(line.trim())))
  return pids.filter(pid => alive.has(pid))
}

describe('startDevnet', () => {
  it('starts every service, writes an info file with every key, and stops cleanly', { timeout: 60_000 }, async () => {
    const infoPath = join(dir, 'info.json')
    // How fast it starts is the bench's figure (npm run bench), not an assertion here.
    const devnet = await startDevnet({ infoPath })
    const stopped = { done: false }
    try {
      const info = await readDevnetInfo(infoPath)
      assert.deepEqual(info, devnet.info)
      for (const key of DEVNET_INFO_KEYS) assert.ok(info[key] !== '' && info[key] !== 0, `${key} is filled`)
      assert.equal(info.projectId, 'w3m-devnet')
      assert.deepEqual(Object.keys(info.rpcUrls).sort(), ['eip155:1', 'eip155:56', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
      assert.equal(info.accounts.length, FUNDED_ACCOUNTS)
      assert.deepEqual(info.tokens['eip155:1']?.map(token => token.symbol).sort(), ['DAI', 'USDC'])
      assert.match(info.relayUrl, /^ws:\/\/127\.0\.0\.1:\d+$/)

      // Every service answers.
      assert.equal(await rpc(info.rpcUrls['eip155:1']!, 'eth_chainId'), '0x1')
      assert.equal(await rpc(info.rpcUrls['eip155:56']!, 'eth_chainId'), '0x38')
      assert.equal(typeof (await rpc(info.rpcUrls['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']!, 'getLatestBlockhash')), 'object')
      assert.equal((await fetch(`${info.apiUrl}/v1/supported-chains?projectId=${info.projectId}`)).status, 200)
      assert.equal((await fetch(`${info.walletDirectoryUrl}/getWallets?projectId=${info.projectId}&entries=1`)).status, 200)
      assert.equal((await fetch(`${info.analyticsUrl}/batch?projectId=${info.projectId}`, { method: 'POST', body: '[]' })).status, 200)
      const inbox = await fetch(info.mailInboxUrl)
      assert.equal(inbox.status, 200, 'mailInboxUrl is the URL of the messages')
      assert.deepEqual(await inbox.json(), { messages: [] })
      const socket = new WebSocket(`${info.relayUrl}/?projectId=${info.projectId}`)
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
      socket.close()
      assert.equal((await fetch(`${info.farcasterRelayUrl}/health`)).status, 200)
      assert.equal(info.farcasterTestUsers?.length, 2)
      assert.equal(await rpc(info.farcasterOptimismRpcUrl!, 'eth_chainId'), '0xa', "the Farcaster ID registry's Optimism chain")

      const anvils = anvilsOf(process.pid)
      assert.equal(anvils.length, 3, 'an anvil per EVM chain, and the Optimism chain of the Farcaster ID registry')
      await devnet.stop()
      stopped.done = true
      assert.equal(existsSync(infoPath), false, 'the info file goes with the devnet')
      assert.deepEqual(running(anvils), [])
      await assert.rejects(fetch(info.rpcUrls['eip155:1']!), 'the gate goes with its node')
      await assert.rejects(fetch(info.walletDirectoryUrl))
    } finally {
      if (!stopped.done) await devnet.stop()
    }
  })

  it('starts only what it is asked for', async () => {
    const devnet = await startDevnet({ only: ['directory', 'mail'], infoPath: join(dir, 'only.json') })
    try {
      assert.notEqual(devnet.info.walletDirectoryUrl, '')
      assert.notEqual(devnet.info.mailInboxUrl, '')
      assert.equal(devnet.info.apiUrl, '')
      assert.equal(devnet.info.relayUrl, '')
      assert.deepEqual(devnet.info.rpcUrls, {})
      assert.equal(devnet.services.evm, undefined)
    } finally {
      await devnet.stop()
    }
  })
})

describe('npm run devnet (devnet/cli.ts)', () => {
  it('prints the urls and a createAppKit snippet, and on SIGTERM exits 0 leaving no anvil behind', { timeout: 90_000 }, async () => {
    const infoPath = join(dir, 'cli.json')
    const child = spawn(process.execPath, ['--import', 'tsx', 'devnet/cli.ts'], { cwd: PROJECT_ROOT, env: { ...process.env, DEVNET_INFO: infoPath }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
    try {
      const deadline = Date.now() + 60_000
      while (!output.includes('Press Ctrl-C to stop.')) {
        assert.ok(Date.now() < deadline, `CLI did not become ready:\n${output}`)
        assert.equal(child.exitCode, null, `CLI exited early:\n${output}`)
        await sleep(50)
      }
      const info = await readDevnetInfo(infoPath)
      assert.match(output, /ready in \d+\.\d s/)
      for (const url of [info.apiUrl, info.walletDirectoryUrl, info.relayUrl, info.analyticsUrl, info.mailInboxUrl, ...Object.values(info.rpcUrls)]) assert.ok(output.includes(url), `prints ${url}`)
      assert.match(output, /createAppKit\(\{[\s\S]*projectId: 'w3m-devnet'[\s\S]*relayUrl: 'ws:/)
      const anvils = anvilsOf(child.pid!)
      assert.equal(anvils.length, 3, 'three anvil processes while running (the two EVM chains, the Farcaster registry chain)')

      child.kill('SIGTERM')
      assert.equal(await exited, 0)
      assert.deepEqual(running(anvils), [], 'no orphan anvil')
      assert.equal(existsSync(infoPath), false)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
