import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { startMail, type MailService } from '../../devnet/mail/index.js'
import { deviceLinkIn, loginCodeIn, readInbox } from '../../devnet/mail/inbox.js'
import { readConfig } from './config.js'
import { jsonLogger, redact } from './log.js'
import { freePort } from '../../devnet/free-port.js'
import { startServer, type RunningServer } from './main.js'

// The shipped server in-process on loopback: the real services, the real frame page (npm run
// build:frame), a real SMTP sink; every log line it writes is kept and read back.
const PAGE_ROOT = resolve(import.meta.dirname, '../../frame/page/dist')
let SITE = ''
let mail: MailService
let server: RunningServer
let folder: string
const lines: string[] = []

before(async () => {
  const [sitePort, authPort, siwxPort] = [await freePort(), await freePort(), await freePort()]
  SITE = `http://127.0.0.1:${sitePort}`
  mail = await startMail()
  folder = mkdtempSync(join(tmpdir(), 'w3m-server-'))
  const config = readConfig(
    {
      mode: 'production',
      site: { port: sitePort, publicUrl: SITE, allowedOrigins: ['http://127.0.0.1:5173'], rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' }, apiUrl: 'https://rpc.example.org' },
      auth: { port: authPort, publicUrl: `http://127.0.0.1:${authPort}`, mailFrom: 'Test wallet <no-reply@example.com>', database: `sqlite:${join(folder, 'auth.sqlite')}` },
      siwx: { port: siwxPort, database: `sqlite:${join(folder, 'siwx.sqlite')}`, allowedOrigins: ['http://127.0.0.1:5173'], rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' } }
    },
    { W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` }
  )
  server = await startServer(config, { logger: jsonLogger(line => void lines.push(line)), pageRoot: PAGE_ROOT })
})
after(async () => {
  await server.stop()
  await mail.stop()
  rmSync(folder, { recursive: true, force: true })
})

async function call(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.authUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the shipped server', () => {
  it('serves the frame page with its CSP, and its config names the public auth URL and the blockchain API the approval screen reads', async () => {
    const page = await fetch(`${server.siteUrl}/`)
    assert.equal(page.status, 200)
    assert.match(await page.text(), /<!doctype html>/i)
    assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors http:\/\/127\.0\.0\.1:5173/)
    assert.match(page.headers.get('content-security-policy') ?? '', /connect-src [^;]*https:\/\/rpc\.example\.org/)
    const config = (await (await fetch(`${server.siteUrl}/config.json`)).json()) as { authUrl: string; apiUrl?: string }
    assert.equal(config.authUrl, server.authUrl)
    assert.equal(config.apiUrl, 'https://rpc.example.org')
  })

  it('answers /health and /ready on each listener, and closes the devnet fault-injection route', async () => {
    for (const url of [server.siteUrl, server.authUrl, server.siwxUrl]) {
      assert.deepEqual(await (await fetch(`${url}/health`)).json(), { ok: true }, url)
      assert.deepEqual(await (await fetch(`${url}/ready`)).json(), { ok: true }, url)
    }
    const faults = await fetch(`${server.siwxUrl}/__faults`, { method: 'POST', body: JSON.stringify({ status: 503 }) })
    assert.equal(faults.status, 404)
    const nonce = await fetch(`${server.siwxUrl}/nonce`, { headers: { origin: 'http://127.0.0.1:5173' } })
    assert.equal(nonce.status, 200)
  })

  it('logs one JSON line per request (method, path, status, ms) and never a code, token, share or full email', async () => {
    const email = 'redaction.probe@example.com'
    const deviceId = crypto.randomUUID().replaceAll('-', '')
    lines.length = 0
    assert.equal((await call('/email/start', { email, deviceId })).status, 200)
    const [codeMail] = await readInbox(mail.inboxUrl, email)
    const otp = loginCodeIn(codeMail!)!
    const session = await call('/otp/verify', { email, deviceId, otp })
    const bearer = { authorization: `Bearer ${session.body.accessToken as string}` }
    const share = 'c0ffee' + 'ab'.repeat(40)
    await call('/share/put', { address: '0x' + '12'.repeat(20), share }, bearer)
    await call('/share/get', {}, bearer)
    const refreshed = await call('/session/refresh', { refreshToken: session.body.refreshToken })
    // A second device: the approval link carries a token in its query.
    const other = crypto.randomUUID().replaceAll('-', '')
    assert.equal((await call('/email/start', { email, deviceId: other })).body.action, 'VERIFY_DEVICE')
    const [approvalMail] = await readInbox(mail.inboxUrl, email)
    const link = deviceLinkIn(approvalMail!)!
    await fetch(link.replace(/^http:\/\/[^/]+/, server.authUrl))
    await call('/otp/verify', { email, deviceId, otp: '000000' })

    const entries = lines.map(line => JSON.parse(line) as Record<string, unknown>)
    const requests = entries.filter(entry => entry.message === 'request' && entry.service === 'auth')
    assert.ok(requests.length >= 8, `${requests.length} request lines`)
    for (const entry of requests) {
      assert.equal(typeof entry.method, 'string')
      assert.match(String(entry.path), /^\/[a-z/]*$/)
      assert.equal(typeof entry.status, 'number')
      assert.equal(typeof entry.ms, 'number')
    }
    assert.ok(requests.some(entry => entry.path === '/device/approve' && entry.method === 'GET'))
    const text = lines.join('')
    const secrets = [email, otp, session.body.accessToken, session.body.refreshToken, refreshed.body.accessToken, refreshed.body.refreshToken, share, new URL(link).searchParams.get('token')]
    for (const secret of secrets) assert.ok(!text.includes(String(secret)), `the logs hold ${String(secret).slice(0, 4)}…`)
  })

  it('redacts what a service might print in a warning', () => {
    const said = redact('mail to alice.smith@example.com failed for code 123456, token Zm9vYmFyYmF6cXV4cXV1eHh5eno, share 0x0123456789abcdef0123')
    assert.equal(said, 'mail to a***@example.com failed for code [code], token [token], share [hex]')
    assert.equal(redact('GET /health 200 in 3.2 ms'), 'GET /health 200 in 3.2 ms')
  })
})
