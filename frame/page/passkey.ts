import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { FrameAnswerError } from '../channel.js'
import { PASSKEY_CANCELLED } from '../protocol.js'
import type { ListedPasskey } from './screens/passkey-list-screen.js'
import { deviceId, onScreen, signedIn, type Wallet } from './wallet-context.js'

/**
 * Passkey ceremonies, run here in the secure frame: the secure site is the relying party, so one passkey
 * serves every site that embeds it, and the credential never reaches the embedding page. The browser's
 * dialog opens from a click on the frame's own screen (screens/passkey-screen.ts); the options come
 * from the auth service and its answer is checked there (@simplewebauthn/server).
 */

const passkeyScreen = () => import('./screens/passkey-screen.js')
const passkeyListScreen = () => import('./screens/passkey-list-screen.js')
const webauthn = () => import('@simplewebauthn/browser')

/** A session the auth service opened for the passkey's account (its device approved by the passkey). */
export interface PasskeySession {
  accessToken: string
  refreshToken: string
  /** The email of an email account, a social account's email claim, or null. */
  email: string | null
  userName: string | null
}

/** Shows the screen; every Continue fetches fresh options (each challenge works once) and runs the ceremony. */
async function ceremonyScreen<T>(wallet: Wallet, kind: 'add' | 'sign-in', ceremony: () => Promise<T>): Promise<T> {
  const { askPasskey, PasskeyCancelled } = await passkeyScreen()
  return onScreen(wallet, 'passkey', async () => {
    try {
      return await askPasskey(kind, ceremony)
    } catch (error) {
      if (error instanceof PasskeyCancelled) throw new FrameAnswerError(PASSKEY_CANCELLED, 4001)
      throw error
    }
  })
}

/** Adds a passkey to the signed-in account: the number of passkeys it has now. */
export async function addPasskey(wallet: Wallet): Promise<{ passkeys: number }> {
  const { startRegistration } = await webauthn()
  return ceremonyScreen(wallet, 'add', async () => {
    const optionsJSON = await signedIn<PublicKeyCredentialCreationOptionsJSON>(wallet, '/passkey/register/options')
    const response = await startRegistration({ optionsJSON })
    return signedIn<{ passkeys: number }>(wallet, '/passkey/register/verify', { response })
  })
}

/** Signs in with a passkey alone (a discoverable credential: no email typed); this device becomes the account's. */
export async function passkeySignIn(wallet: Wallet): Promise<PasskeySession> {
  const { startAuthentication } = await webauthn()
  return ceremonyScreen(wallet, 'sign-in', async () => {
    const optionsJSON = await wallet.auth.post<PublicKeyCredentialRequestOptionsJSON>('/passkey/login/options', { deviceId: deviceId() })
    const response = await startAuthentication({ optionsJSON })
    return wallet.auth.post<PasskeySession>('/passkey/login/verify', { deviceId: deviceId(), response })
  })
}

/** The account's passkey as the second factor: an assertion over a fresh single-use challenge, for /factor/verify. */
export async function passkeyFactorAnswer(wallet: Wallet): Promise<unknown> {
  const { startAuthentication } = await webauthn()
  const optionsJSON = await signedIn<PublicKeyCredentialRequestOptionsJSON>(wallet, '/factor/passkey/options')
  return startAuthentication({ optionsJSON })
}

/** manage-passkeys: the account's passkeys on the frame's screen, each removable (the factor first when it is on); how many are left when closed. */
export async function managePasskeys(wallet: Wallet): Promise<{ passkeys: number }> {
  const [{ showPasskeys }, { removePasskey }] = await Promise.all([passkeyListScreen(), import('./security.js')])
  const list = async () => (await signedIn<{ passkeys: ListedPasskey[] }>(wallet, '/passkey/list')).passkeys
  let left = 0
  await onScreen(wallet, 'passkey', () =>
    showPasskeys(
      async () => {
        const passkeys = await list()
        left = passkeys.length
        return passkeys
      },
      id => removePasskey(wallet, id)
    )
  )
  return { passkeys: left }
}
