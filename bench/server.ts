import autocannon from 'autocannon'
import { DEVNET_SERVER_SECRET } from '../devnet/server-secret.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startMail, type MailService } from '../devnet/mail/index.js'
import { loginCodeIn } from '../devnet/mail/inbox.js'
import { freePort } from '../devnet/free-port.js'
import { startPostgres } from '../test/postgres.js'

/**
 * `npm run bench:server` (part of `npm run bench`, never of npm test): the built w3m-kit-server
 * (server/dist, `node server/build.mjs`) under autocannon on loopback. One sign-in = POST
 * /email/start (a code mailed over SMTP to the devnet sink in this process) then POST /otp/verify
 * with that code, a new email each time. At 50 and 200 concurrent clients, on SQLite, on
 * PostgreSQL with one instance, and with two instances on one database (clients spread over
 * both). Prints sign-ins per second, request latency p50/p99, errors, and each instance's memory (RSS) after.
 * Usage: tsx bench/server.ts [--seconds 10] [--only sqlite|pg1|pg2]
 */

const ROOT = resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, only: { type: 'string' } } })
const seconds = Number(args.seconds)
const SITE_ORIGIN = 'http://127.0.0.1:5173'

interface Instance {
  authUrl: string
  child: ChildProcess
}

/** One w3m-kit-server process on free ports, production mode, its logs dropped (they cost what they cost). */
async function startInstance(folder: string, name: string, mail: MailService, database: string): Promise<Instance> {
  const [site, auth, siwx] = [await freePort(), await freePort(), await freePort()]
  const rpcUrls = { 'eip155:1': 'http://127.0.0.1:8545' }
  const configPath = join(folder, `${name}.config.json`)
  writeFileSync(configPath, JSON.stringify({
    site: { port: site, publicUrl: `http://127.0.0.1:${site}`, allowedOrigins: [SITE_ORIGIN], rpcUrls },
    auth: { port: auth, publicUrl: `http://127.0.0.1:${auth}`, mailFrom: 'Test wallet <no-reply@example.com>', perIpPerMinute: 1_000_000 },
    siwx: { port: siwx, database: `sqlite:${join(folder, `${name}-siwx.sqlite`)}`, allowedOrigins: [SITE_ORIGIN], rpcUrls }
  }))
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/cli.js'), 'start', '--config', configPath], {
    env: { PATH: process.env.PATH, W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`, W3M_DATABASE_URL: database },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  await new Promise<void>((done, fail) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk
      if (seen.includes('"message":"started"')) {
        child.stdout!.off('data', onData)
        child.stdout!.resume()
        done()
      }
    }
    child.stdout!.on('data', onData)
    child.on('exit', code => fail(new Error(`${name} exited ${code}`)))
  })
  return { authUrl: `http://127.0.0.1:${auth}`, child }
}

const rssMiB = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

/** The newest code mailed to `email` (the sink appends; a new code is near the end). */
function codeFor(mail: MailService, email: string): string {
  for (let i = mail.messages.length - 1; i >= 0; i--) if (mail.messages[i]!.to[0] === email) return loginCodeIn(mail.messages[i]!) ?? ''
  return ''
}

interface Row {
  setup: string
  clients: number
  signInsPerSecond: number
  p50: number
  p99: number
  errors: number
  rss: string
}

async function load(setup: string, instances: Instance[], mail: MailService, clients: number): Promise<Row> {
  let signIns = 0
  let sequence = 0
  const run = Math.random().toString(36).slice(2, 8)
  const headers = { 'content-type': 'application/json' }
  type Flow = { email: string; deviceId: string }
  const result = await autocannon({
    // Several URLs: autocannon spreads the connections over them (the load balancer's part).
    url: instances.map(instance => instance.authUrl) as unknown as string,
    connections: clients,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/email/start',
        setupRequest: (request, state) => {
          const context = state as Flow
          context.email = `bench-${run}-${sequence++}@example.com`
          context.deviceId = `bench${run}${sequence}`.padEnd(24, '0')
          return { ...request, headers, body: JSON.stringify({ email: context.email, deviceId: context.deviceId }) }
        }
      },
      {
        method: 'POST',
        path: '/otp/verify',
        setupRequest: (request, state) => {
          const context = state as Flow
          return { ...request, headers, body: JSON.stringify({ email: context.email, deviceId: context.deviceId, otp: codeFor(mail, context.email) }) }
        },
        onResponse: status => {
          if (status === 200) signIns++
        }
      }
    ]
  })
  mail.messages.length = 0
  return {
    setup,
    clients,
    signInsPerSecond: Math.round(signIns / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rss: instances.map(instance => `${rssMiB(instance.child.pid!)}`).join(' + ')
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(resolve('/tmp'), 'w3m-bench-'))
  const mail = await startMail()
  const rows: Row[] = []
  const wants = (name: string) => !args.only || args.only === name
  try {
    if (wants('sqlite')) {
      const instance = await startInstance(folder, 'sqlite', mail, `sqlite:${join(folder, 'auth.sqlite')}`)
      for (const clients of [50, 200]) rows.push(await load('SQLite, 1 instance', [instance], mail, clients))
      instance.child.kill('SIGTERM')
    }
    if (wants('pg1') || wants('pg2')) {
      const cluster = await startPostgres()
      try {
        if (wants('pg1')) {
          const instance = await startInstance(folder, 'pg1', mail, await cluster.createDatabase())
          for (const clients of [50, 200]) rows.push(await load('PostgreSQL, 1 instance', [instance], mail, clients))
          instance.child.kill('SIGTERM')
        }
        if (wants('pg2')) {
          const database = await cluster.createDatabase()
          const pair = [await startInstance(folder, 'pg2a', mail, database), await startInstance(folder, 'pg2b', mail, database)]
          for (const clients of [50, 200]) rows.push(await load('PostgreSQL, 2 instances', pair, mail, clients))
          for (const instance of pair) instance.child.kill('SIGTERM')
        }
      } finally {
        await new Promise(done => setTimeout(done, 500))
        await cluster.stop()
      }
    }
  } finally {
    await mail.stop()
    rmSync(folder, { recursive: true, force: true })
  }
  console.log(`\nw3m-kit-server email sign-ins (start + verify), ${seconds} s per row; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average at the end ${loadavg().map(value => value.toFixed(2)).join(' ')}`)
  console.log('| setup | clients | sign-ins/s | p50 ms | p99 ms | errors | RSS after, MiB |')
  console.log('|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(`| ${row.setup} | ${row.clients} | ${row.signInsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.rss} |`)
}

await main()
