import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { startMail, type MailService } from '../../devnet/mail/index.js'
import { startPostgres, type PostgresCluster } from '../../test/postgres.js'
import { readConfig } from './config.js'
import { jsonLogger } from './log.js'
import { freePort } from '../../devnet/free-port.js'
import { startServer, type RunningServer } from './main.js'

// /ready follows the database: the shipped server on a throw-away PostgreSQL 15 cluster (URL from
// W3M_DATABASE_URL, as in production), the cluster stopped under it.
let cluster: PostgresCluster
let mail: MailService
let server: RunningServer
let folder: string
const lines: string[] = []

before(async () => {
  const [sitePort, authPort, siwxPort] = [await freePort(), await freePort(), await freePort()]
  cluster = await startPostgres()
  mail = await startMail()
  folder = mkdtempSync(join(tmpdir(), 'w3m-ready-'))
  const rpcUrls = { 'eip155:1': 'http://127.0.0.1:8545' }
  const config = readConfig(
    {
      site: { port: sitePort, publicUrl: `http://127.0.0.1:${sitePort}`, allowedOrigins: ['http://127.0.0.1:5173'], rpcUrls },
      auth: { port: authPort, publicUrl: `http://127.0.0.1:${authPort}`, mailFrom: 'Test wallet <no-reply@example.com>' },
      siwx: { port: siwxPort, database: `sqlite:${join(folder, 'siwx.sqlite')}`, allowedOrigins: ['http://127.0.0.1:5173'], rpcUrls }
    },
    { W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`, W3M_DATABASE_URL: await cluster.createDatabase() }
  )
  server = await startServer(config, { logger: jsonLogger(line => void lines.push(line)), pageRoot: resolve(import.meta.dirname, '../../frame/page/dist') })
})
after(async () => {
  await server.stop(1000)
  await cluster.stop().catch(() => undefined)
  await mail.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe('/ready on PostgreSQL', () => {
  it('is ready while PostgreSQL answers, 503 once it is gone, while /health still says the process is alive', async () => {
    const ready = await fetch(`${server.authUrl}/ready`)
    assert.equal(ready.status, 200)
    await cluster.stop()
    const gone = await fetch(`${server.authUrl}/ready`)
    assert.equal(gone.status, 503)
    assert.deepEqual(await gone.json(), { ok: false, message: 'The database does not answer' })
    assert.equal((await fetch(`${server.authUrl}/health`)).status, 200)
    assert.ok(lines.some(line => line.includes('"message":"not ready"')))
  })
})
