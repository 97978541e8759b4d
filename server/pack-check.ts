import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../devnet/server-secret.js'
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startMail } from '../devnet/mail/index.js'
import { loginCodeIn, readInbox } from '../devnet/mail/inbox.js'
import { freePort } from '../devnet/free-port.js'

/**
 * `npm run server:pack-check` (manual, not in npm test: installing the tarball's dependencies from
 * the registry took 4 min 19 s cold here, better-sqlite3's native binary the bulk of it). Builds and
 * packs w3m-kit-server, installs the tarball in an empty folder, starts its bin in production mode
 * with one config file, and checks it serves the frame page, /health and /ready, signs an email in
 * through the auth API, hands out a SIWX nonce, and stops on SIGTERM.
 */

const ROOT = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'w3m-pack-'))
const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })

execFileSync(process.execPath, [join(ROOT, 'server/build.mjs')], { stdio: 'inherit' })
npm(['pack', '--pack-destination', work], join(ROOT, 'server'))
const tarball = join(work, readdirSync(work).find(name => name.endsWith('.tgz'))!)
const site = join(work, 'site')
mkdirSync(site)
writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'my-wallet-site', private: true }))
npm(['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], site)
console.log(`packed and installed in ${seconds()} s`)

const mail = await startMail()
const [sitePort, authPort, siwxPort] = [await freePort(), await freePort(), await freePort()]
const origin = 'http://127.0.0.1:5173'
const rpcUrls = { 'eip155:1': 'http://127.0.0.1:8545' }
writeFileSync(join(site, 'server.config.json'), JSON.stringify({
  site: { port: sitePort, publicUrl: `http://127.0.0.1:${sitePort}`, allowedOrigins: [origin], rpcUrls },
  auth: { port: authPort, publicUrl: `http://127.0.0.1:${authPort}`, mailFrom: 'Test wallet <no-reply@example.com>', database: 'sqlite:./auth.sqlite' },
  siwx: { port: siwxPort, database: 'sqlite:./siwx.sqlite', allowedOrigins: [origin], rpcUrls }
}))
const child = spawn(join(site, 'node_modules/.bin/w3m-kit-server'), ['start', '--config', 'server.config.json'], { cwd: site, env: { PATH: process.env.PATH, W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` }, stdio: ['ignore', 'pipe', 'inherit'] })
const exited = new Promise<number | null>(done => child.on('exit', done))
try {
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', chunk => String(chunk).includes('"message":"started"') && done())
    void exited.then(code => fail(new Error(`w3m-kit-server exited ${code}`)))
  })
  const page = await fetch(`http://127.0.0.1:${sitePort}/`)
  assert.equal(page.status, 200)
  assert.match(await page.text(), /<!doctype html>/i)
  assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors http:\/\/127\.0\.0\.1:5173/)
  for (const port of [sitePort, authPort, siwxPort]) {
    assert.equal((await fetch(`http://127.0.0.1:${port}/health`)).status, 200)
    assert.equal((await fetch(`http://127.0.0.1:${port}/ready`)).status, 200)
  }
  const post = async (path: string, body: unknown) => (await fetch(`http://127.0.0.1:${authPort}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${sitePort}` }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>
  const deviceId = 'd'.repeat(32)
  assert.deepEqual(await post('/email/start', { email: 'pack@example.com', deviceId }), { action: 'VERIFY_OTP' })
  const [codeMail] = await readInbox(mail.inboxUrl, 'pack@example.com')
  const session = await post('/otp/verify', { email: 'pack@example.com', deviceId, otp: loginCodeIn(codeMail!) })
  assert.equal(typeof session.accessToken, 'string')
  assert.equal((await fetch(`http://127.0.0.1:${siwxPort}/nonce`, { headers: { origin } })).status, 200)
  child.kill('SIGTERM')
  assert.equal(await exited, 0)
  console.log(`w3m-kit-server from the tarball: frame page, /health, /ready, email sign-in, SIWX nonce, SIGTERM: all good (${seconds()} s)`)
} finally {
  child.kill('SIGKILL')
  await mail.stop()
  rmSync(work, { recursive: true, force: true })
}
