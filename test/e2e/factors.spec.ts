import { expect, test, type BrowserContext, type FrameLocator, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { privateKeyToAccount } from 'viem/accounts'
import { startAuthService, type AuthService } from '../../server/src/auth/service.js'
import { startSecureSite } from '../../server/src/site/secure-site.js'
import { KEYS } from '../../frame/page/wallet-context.js'
import { demoDevnet, demoUrl } from './demo.js'
import { enterCode, modalView, openAccount, requestCode, secureFrame, signInNew, uniqueEmail } from './embedded.js'
import { codeIn, deviceLinkIn, mailsTo, nextMail } from './mail.js'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { startOidc, type OidcService } from '../../devnet/oidc/index.js'
import { signInAtProvider } from './oidc.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * The second factor and key export through the kit, the frame and a real auth service whose clock the
 * test moves (15 minutes cannot pass in a test): enrol TOTP (codes computed here from the key the
 * frame shows, as an authenticator app would), see it asked on a new device and before export, a
 * recovery code working once, and the exported key signing for the shown address while the host page
 * never holds it (DOM, storage, every message it receives, its network log). And export for a social
 * account (Google at the devnet's OIDC provider, a client of this auth service): no code can be mailed
 * to it, so its fresh proof is a sign-in with the provider within the last 5 minutes, or one the export
 * screen asks for ("Continue with Google", in the frame's own window, no disconnect).
 */

const MINUTE = 60_000
let clock = Date.now()
let auth: AuthService
let site: Awaited<ReturnType<typeof startSecureSite>>
let oidc: OidcService

test.beforeAll(async () => {
  const info = demoDevnet()
  site = await startSecureSite({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  oidc = await startOidc({ secureSiteUrl: site.url })
  const social = { redirectUri: `${site.url}/oauth/callback`, providers: { google: { issuer: oidc.issuer, clientId: 'google' } } }
  auth = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: site.url, smtpPort: info.smtpPort, social, now: () => clock })
  site.setConfig({ authUrl: auth.url, rpcUrls: info.rpcUrls, socialAuthorizationOrigins: [new URL(oidc.issuer).origin] })
})
test.afterAll(async () => {
  await auth?.stop()
  await site?.stop()
  await oidc?.stop()
})

/** An authenticator app's code for `secret` at the auth service's clock. */
const codeAt = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock })

/** Records every message the host page receives, from its first script on. */
async function recordMessages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __received: string[] }).__received = [])
    addEventListener('message', event => seen.push(JSON.stringify(event.data) ?? ''))
  })
}

/**
 * What the secure site's sign-in pages (/oauth/loading, /oauth/callback) show, in every window of `context`, as it
 * changes: "<path> <role>: <text>" of their status line (a closing window's last words included; a window the
 * frame opens may be attached after its first page has spoken, so its navigations are read from the network).
 */
async function recordSignInPages(context: BrowserContext): Promise<string[]> {
  const shown: string[] = []
  await context.exposeBinding('__signInPageShows', (_source, line: string) => void shown.push(line))
  await context.addInitScript(siteOrigin => {
    if (location.origin !== siteOrigin || !location.pathname.startsWith('/oauth/')) return
    let last = ''
    new MutationObserver(() => {
      const status = document.getElementById('status')
      const line = status && `${location.pathname} ${status.getAttribute('role')}: ${status.textContent}`
      if (!line || line === last) return
      last = line
      ;(window as unknown as { __signInPageShows(line: string): void }).__signInPageShows(line)
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  }, new URL(site.url).origin)
  return shown
}

/** Everything the host page can hold: its DOM (shadow roots included), storage, IndexedDB, received messages. */
async function hostHoldings(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = []
    const walk = (root: Document | ShadowRoot) => {
      texts.push(root instanceof Document ? root.documentElement.outerHTML : root.innerHTML)
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot)
    }
    walk(document)
    for (const storage of [localStorage, sessionStorage]) for (let i = 0; i < storage.length; i++) texts.push(`${storage.key(i)}=${storage.getItem(storage.key(i)!)}`)
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => Object.assign(indexedDB.open(name!), { onsuccess(this: IDBRequest<IDBDatabase>) { resolve(this.result) }, onerror: reject }))
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>(resolve => Object.assign(db.transaction(store).objectStore(store).getAll(), { onsuccess(this: IDBRequest<unknown[]>) { resolve(this.result) } }))
        texts.push(JSON.stringify(all))
      }
      db.close()
    }
    texts.push(...(window as unknown as { __received: string[] }).__received)
    return texts.join('\n')
  })
}

/** No 32-byte hex in `text` is the key of `address` (transaction hashes and the like are 32 bytes too), and the shown key itself is absent. */

/** The address a 64-hex-digit value would sign for; none for a value that is no secp256k1 key (0, or at least the curve's order: a hash, an id). */
function addressOfKey(hex: string): string | undefined {
  try {
    return privateKeyToAccount(`0x${hex}`).address
  } catch {
    return undefined
  }
}
function holdsNoKey(text: string, address: string, shownKey: string, where: string): void {
  expect(text.toLowerCase().includes(shownKey.slice(2).toLowerCase()), `${where} holds the exported key`).toBe(false)
  for (const [hex] of text.matchAll(/(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/g)) expect(addressOfKey(hex), `${where} holds a key of the account`).not.toBe(address)
}

/** The host page's own network log from now on: every request's URL and body, every response's body. */
function recordHostNetwork(page: Page): string[] {
  const log: string[] = []
  page.on('request', request => {
    if (request.frame() === page.mainFrame()) log.push(`${request.url()} ${request.postData() ?? ''}`)
  })
  page.on('response', async response => {
    if (response.request().frame() === page.mainFrame()) log.push(await response.text().catch(() => ''))
  })
  return log
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(demoUrl(`/html/?secureSiteUrl=${encodeURIComponent(site.url)}`))
  await expect(page.getByTestId('connect-button').or(page.getByTestId('account-button'))).toBeVisible()
  return page
}

/** A sign-in on a new browser (a new device): the mailed approval link, then the code. */
async function signInOnNewDevice(context: BrowserContext, email: string): Promise<Page> {
  clock += 31_000 // past the approval mail's cooldown
  const page = await openPage(context)
  const seen = (await mailsTo(email)).length
  await requestCode(page, email)
  await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyDevice')
  const approval = await context.newPage()
  await approval.goto(deviceLinkIn(await nextMail(email, seen)))
  await approval.locator('#approve-device').click()
  await expect(approval.locator('#device-approved')).toBeVisible()
  await approval.close()
  await expect(modalView(page)).toHaveAttribute('view', 'EmailVerifyOtp')
  await enterCode(page, codeIn(await nextMail(email, seen + 1)))
  return page
}

test('TOTP: enrolled in the frame, asked on a new device and before export, a recovery code works once; the exported key signs for the shown address and never reaches the host page', async ({ browser }) => {
  test.slow()
  const first = await browser.newContext()
  await recordMessages(first)
  const page = await openPage(first)
  const hostRequests = recordHostNetwork(page)
  const email = uniqueEmail('factor')
  const { recovery, address } = await signInNew(page, email)

  // Enrol: the QR code and the key as text; the first code turns it on; 10 recovery codes once.
  await openAccount(page)
  await page.getByTestId('w3m-account-second-factor').click()
  const frame = secureFrame(page)
  await expect(frame.getByTestId('factor-state')).toContainText('Off')
  await frame.getByTestId('factor-set-up').click()
  await expect(frame.getByRole('img', { name: 'QR code to add your wallet to an authenticator app' })).toBeVisible()
  const secret = (await frame.getByTestId('factor-secret').textContent())!.replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await frame.getByTestId('factor-enrol-code').fill(codeAt(secret) === '000000' ? '111111' : '000000')
  await frame.getByTestId('factor-enrol-code-submit').click()
  await expect(frame.getByTestId('factor-enrol-code-error')).toHaveText('Invalid code')
  await frame.getByTestId('factor-enrol-code').fill(codeAt(secret))
  await frame.getByTestId('factor-enrol-code-submit').click()
  const codes = (await frame.getByTestId('factor-recovery-codes').locator('li').allTextContents()).map(code => code.trim())
  expect(codes).toHaveLength(10)
  await frame.getByTestId('factor-codes-saved').click()
  await expect(frame.getByTestId('factor-state')).toContainText('On')
  await expect(frame.getByTestId('factor-codes-left')).toContainText('10')
  // Also asked above a value: 0.5 ETH (the factor passed at enrolment, within 15 minutes: no code for the change).
  await frame.getByTestId('factor-threshold').fill('0.5')
  await frame.getByTestId('factor-threshold-save').click()
  await expect(frame.getByTestId('factor-threshold')).toHaveValue('0.5')
  await frame.getByTestId('factor-close').click()
  await expect(modalView(page)).toHaveAttribute('view', 'Account')

  // Export 16 minutes later: the factor first (its window is over), then the emailed code (the sign-in is older than 5 minutes).
  clock += 16 * MINUTE
  await page.getByTestId('w3m-account-export-key').click()
  await frame.getByTestId('factor-code').fill(codeAt(secret))
  await frame.getByTestId('factor-code-submit').click()
  const seen = (await mailsTo(email)).length
  await expect(frame.getByTestId('export-code')).toBeVisible()
  await frame.getByTestId('export-code').fill(codeIn(await nextMail(email, seen)))
  await frame.getByTestId('export-code-submit').click()
  await expect(frame.getByTestId('export-warning')).toBeVisible()
  const { shownKey, shownAddress } = await shownExport(frame)
  expect(shownAddress).toBe(address)
  // While the key is on the frame's screen, the host page holds nothing of it.
  holdsNoKey(await hostHoldings(page), address, shownKey, 'the host page')
  await frame.getByTestId('export-done').click()
  await expect(modalView(page)).toHaveAttribute('view', 'Account')

  // Within the factor's 15 minutes, a second export asks no factor: only the fresh proof (the sign-in is old).
  clock += MINUTE
  const seenAgain = (await mailsTo(email)).length
  await page.getByTestId('w3m-account-export-key').click()
  await expect(frame.getByTestId('export-code')).toBeVisible()
  await expect(frame.getByTestId('factor-code')).toHaveCount(0)
  await frame.getByTestId('export-code').fill(codeIn(await nextMail(email, seenAgain)))
  await frame.getByTestId('export-code-submit').click()
  await expect(frame.getByTestId('export-key')).toHaveText(shownKey)
  await frame.getByTestId('export-done').click()
  holdsNoKey(await hostHoldings(page), address, shownKey, 'the host page')
  holdsNoKey(hostRequests.join('\n'), address, shownKey, "the host page's network log")

  // 16 minutes on, a transaction of 1 ETH asks the factor after the approval; Cancel refuses it (nothing signed).
  clock += 16 * MINUTE
  await page.getByTestId('w3m-header-close').click()
  const sending = page.evaluate(async to => {
    const provider = (window as unknown as { appKit: { getWalletProvider(namespace: string): { request(args: { method: string; params: unknown[] }): Promise<unknown> } } }).appKit.getWalletProvider('eip155')
    return provider.request({ method: 'eth_sendTransaction', params: [{ from: to, to, value: '0xde0b6b3a7640000' }] }).then(String, (error: Error) => `Error: ${error.message}`)
  }, address)
  await frame.getByTestId('approve-transaction-approve').click()
  await expect(frame.getByText('This transaction is above the value you chose to protect.', { exact: false })).toBeVisible()
  await frame.getByTestId('factor-code-cancel').click()
  expect(await sending).toBe('Error: Second factor required')

  // A new device: the factor before the auth share; a recovery code stands for the app's code, then the recovery key.
  const second = await browser.newContext()
  const other = await signInOnNewDevice(second, email)
  const otherFrame = secureFrame(other)
  await expect(otherFrame.getByText('This device is new to your wallet.', { exact: false })).toBeVisible()
  await otherFrame.getByTestId('factor-code').fill(codes[0]!)
  await otherFrame.getByTestId('factor-code-submit').click()
  await otherFrame.getByTestId('recovery-input').fill(recovery)
  await otherFrame.getByTestId('recovery-submit').click()
  await expect(other.getByTestId('account-button')).toBeVisible()
  await second.close()

  // The same recovery code on a third device is refused; the app's code works.
  const third = await browser.newContext()
  const another = await signInOnNewDevice(third, email)
  const anotherFrame = secureFrame(another)
  await anotherFrame.getByTestId('factor-code').fill(codes[0]!)
  await anotherFrame.getByTestId('factor-code-submit').click()
  await expect(anotherFrame.getByTestId('factor-code-error')).toHaveText('Invalid code')
  clock += 31_000 // the next period: a code works once per period
  await anotherFrame.getByTestId('factor-code').fill(codeAt(secret))
  await anotherFrame.getByTestId('factor-code-submit').click()
  await anotherFrame.getByTestId('recovery-input').fill(recovery)
  await anotherFrame.getByTestId('recovery-submit').click()
  await expect(another.getByTestId('account-button')).toBeVisible()
  await third.close()
  await first.close()
})

/** Account → Export key, straight to the key (no code asked): its address and the key, checked to sign for it. */
async function exportShownKey(page: Page): Promise<{ shownKey: string; shownAddress: string }> {
  const frame = secureFrame(page)
  await page.getByTestId('w3m-account-export-key').click()
  await expect(frame.getByTestId('export-warning')).toBeVisible()
  await expect(frame.getByTestId('export-code')).toHaveCount(0)
  return shownExport(frame)
}

/** The key and address the export screen shows, checked: a private key that signs for that address. */
async function shownExport(frame: FrameLocator): Promise<{ shownKey: string; shownAddress: string }> {
  const shownKey = (await frame.getByTestId('export-key').textContent())!.trim()
  expect(shownKey).toMatch(/^0x[0-9a-f]{64}$/)
  const shownAddress = (await frame.getByTestId('export-address').locator('dd').textContent())!.trim()
  expect(privateKeyToAccount(shownKey as `0x${string}`).address).toBe(shownAddress)
  return { shownKey, shownAddress }
}

test('a social account exports with a sign-in at its provider as the fresh proof: at once after signing in; 6 minutes on the export screen offers "Continue with Google", and after it (no disconnect) the key is shown, signing for the shown address, and the host page never holds it', async ({ browser }) => {
  test.slow()
  clock = Date.now() // the provider's ID tokens are dated by the real clock
  const alice = oidc.users[0]!
  const context = await browser.newContext()
  await recordMessages(context)
  const signInPages = await recordSignInPages(context)
  const page = await openPage(context)
  const hostRequests = recordHostNetwork(page)
  await page.getByTestId('connect-button').click()
  const [signIn] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('social-login-google').click()])
  await signInAtProvider(signIn, alice)
  await saveRecoveryKey(secureFrame(page))
  await expect(page.getByTestId('account-button')).toBeVisible()
  const address = await page.evaluate(() => (window as unknown as { appKit: { getAccount(): { address?: string } } }).appKit.getAccount().address!)

  // Within 5 minutes of the sign-in: the key at once, no code (none can be mailed to a social account).
  await openAccount(page)
  await expect(page.getByTestId('w3m-account-social-provider')).toHaveText('Google')
  const { shownKey, shownAddress } = await exportShownKey(page)
  expect(shownAddress).toBe(address)
  holdsNoKey(await hostHoldings(page), address, shownKey, 'the host page')
  await secureFrame(page).getByTestId('export-done').click()

  // 6 minutes on, the sign-in is no proof any more: the export screen offers Google again (the provider the account signed in with), nothing shown yet.
  clock += 6 * MINUTE
  const frame = secureFrame(page)
  await page.getByTestId('w3m-account-export-key').click()
  await expect(frame.getByTestId('export-social-continue')).toHaveText('Continue with Google')
  await expect(frame.getByTestId('export-key')).toHaveCount(0)

  // A window the person closes at the provider (its page held there: signed in, it would come straight back) ends the wait in words; the button stays for another try.
  const atProvider = `${new URL(oidc.issuer).origin}/**`
  let reached!: () => void
  let release!: () => void
  const reachedProvider = new Promise<void>(resolve => (reached = resolve))
  const released = new Promise<void>(resolve => (release = resolve))
  await context.route(atProvider, async route => {
    reached()
    await released
    await route.abort().catch(() => undefined)
  })
  const [closing] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('export-social-continue').click()])
  await reachedProvider
  await closing.close()
  await expect(frame.getByTestId('export-social-error')).toHaveText('Sign-in window closed')
  await expect(frame.getByTestId('export-key')).toHaveCount(0)
  release()
  await context.unroute(atProvider)

  // "Continue with Google" runs the sign-in in the frame's own window (still signed in at the provider: it comes straight back); no disconnect, no recovery key.
  const walletFrame = page.frames().find(candidate => candidate.url().startsWith(site.url))!
  const oldRefresh = await walletFrame.evaluate(key => localStorage.getItem(key), KEYS.refresh)
  expect(oldRefresh).toBeTruthy()
  signInPages.length = 0
  const siteOrigin = new URL(site.url).origin
  const windowWent: string[] = []
  context.on('request', request => {
    const url = new URL(request.url())
    if (request.isNavigationRequest() && url.origin === siteOrigin && url.pathname.startsWith('/oauth/')) windowWent.push(url.pathname === '/oauth/loading' ? `${url.pathname}${url.search}` : url.pathname)
  })
  const [popup] = await Promise.all([page.waitForEvent('popup'), frame.getByTestId('export-social-continue').click()])
  await signInAtProvider(popup, alice)
  await expect(frame.getByTestId('export-warning')).toBeVisible()
  // The window went the kit's way (the loading page in popup mode for this origin, then the callback answering the frame): it never said it had nothing to answer.
  expect(windowWent).toEqual([`/oauth/loading?origin=${encodeURIComponent(siteOrigin)}&mode=popup`, '/oauth/callback'])
  expect(signInPages.filter(line => / alert: /.test(line) || line.includes('No sign-in was started'))).toEqual([])
  expect(await shownExport(frame)).toEqual({ shownKey, shownAddress })
  await expect(page.getByTestId('account-button')).toBeVisible()
  // The frame uses the new session; the old one was signed out at the auth service (its refresh token is refused).
  expect(await walletFrame.evaluate(key => localStorage.getItem(key), KEYS.refresh)).not.toBe(oldRefresh)
  const oldSession = await fetch(`${auth.url}/session/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: oldRefresh }) })
  expect(oldSession.status).toBe(401)
  holdsNoKey(await hostHoldings(page), address, shownKey, 'the host page')
  holdsNoKey(hostRequests.join('\n'), address, shownKey, "the host page's network log")
  await secureFrame(page).getByTestId('export-done').click()
  await context.close()
})
