import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { startMail, type MailService } from '../../devnet/mail/index.js'
import { freePort } from '../../devnet/free-port.js'
import { loginCodeIn, readInbox } from '../../devnet/mail/inbox.js'
import { startAuthService } from './auth/service.js'

// `w3m-kit-server start --config …` as a process (from the sources, through tsx): its config errors,
// and SIGTERM with a request in flight.
const ROOT = resolve(import.meta.dirname, '../..')
let mail: MailService
let folder: string

function cli(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', ...args], { cwd: ROOT, env: { PATH: process.env.PATH, W3M_PAGE_ROOT: join(ROOT, 'frame/page/dist'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
}

async function finished(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', chunk => (stdout += chunk))
  child.stderr!.on('data', chunk => (stderr += chunk))
  const code = await new Promise<number | null>(done => child.on('exit', done))
  return { code, stdout, stderr }
}

async function configFile(): Promise<{ path: string; authPort: number }> {
  const [site, auth, siwx] = [await freePort(), await freePort(), await freePort()]
  const path = join(folder, `server-${auth}.config.json`)
  const origin = 'http://127.0.0.1:5173'
  const rpcUrls = { 'eip155:1': 'http://127.0.0.1:8545' }
  writeFileSync(path, JSON.stringify({
    site: { port: site, publicUrl: `http://127.0.0.1:${site}`, allowedOrigins: [origin], rpcUrls },
    auth: { port: auth, publicUrl: `http://127.0.0.1:${auth}`, mailFrom: 'Test wallet <no-reply@example.com>', database: `sqlite:${join(folder, `auth-${auth}.sqlite`)}` },
    siwx: { port: siwx, database: `sqlite:${join(folder, `siwx-${siwx}.sqlite`)}`, allowedOrigins: [origin], rpcUrls }
  }))
  return { path, authPort: auth }
}

before(async () => {
  mail = await startMail()
  folder = mkdtempSync(join(tmpdir(), 'w3m-cli-'))
})
after(async () => {
  await mail.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe('w3m-kit-server', () => {
  it('refuses a bad config with every problem named by its key, and exits 2', async () => {
    const path = join(folder, 'bad.config.json')
    writeFileSync(path, JSON.stringify({ site: { port: 'eighty', publicUrl: 'http://wallet.example.com', allowedOrigins: [], rpcUrls: {} }, auth: { port: 4301, publicUrl: 'https://auth.example.com', database: 'sqlite:/tmp/x', prot: 1 }, smtp: { url: 'smtp://user:pw@mail.example.com' } }))
    const { code, stderr } = await finished(cli(['start', '--config', path]))
    assert.equal(code, 2)
    for (const problem of [
      'site.port: must be an integer from 1 to 65535 (got "eighty")',
      'site.publicUrl: must be https in production mode (got "http://wallet.example.com")',
      'site.allowedOrigins: must be a non-empty list of origins',
      'auth.prot: unknown key',
      'siwx: is required',
      'smtp.url: secrets do not belong in the config file in production mode: set W3M_SMTP_URL'
    ]) assert.ok(stderr.includes(problem), `${problem}\nin:\n${stderr}`)
    assert.ok(!stderr.includes('user:pw'), 'the error does not repeat the secret')
  })

  it('prints the usage and exits 0 for --help, -h and a command with --help; an unknown option exits 2', async () => {
    const runs = await Promise.all([['--help'], ['-h'], ['users', 'revoke', '--help'], ['start', '--config', 'server.config.json', '--verbose']].map(args => finished(cli(args))))
    for (const { code, stdout } of runs.slice(0, 3)) {
      assert.equal(code, 0)
      assert.match(stdout, /^Usage:\n {2}w3m-kit-server start --config/)
      assert.match(stdout, /w3m-kit-server users revoke <email> --config <file>/)
    }
    assert.equal(runs[3]!.code, 2)
    assert.match(runs[3]!.stderr, /^Unknown option: --verbose\nUsage:/)
  })

  it('users revoke ends a person\'s sessions on the configured store and leaves the key share (users-command.test.ts: the reports)', async () => {
    const { path, authPort } = await configFile()
    const database = `sqlite:${join(folder, `auth-${authPort}.sqlite`)}`
    const email = 'operator-view@example.com'
    const secure = 'http://127.0.0.1:5173'
    const call = async (url: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
      (await fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: secure, ...headers }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>
    const options = { secret: DEVNET_SERVER_SECRET, secureOrigin: secure, smtpPort: mail.smtpPort, database }
    let auth = await startAuthService(options)
    let bearer: Record<string, string>
    try {
      await call(auth.url, '/email/start', { email, deviceId: 'p'.repeat(32) })
      const [latest] = await readInbox(mail.inboxUrl, email)
      const session = await call(auth.url, '/otp/verify', { email, deviceId: 'p'.repeat(32), otp: loginCodeIn(latest!) })
      bearer = { authorization: `Bearer ${session.accessToken as string}` }
      await call(auth.url, '/share/put', { address: '0x' + 'ab'.repeat(20), share: '01ff' }, bearer)
    } finally {
      await auth.stop()
    }
    const revoked = await finished(cli(['users', 'revoke', 'Operator-View@Example.com', '--config', path], { W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` }))
    assert.equal(revoked.code, 0, revoked.stderr)
    assert.match(revoked.stdout, /^Revoked for operator-view@example\.com:\n {2}1 sign-in session family ended/)
    assert.match(revoked.stdout, /The key shares were not touched/)
    auth = await startAuthService(options)
    try {
      assert.deepEqual(await call(auth.url, '/me', {}, bearer!), { message: 'Session expired' }, 'the session ended')
      assert.deepEqual(await auth.store.user(email), { email, address: '0x' + 'ab'.repeat(20), authShare: '01ff' }, 'the key share stays')
    } finally {
      await auth.stop()
    }
  })

  it('refuses to start in production mode without the SMTP URL in the environment', async () => {
    const { path } = await configFile()
    const { code, stderr } = await finished(cli(['start', '--config', path]))
    assert.equal(code, 2)
    assert.match(stderr, /W3M_SMTP_URL \(environment\): is required in production mode/)
  })

  it('on SIGTERM stops accepting, lets the request in flight finish, then exits 0', async () => {
    const { path, authPort } = await configFile()
    const child = cli(['start', '--config', path], { W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` })
    const exit = finished(child)
    await new Promise<void>((done, fail) => {
      child.stdout!.on('data', chunk => String(chunk).includes('"message":"started"') && done())
      child.on('exit', code => fail(new Error(`exited ${code}`)))
    })
    // A slow client: the body of /email/start arrives in two parts, SIGTERM in between.
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      const req = request({ host: '127.0.0.1', port: authPort, method: 'POST', path: '/email/start', headers: { 'content-type': 'application/json' } }, res => {
        let body = ''
        res.on('data', chunk => (body += chunk))
        res.on('end', () => done({ status: res.statusCode!, body }))
      })
      req.on('error', fail)
      req.write('{"email":"slow@example.com",')
      setTimeout(() => {
        child.kill('SIGTERM')
        setTimeout(async () => {
          await assert.rejects(fetch(`http://127.0.0.1:${authPort}/health`), 'no new connection once SIGTERM arrived')
          req.end(`"deviceId":"${'d'.repeat(32)}"}`)
        }, 300)
      }, 200)
    })
    const { status, body } = await answer
    assert.equal(status, 200)
    assert.deepEqual(JSON.parse(body), { action: 'VERIFY_OTP' })
    const { code, stdout } = await exit
    assert.equal(code, 0)
    const messages = stdout.trim().split('\n').map(line => (JSON.parse(line) as { message: string }).message)
    assert.deepEqual(messages.slice(-3), ['shutting down', 'request', 'stopped'])
  })
})
