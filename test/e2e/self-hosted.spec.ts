import { spawn, type ChildProcess } from 'node:child_process'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import type { StaticServer } from '../../demo/static-server.js'
import { serveDemo } from '../../demo/serve.js'
import { startOidc, type OidcService } from '../../devnet/oidc/index.js'
import { freePort } from '../../devnet/free-port.js'
import { startPostgres, type PostgresCluster } from '../postgres.js'
import { demoDevnet } from './demo.js'
import { modalView, openAccount, secureFrame, signInNew, uniqueEmail } from './embedded.js'
import { mailsTo } from './mail.js'
import { signInAtProvider } from './oidc.js'
import { approveSignIn } from '../wallets/farcaster-signer.js'
import { syncedPasskeyPage, virtualAuthenticator } from './passkeys.js'
import { saveRecoveryKey } from './recovery.js'
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js'

/**
 * The kit's email and social sign-in against the server a site installs (issue 26, "Done when"):
 * server/dist/cli.js, the file the w3m-kit-server package ships (built by `scripts/build.mjs
 * --demo`), started twice in production mode on one throw-away PostgreSQL cluster, behind a
 * round-robin reverse proxy that gives each listener one public origin and alternates every
 * request between the two instances. The demo page embeds the frame from the proxy's site origin;
 * codes go to the devnet's mail sink over SMTP; Google and X are the devnet's OIDC provider, started
 * here with clients registered for this setup's redirect URI (X confidential: its secret from the
 * environment, sent by HTTP Basic); Farcaster signs in through the devnet's relay, custody addresses
 * read from the ID registry on the devnet's Optimism chain; passkeys through the Account view and the
 * Connect view with Chromium's virtual authenticator. Nothing is mocked.
 *
 * The browser reaches both sites by loopback names, as a site and its wallet on one domain would be
 * (app.example.com, wallet.app.example.com): the demo page at http://app.localhost:<port>, the secure
 * site at http://wallet.app.localhost:<proxy port>. Browsers refuse an IP as a passkey's relying
 * party; Chromium resolves *.localhost to the loopback and counts it secure; and the two names are
 * one site, so the frame keeps its storage where third-party storage is blocked (the e2e's Chromium
 * denies it to wallet.localhost under 127.0.0.1 or localhost, and the session then lasts for the
 * page's life only). Every URL this file or the server fetches stays on 127.0.0.1 (Node's fetch need
 * not resolve *.localhost).
 */

const CHAIN = 'eip155:1'
/** X's client secret, as an operator sets it: in the environment only. */
const X_CLIENT_SECRET = `x-${crypto.randomUUID()}+/=`
const SERVER_CLI = resolve(import.meta.dirname, '../../server/dist/cli.js')

interface Instance {
  process: ChildProcess
  /** What it printed (JSON log lines, errors): shown when it fails. */
  output: string[]
}

let folder: string
let postgres: PostgresCluster
let oidc: OidcService
let demo: StaticServer
let siteProxy: RoundRobinProxy
let authProxy: RoundRobinProxy
/** The secure site's public origin, the passkeys' relying party: the site proxy by a loopback name. */
let siteUrl: string
/** The demo page's origin by its loopback name (the same site as the secure site's). */
let demoOrigin: string
let instances: Instance[] = []

/** Starts `node server/dist/cli.js start --config <file>` and resolves once it logs that it started. */
function startInstance(configPath: string, env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawn(process.execPath, [SERVER_CLI, 'start', '--config', configPath], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const instance: Instance = { process: child, output: [] }
  return new Promise((resolveStarted, reject) => {
    const read = (chunk: Buffer) => {
      instance.output.push(chunk.toString())
      if (instance.output.join('').includes('"message":"started"')) resolveStarted(instance)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', code => reject(new Error(`w3m-kit-server exited with code ${code} before starting:\n${instance.output.join('')}`)))
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const info = demoDevnet()
  // Each instance's three listeners on ports of its own; one proxy (one public origin) for the site's
  // listeners and one for the auth service's. The SIWX listeners run on their PostgreSQL database
  // too, unproxied: these flows never call them (server/src/siwx/instances.test.ts covers two of them).
  const ports = await Promise.all(Array.from({ length: 6 }, () => freePort()))
  const upstreams = (listener: number) => [`http://127.0.0.1:${ports[listener]}`, `http://127.0.0.1:${ports[listener + 3]}`]
  ;[siteProxy, authProxy] = await Promise.all([startRoundRobinProxy(upstreams(0)), startRoundRobinProxy(upstreams(1))])
  siteUrl = siteProxy.url.replace('127.0.0.1', 'wallet.app.localhost')
  // The devnet's OIDC provider, its clients registered for the server's redirect URI (<site.publicUrl>/oauth/callback).
  oidc = await startOidc({ secureSiteUrl: siteUrl, confidentialClients: { x: X_CLIENT_SECRET } })
  demo = await serveDemo({ ...info, secureSiteUrl: siteUrl })
  demoOrigin = new URL(demo.url).origin.replace('127.0.0.1', 'app.localhost')

  postgres = await startPostgres()
  const [authDatabase, siwxDatabase] = [await postgres.createDatabase('w3m_auth'), await postgres.createDatabase('w3m_siwx')]
  const evmRpcUrls = Object.fromEntries(Object.entries(info.rpcUrls).filter(([chain]) => chain.startsWith('eip155:')))
  folder = mkdtempSync(join(tmpdir(), 'w3m-self-hosted-'))
  const configs = [0, 1].map(index => {
    const port = (listener: number) => ports[listener + index * 3]
    const path = join(folder, `server-${index}.json`)
    const config = {
      mode: 'production',
      trustProxy: true,
      site: {
        port: port(0),
        publicUrl: siteUrl,
        allowedOrigins: [demoOrigin],
        rpcUrls: evmRpcUrls,
        // The devnet's info has the server's key format (CAIP-2 ids): handed over as it is.
        // No factory address: the smart account's factory has one address on every chain (types/kit-account.ts).
        bundlerUrls: info.bundlerUrls
      },
      auth: {
        port: port(1),
        publicUrl: authProxy.url,
        mailFrom: 'Self-hosted wallet <no-reply@example.com>',
        social: { google: { issuer: oidc.issuer, clientId: 'google' }, x: { issuer: oidc.issuer, clientId: 'x' } },
        farcaster: { relayUrl: info.farcasterRelayUrl, optimismRpcUrl: info.farcasterOptimismRpcUrl }
      },
      siwx: { port: port(2), allowedOrigins: [demoOrigin], rpcUrls: evmRpcUrls }
    }
    writeFileSync(path, JSON.stringify(config, null, 2))
    return path
  })
  // Secrets from the environment, as production mode requires; both start at once (migrations take turns).
  const env = { W3M_SERVER_SECRET: DEVNET_SERVER_SECRET, W3M_SMTP_URL: `smtp://127.0.0.1:${info.smtpPort}`, W3M_DATABASE_URL: authDatabase, W3M_SIWX_DATABASE_URL: siwxDatabase, W3M_SOCIAL_X_CLIENT_SECRET: X_CLIENT_SECRET }
  instances = await Promise.all(configs.map(path => startInstance(path, env)))
})

test.afterAll(async () => {
  // SIGTERM: the shipped server drains and exits 0.
  const exits = instances.map(instance => new Promise<number | null>(done => instance.process.once('exit', done)))
  for (const instance of instances) instance.process.kill('SIGTERM')
  expect(await Promise.all(exits)).toEqual(instances.map(() => 0))
  await Promise.all([siteProxy?.stop(), authProxy?.stop(), demo?.stop(), oidc?.stop()])
  await postgres?.stop()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

test.beforeEach(() => {
  for (const proxy of [siteProxy, authProxy]) proxy.clear()
})

/** What an instance logged that is not an info line (a warning, an error, anything not JSON). */
function troubles(instance: Instance): string[] {
  return instance.output
    .join('')
    .split('\n')
    .filter(line => (line.trim() && !line.startsWith('{"time":')) || /"level":"(warn|error)"/.test(line))
}

test.afterEach(() => {
  for (const instance of instances) expect(troubles(instance), 'the server logged trouble').toEqual([])
})

async function openSelfHostedDemo(page: Page): Promise<void> {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  await page.goto(`${demoOrigin}/html/?email=1`)
  await expect(page.getByTestId('connect-button')).toBeVisible()
  expect(errors, 'page errors').toEqual([])
}

/** Which instance (0 or 1) answered the frame's first call to `path` in this test, with a 200. */
function instanceFor(path: string): number {
  const call = authProxy.requests().find(request => request.method === 'POST' && request.path === path)
  expect(call, `the frame called ${path}`).toBeDefined()
  expect(call!.status, `${path} answered`).toBe(200)
  return call!.upstream
}

/** Both instances served the frame page and the auth calls of the flow, and no auth call failed. */
function expectBothInstancesServed(): void {
  const posts = authProxy.requests().filter(request => request.method === 'POST')
  const perInstance = [0, 1].map(instance => posts.filter(request => request.upstream === instance).length)
  expect(perInstance.every(count => count > 0), `auth calls per instance: ${perInstance}`).toBe(true)
  expect(siteProxy.counts().every(count => count > 0), `secure site requests per instance: ${siteProxy.counts()}`).toBe(true)
  expect(posts.filter(request => request.status >= 400), 'auth calls answered with an error').toEqual([])
}

test('email: the mailed code signs in (the recovery key screen), personal_sign approved in the frame verifies, a reload restores the session, disconnect signs out; both instances serve, neither logs trouble', async ({ page }) => {
  test.slow()
  await openSelfHostedDemo(page)
  const email = uniqueEmail('self-hosted')
  const { address } = await signInNew(page, email)

  await page.locator('#sign-message').click()
  await expect(modalView(page)).toHaveAttribute('view', 'ApproveTransaction')
  await secureFrame(page).getByTestId('approve-transaction-approve').click()
  await expect(page.locator('#sign-result')).toHaveText(/^0x[0-9a-f]{130,}$/)
  const signature = (await page.locator('#sign-result').textContent()) as Hex
  const chain = createPublicClient({ transport: http(demoDevnet().rpcUrls[CHAIN]) })
  expect(await chain.verifyMessage({ address, message: 'Hello from w3m-kit', signature })).toBe(true)

  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', address)

  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect.poll(() => authProxy.requests().some(request => request.path === '/session/signout' && request.status === 200)).toBe(true)
  // The code was mailed by one instance and verified by the other.
  expect(instanceFor('/otp/verify')).not.toBe(instanceFor('/email/start'))
  expectBothInstancesServed()
})

test('social: Google at the devnet OIDC provider signs in (the recovery key screen) and lands connected, named; both instances serve, neither logs trouble', async ({ page }) => {
  test.slow()
  const alice = oidc.users[0]!
  await openSelfHostedDemo(page)
  await page.getByTestId('connect-button').click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-login-google').click()])
  await signInAtProvider(popup, alice)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-name')).toHaveText(alice.login)
  await expect(page.getByTestId('w3m-account-social-provider')).toHaveText('Google')
  // The sign-in's state was made by one instance and spent by the other.
  expect(instanceFor('/social/finish')).not.toBe(instanceFor('/social/start'))
  expectBothInstancesServed()
})

test('social: X as a confidential client (its secret from the environment, sent by HTTP Basic) signs in and lands connected, named; the secret is in no log line', async ({ page }) => {
  test.slow()
  const bob = oidc.users[1]!
  await openSelfHostedDemo(page)
  await page.getByTestId('connect-button').click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-login-x').click()])
  await signInAtProvider(popup, bob)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-name')).toHaveText(bob.login)
  await expect(page.getByTestId('w3m-account-social-provider')).toHaveText('X')
  expect(instances.some(instance => instance.output.join('').includes(X_CLIENT_SECRET)), 'the X client secret in a log line').toBe(false)
})

test('Farcaster: the relay channel in the QR code, the custody address read from the ID registry on the Optimism chain: the custody key signs in and lands connected, named; both instances serve, neither logs trouble', async ({ page }) => {
  test.slow()
  const { farcasterRelayUrl, farcasterTestUsers } = demoDevnet()
  const alice = farcasterTestUsers?.[0]
  if (!farcasterRelayUrl || !alice) throw new Error('The devnet has no Farcaster relay (service farcaster)')
  await openSelfHostedDemo(page)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-login-farcaster').click()
  await expect(modalView(page)).toHaveAttribute('view', 'ConnectingFarcaster')
  const link = await page.getByTestId('farcaster-qr').evaluate(qr => (qr as HTMLElement & { uri: string }).uri)
  expect(new URL(link).searchParams.get('siweUri')).toBe(`${siteUrl}/`)
  expect((await approveSignIn(farcasterRelayUrl, link, alice)).status).toBe(201)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByText(alice.username)).toBeVisible()
  expectBothInstancesServed()
})

test('passkey: added from the Account view; then, no email typed, "Sign in with a passkey" connects the same address on the same device and, the passkey synced, on a new one (its recovery key there); Cancel connects nothing; both instances serve', async ({ page, browser }) => {
  test.slow()
  const mine = await virtualAuthenticator(page)
  await openSelfHostedDemo(page)
  const email = uniqueEmail('self-hosted-passkey')
  const { recovery, address } = await signInNew(page, email)
  const frame = secureFrame(page)

  await openAccount(page)
  await page.getByTestId('w3m-add-passkey').click()
  await expect(frame.getByRole('heading')).toHaveText('Add a passkey')
  await frame.getByTestId('passkey-continue').click()
  await expect(page.getByText('Passkey added')).toBeVisible()
  const { credentials } = await mine.cdp.send('WebAuthn.getCredentials', { authenticatorId: mine.authenticatorId })
  expect(credentials).toHaveLength(1)
  // The relying party is the secure site's name, so the passkey works on every site that embeds it.
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'wallet.app.localhost' })
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()

  // Cancel on the frame's passkey screen: back on Connect, nothing connected, no error.
  await page.getByTestId('connect-button').click()
  await page.getByTestId('w3m-passkey-sign-in').click()
  await expect(frame.getByRole('heading')).toHaveText('Sign in with a passkey')
  await frame.getByTestId('passkey-cancel').click()
  await expect(page.getByTestId('w3m-passkey-sign-in')).toBeEnabled()
  await expect(page.getByTestId('w3m-email-error')).toHaveCount(0)
  await expect(page.getByTestId('account-button')).toHaveCount(0)

  // The same device: the device share is here, so the passkey alone restores the wallet (no recovery key asked).
  await page.getByTestId('w3m-passkey-sign-in').click()
  await frame.getByTestId('passkey-continue').click()
  // No recovery-input check: had the recovery key been asked, the sign-in would wait on it and the account button would not show.
  await expect(page.getByTestId('account-button')).toBeVisible()
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-email')).toHaveText(email)
  await expect(page.getByTestId('w3m-account-address')).toHaveAttribute('data-address', address)

  // A new device (another browser profile) holding the same passkey, as a synced passkey would be, as it is now.
  const synced = (await mine.cdp.send('WebAuthn.getCredentials', { authenticatorId: mine.authenticatorId })).credentials[0]!
  const { page: other } = await syncedPasskeyPage(browser, synced)
  await openSelfHostedDemo(other)
  const mailed = (await mailsTo(email)).length
  await other.getByTestId('connect-button').click()
  await other.getByTestId('w3m-passkey-sign-in').click()
  await secureFrame(other).getByTestId('passkey-continue').click()
  // The passkey stood for the approval link (no mail); this device has no key share yet: the recovery key, once.
  await secureFrame(other).getByTestId('recovery-input').fill(recovery)
  await secureFrame(other).getByTestId('recovery-submit').click()
  await expect(other.getByTestId('account-button')).toBeVisible()
  expect((await mailsTo(email)).length, 'mails sent for the new device').toBe(mailed)
  await openAccount(other)
  await expect(other.getByTestId('w3m-account-email')).toHaveText(email)
  await expect(other.getByTestId('w3m-account-address')).toHaveAttribute('data-address', address)
  await other.context().close()
  expectBothInstancesServed()
})
