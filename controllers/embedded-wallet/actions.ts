import { errorMessage } from '../../adapters/errors.js'
import { loadFrame, type EmbeddedFrame } from '../../adapters/embedded/frame.js'
import { createFrameProvider } from '../../adapters/embedded/frame-provider.js'
import type { AccountState, Eip1193Provider, SocialProvider } from '../../types/public.js'
import { SDK_TYPE, SDK_VERSION } from '../../types/version.js'
import type { AccountType, FrameMessages, FrameMessageType, FrameUser } from '../../frame/protocol.js'
import { readEmail } from '../../frame/email-address.js'
import { accountOf, updateAccount } from '../account/store.js'
import { ALERTS, showAlert } from '../notices/alert.js'
import { $chain } from '../networks/store.js'
import { onConnectionChange } from '../connection/hooks.js'
import { connectExternal } from '../connection/actions.js'
import { AUTH_CONNECTOR_ID, connectorById } from '../wallets/connectors.js'
import { $embeddedWallet, cooldownSecondsLeft, EMBEDDED_KEYS, type FrameScreen } from './store.js'
import { $modal, closeModal, openModal } from '../modal/modal.js'
import { $options } from '../config/options.js'
import { $router, goBack, pushView, replaceView, resetView, type RouteView } from '../modal/router.js'
import { readStored, removeStored, writeStored } from '../config/storage.js'
import { $theme } from '../locale-theme/theme.js'
import { $locale } from '../locale-theme/locale.js'
import { showToast } from '../notices/toast.js'

/**
 * The embedded wallet's actions (behaviour §4, §5): sign in by email code, approve a new device, update
 * the email; the frame's lifecycle on the kit's side and the provider the AUTH connector hands out.
 * Actions never throw: a failure lands in `$embeddedWallet.error` in the behaviour spec's words.
 */

let framePromise: Promise<EmbeddedFrame> | undefined
/** Stops the theme and language following the frame (the frame goes). */
let unlistenTheme: (() => void) | undefined

function frameChainId(): string {
  const remembered = readStored<string>(EMBEDDED_KEYS.lastUsedChain)
  const active = $chain.get().activeNetworks.eip155?.caipNetworkId
  return active ?? remembered ?? 'eip155:1'
}

function syncTheme(frame: EmbeddedFrame): void {
  const { themeMode, themeVariables } = $theme.get()
  const variables = Object.fromEntries(Object.entries(themeVariables).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'))
  void frame.request('sync-theme', { ...(themeMode ? { themeMode } : {}), themeVariables: variables }).catch(() => undefined)
}

/** The frame, loaded at first need (or by a restore at startup); one per page, reloaded after a failure. */
function embeddedFrame(): Promise<EmbeddedFrame> {
  const options = $options.get()
  if (!options?.secureSiteUrl) return Promise.reject(new Error('Unable to load email login dependency'))
  framePromise ??= (async () => {
    try {
      const frame = await loadFrame(
        { secureSiteUrl: options.secureSiteUrl!, projectId: options.projectId, chainId: frameChainId(), version: SDK_VERSION, enableLogger: options.enableAuthLogger, locale: $locale.get() },
        {
          screen: showFrameScreen,
          timedOut: () => {
            // behaviour §8: a timeout aborts everything; the next action loads a fresh frame.
            framePromise = undefined
            unlistenTheme?.()
            $embeddedWallet.set({ ...$embeddedWallet.get(), frameScreen: undefined, busy: false })
            showAlert(ALERTS.EMBEDDED_WALLET_REQUEST_TIMEOUT)
          }
        }
      )
      const { metadata } = options
      // The language also rides with the dapp data: a site may change it after the frame loaded.
      const syncDappData = () =>
        void frame.request('sync-dapp-data', { projectId: options.projectId, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, ...(metadata ? { metadata } : {}), locale: $locale.get() }).catch(() => undefined)
      syncDappData()
      syncTheme(frame)
      const unlisten = [$theme.listen(() => syncTheme(frame)), $locale.listen(syncDappData)]
      unlistenTheme = () => unlisten.forEach(stop => stop())
      return frame
    } catch (error) {
      framePromise = undefined
      showAlert(ALERTS.EMBEDDED_WALLET_LOAD_FAILED)
      throw error
    }
  })()
  return framePromise
}

/** One request to the frame (loading it first if needed); its answer, or its error in the frame's words. */
export function request<T extends FrameMessageType>(type: T, payload: FrameMessages[T]['request']): Promise<FrameMessages[T]['response']> {
  return embeddedFrame().then(frame => frame.request(type, payload))
}

/**
 * behaviour §2 "reloads the embedded-wallet provider": the frame goes with every request it still has
 * (each rejected), and the next action loads a fresh one. Nothing changes for a signed-in person:
 * their session lives in the frame's storage, which the next frame restores.
 */
export function reloadFrame(): void {
  const current = framePromise
  if (!current) return
  framePromise = undefined
  unlistenTheme?.()
  if ($embeddedWallet.get().frameScreen) $embeddedWallet.setKey('frameScreen', undefined)
  current.then(frame => frame.close(), () => undefined)
}

/** behaviour §4: the login cache goes when the frame says nobody is signed in, or on disconnect. */
function forgetLogin(): void {
  removeStored(EMBEDDED_KEYS.emailLoginUsed)
  removeStored(EMBEDDED_KEYS.email)
  removeStored(EMBEDDED_KEYS.socialUsername)
  removeStored(EMBEDDED_KEYS.socialProvider)
  $embeddedWallet.set({ ...$embeddedWallet.get(), email: undefined, newEmail: undefined, socialProvider: undefined, socialUserName: undefined, error: undefined, busy: false })
}

let approvals = 0
let approvalFrom: { view: RouteView; wasOpen: boolean } | undefined

/** behaviour §2: an unsafe request opens ApproveTransaction (or moves an open modal to it) until the frame answers. */
function approvalStarted(): () => void {
  if (approvals++ === 0) {
    const { open } = $modal.get()
    approvalFrom = { view: $router.get().view, wasOpen: open }
    if (!open) openModal({ view: 'ApproveTransaction' })
    else if ($router.get().view !== 'ApproveTransaction') pushView('ApproveTransaction')
  }
  let done = false
  return () => {
    if (done) return
    done = true
    if (--approvals > 0 || $router.get().view !== 'ApproveTransaction') return
    if (approvalFrom?.wasOpen && $router.get().history.length > 1) goBack()
    else closeModal(true)
    approvalFrom = undefined
  }
}

/** The frame shows or hides its own screen: over the open view, or in ApproveTransaction when the modal was closed (a restore asking for the recovery key). */
function showFrameScreen(screen: FrameScreen | undefined): void {
  $embeddedWallet.setKey('frameScreen', screen)
  if (screen && !$modal.get().open) openModal({ view: 'ApproveTransaction' })
  else if (!screen && approvals === 0 && $modal.get().open && $router.get().view === 'ApproveTransaction') closeModal(true)
}

/** What the frame last said of its user: the connection takes its account type and accounts from it. */
let lastUser: FrameUser | undefined

/** The account fields the frame decides (behaviour §5): the account in use, whether it is deployed, both accounts. */
function frameAccountFields(user: FrameUser | undefined): Partial<AccountState> {
  return {
    preferredAccountType: user?.preferredAccountType ?? 'eoa',
    smartAccountDeployed: user?.smartAccountDeployed,
    ...(user?.accounts ? { allAccounts: user.accounts.map(({ address, type }) => ({ address, type, namespace: 'eip155' as const })) } : {})
  }
}

let provider: (Eip1193Provider & { emit(event: string, ...args: unknown[]): void }) | undefined

/** The AUTH connector's EIP-1193 provider (its `emit` tells the adapter of a new account); the frame itself loads with its first request. */
export function embeddedProvider(): Eip1193Provider & { emit(event: string, ...args: unknown[]): void } {
  provider ??= createFrameProvider(
    { request },
    {
      approvalStarted,
      notAllowed: () => showToast('Action not allowed', 'error'),
      user: user => {
        lastUser = user
        if (user.email) {
          $embeddedWallet.setKey('email', user.email)
          writeStored(EMBEDDED_KEYS.email, user.email)
        }
        // A social session's user name (the frame does not say the provider: it was kept at sign-in).
        if (user.userName && $embeddedWallet.get().socialProvider) {
          $embeddedWallet.setKey('socialUserName', user.userName)
          writeStored(EMBEDDED_KEYS.socialUsername, user.userName)
        }
        writeStored(EMBEDDED_KEYS.lastUsedChain, `eip155:${String(user.chainId).replace(/^eip155:/, '')}`)
        // The frame decides which account is in use (its smart account by default where the chain has one).
        writeStored(EMBEDDED_KEYS.preferredAccountType, user.preferredAccountType ?? 'eoa')
        if (accountOf('eip155').connectorId === AUTH_CONNECTOR_ID) updateAccount('eip155', frameAccountFields(user))
      },
      signedOut: forgetLogin
    }
  )
  return provider
}

// The Account view and the public account read the email (or the social user name and provider) from the account.
onConnectionChange(({ namespace, reason }) => {
  if (namespace !== 'eip155' || reason === 'disconnect' || accountOf('eip155').connectorId !== AUTH_CONNECTOR_ID) return
  const { email, socialProvider, socialUserName } = $embeddedWallet.get()
  updateAccount('eip155', {
    user: { email: email ?? null, ...(socialUserName ? { username: socialUserName } : {}) },
    socialProvider,
    ...frameAccountFields(lastUser)
  })
  // Which chains have a smart account decides whether Account offers the switch.
  void loadSmartAccountNetworks()
  // A registered account name shows on the account button from the start (after a reload too), not only once Account opened.
  // Loaded once signed in: the lookup (and viem's address checksum it uses) is not on the email field's path.
  void import('../names/identity.js').then(({ loadIdentity }) => loadIdentity('eip155'))
})

/** A frame failure in its own words (behaviour §8: 'An error occurred' when it gave none). */
export function frameErrorText(error: unknown): string {
  return errorMessage(error, 'An error occurred')
}

/** Runs one step: busy while it runs, its error (the words of the behaviour spec) in the state after; never throws. */
async function step(run: () => Promise<void>): Promise<void> {
  $embeddedWallet.set({ ...$embeddedWallet.get(), busy: true, error: undefined })
  try {
    await run()
  } catch (error) {
    $embeddedWallet.setKey('error', frameErrorText(error))
  } finally {
    $embeddedWallet.setKey('busy', false)
  }
}

function fail(message: string): void {
  $embeddedWallet.setKey('error', message)
}

function codeSent(): void {
  const now = Date.now()
  $embeddedWallet.setKey('lastCodeAt', now)
  writeStored(EMBEDDED_KEYS.lastEmailTime, now)
}

/** behaviour §4: the chains with a smart account, stored as a comma list, an empty one when the frame cannot say. */
async function loadSmartAccountNetworks(): Promise<void> {
  const { smartAccountEnabledNetworks: networks, delegationEnabledNetworks = [] } = await request('get-smart-account-enabled-networks', {}).catch(() => ({ smartAccountEnabledNetworks: [], delegationEnabledNetworks: [] }))
  writeStored(EMBEDDED_KEYS.smartAccountEnabledNetworks, networks.join(','))
  $embeddedWallet.setKey('smartAccountNetworks', networks)
  $embeddedWallet.setKey('delegationNetworks', delegationEnabledNetworks)
}

/** A social or Farcaster sign-in's user: its provider and user name (untrusted text) are kept for Account (behaviour §7 keys). */
export function keepSocialUser(provider: SocialProvider | undefined, user: FrameUser): void {
  const socialUserName = user.userName ?? user.email ?? undefined
  if (provider) writeStored(EMBEDDED_KEYS.socialProvider, provider)
  if (socialUserName) writeStored(EMBEDDED_KEYS.socialUsername, socialUserName)
  if (user.email) writeStored(EMBEDDED_KEYS.email, user.email)
  $embeddedWallet.set({ ...$embeddedWallet.get(), socialProvider: provider, socialUserName, email: user.email ?? undefined })
}

/** The frame has a signed-in user: connect it through the AUTH connector like any wallet, remember the login. */
export async function finishLogin(): Promise<void> {
  const connector = connectorById(AUTH_CONNECTOR_ID)
  if (!connector) throw new Error('Address or auth connector not found')
  connector.provider ??= embeddedProvider()
  const view = $router.get().view
  await connectExternal(connector)
  writeStored(EMBEDDED_KEYS.emailLoginUsed, true)
  removeStored(EMBEDDED_KEYS.lastEmailTime)
  $embeddedWallet.setKey('lastCodeAt', undefined)
  // A feature that followed the connection (sign-in) may have moved the modal on: then it is not ours to close.
  if ($router.get().view === view) closeModal(true)
}

/** After VERIFY_DEVICE: waits for the mailed link to be used; the frame then has the code mailed. */
async function awaitDeviceApproval(): Promise<void> {
  await step(async () => {
    await request('connect-device', {})
    codeSent()
    if ($router.get().view === 'EmailVerifyDevice') replaceView('EmailVerifyOtp')
  })
}

/**
 * The account type the site asks the frame to use first (`defaultAccountTypes.eip155`), sent with every
 * sign-in (email and social); unset, the frame's behaviour §5 default (its smart account where the chain has one).
 */
export function siteAccountType(): { preferredAccountType?: AccountType } {
  const wanted = $options.get()?.defaultAccountTypes?.eip155
  return wanted === 'smartAccount' || wanted === 'eoa' || wanted === 'eip7702' ? { preferredAccountType: wanted } : {}
}

async function startLogin(email: string): Promise<void> {
  const wait = cooldownSecondsLeft()
  if (wait > 0) return fail(`Please try again after ${wait} seconds`)
  await step(async () => {
    const { action } = await request('connect-email', { email, ...siteAccountType() })
    // An email sign-in is not a social one: a name left from an earlier social session goes.
    removeStored(EMBEDDED_KEYS.socialUsername)
    removeStored(EMBEDDED_KEYS.socialProvider)
    $embeddedWallet.set({ ...$embeddedWallet.get(), email, socialProvider: undefined, socialUserName: undefined })
    if (action === 'CONNECT') return finishLogin()
    const view: RouteView = action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp'
    if (action === 'VERIFY_OTP') codeSent()
    const current = $router.get().view
    if (current === view) return
    if (current === 'Connect') pushView(view)
    else replaceView(view)
  })
  if ($router.get().view === 'EmailVerifyDevice' && !$embeddedWallet.get().error) void awaitDeviceApproval()
}

/** Connect's email field: validates, then asks the frame to mail a code (or to approve this device first). */
export async function submitEmail(email: string): Promise<void> {
  const reading = readEmail(email)
  if (!reading.ok) return fail(reading.error)
  await startLogin(reading.email)
}

/** The code from the mail: signs in (the frame may show the recovery key first), then connects. */
export async function submitOtp(otp: string): Promise<void> {
  await step(async () => {
    await request('connect-otp', { otp })
    await finishLogin()
  })
}

/** Mails a new code (or device link) to the address being signed in, after the cooldown. */
export async function resendCode(): Promise<void> {
  const { email } = $embeddedWallet.get()
  if (!email) return resetView('Connect')
  await startLogin(email)
}

/** Account → Update email: the code goes to the current address first. */
export async function startEmailUpdate(newEmail: string): Promise<void> {
  const reading = readEmail(newEmail)
  if (!reading.ok) return fail(reading.error)
  const address = reading.email
  if (address === $embeddedWallet.get().email?.toLowerCase()) return fail('This is already your email')
  await step(async () => {
    await request('update-email', { newEmail: address })
    $embeddedWallet.setKey('newEmail', address)
    pushView('UpdateEmailPrimaryOtp')
  })
}

/** The code sent to the current address; then one goes to the new address. */
export async function submitPrimaryOtp(otp: string): Promise<void> {
  await step(async () => {
    await request('update-email-primary-otp', { otp })
    pushView('UpdateEmailSecondaryOtp')
  })
}

/** The code sent to the new address: the email changes, the Account view shows it. */
export async function submitSecondaryOtp(otp: string): Promise<void> {
  await step(async () => {
    const { newEmail } = await request('update-email-secondary-otp', { otp })
    writeStored(EMBEDDED_KEYS.email, newEmail)
    $embeddedWallet.set({ ...$embeddedWallet.get(), email: newEmail, newEmail: undefined })
    updateAccount('eip155', { user: { ...accountOf('eip155').user, email: newEmail } })
    resetView('Account')
    showToast('Email updated', 'success')
  })
}

/** Account's "Two-factor authentication": the frame's own screen sets it up or removes it (the page sees no code or secret). */
export async function manageSecondFactor(): Promise<void> {
  await step(async () => {
    await request('manage-factor', {})
  })
}

/** Account's "Passkeys": the frame lists them on its own screen and removes one there (the second factor first when it is on). */
export async function managePasskeys(): Promise<void> {
  await step(async () => {
    await request('manage-passkeys', {})
  })
}

/** Account's "Export key": the frame shows the key on its own screen (fresh proof and factor first); the page never receives it. */
export async function exportKey(): Promise<void> {
  await step(async () => {
    await request('export-key', {})
  })
}
