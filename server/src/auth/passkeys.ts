import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON
} from '@simplewebauthn/server'
import { HttpError } from '../http/router.js'
import { hash } from '../store/tokens.js'
import { accountTries, type AccountTries } from './account-tries.js'
import type { AuthStore } from './store.js'

/**
 * WebAuthn passkeys of the embedded wallet, verified by @simplewebauthn/server (our code is glue: the
 * challenges, the credential rows, the counter). The relying party is the secure site: its host is the
 * RP ID and its origin the only expected origin, so one passkey serves every site that embeds the same
 * secure site. Resident key and user verification are required. A challenge is kept as its SHA-256
 * hash, bound to a purpose and a subject (the account, or the device that asked), for 5 minutes, and
 * works once.
 */

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000
/** The one answer to an assertion or attestation that does not check out (the reason goes to the log only). */
export const PASSKEY_FAILED = 'Passkey not recognised'

type Purpose = 'register' | 'login' | 'factor'

export interface PasskeyOptions {
  /** The secure site's origin: the RP ID is its host. */
  secureOrigin: string
  /** The name authenticators show beside the account (default "Embedded wallet"). */
  rpName?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The client data of a response the browser made: its challenge (and top origin) before the library checks the rest. */
function clientDataOf(response: unknown): { id: string; challenge: string; topOrigin?: string } {
  if (!isRecord(response) || typeof response.id !== 'string' || response.id.length > 1024 || !isRecord(response.response)) throw new HttpError(400, 'Invalid response')
  const clientDataJSON = response.response.clientDataJSON
  if (typeof clientDataJSON !== 'string' || clientDataJSON.length > 4096) throw new HttpError(400, 'Invalid response')
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown; topOrigin?: unknown }
    if (typeof data.challenge !== 'string') throw new Error('no challenge')
    return { id: response.id, challenge: data.challenge, ...(typeof data.topOrigin === 'string' ? { topOrigin: data.topOrigin } : {}) }
  } catch {
    throw new HttpError(400, 'Invalid response')
  }
}

export type PasskeyCeremonies = ReturnType<typeof passkeyCeremonies>

export function passkeyCeremonies(options: PasskeyOptions, store: AuthStore, now: () => number) {
  const origin = new URL(options.secureOrigin).origin
  const rpID = new URL(origin).hostname
  const rpName = options.rpName ?? 'Embedded wallet'
  const tries = accountTries(store, now)

  async function keepChallenge(challenge: string, purpose: Purpose, subject: string): Promise<void> {
    await store.putPasskeyChallenge(hash(challenge), purpose, subject, now() + PASSKEY_CHALLENGE_TTL_MS)
  }

  /** The response's challenge, taken once: it must have been issued here for this purpose and subject, and be live. */
  async function takeChallenge(response: unknown, purpose: Purpose, subject: string) {
    const data = clientDataOf(response)
    if (!(await store.takePasskeyChallenge(hash(data.challenge), purpose, subject, now()))) throw new HttpError(400, PASSKEY_FAILED)
    return data
  }

  /** Runs a library check: its own reasons are logged, the caller hears PASSKEY_FAILED. */
  async function checked<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step()
    } catch (error) {
      if (error instanceof HttpError) throw error
      console.warn('[auth] passkey:', error instanceof Error ? error.message : error)
      throw new HttpError(400, PASSKEY_FAILED)
    }
  }

  /**
   * Checks an assertion against a challenge of `purpose` for `subject`; `email` limits it to that account's passkeys.
   * Given `tries`, the try counts against the account the passkey belongs to before it is checked and is given back
   * when right, so wrong assertions lock it like wrong codes on every instance (a sign-in: a factor's try is counted by
   * factorChecks.pass already).
   */
  async function verifyAssertion(purpose: Purpose, subject: string, response: unknown, { email, tries }: { email?: string; tries?: AccountTries } = {}): Promise<{ email: string; credentialId: string }> {
    const data = await takeChallenge(response, purpose, subject)
    const passkey = await store.passkey(data.id)
    if (!passkey || (email !== undefined && passkey.email !== email)) throw new HttpError(400, PASSKEY_FAILED)
    await tries?.count(passkey.email)
    const { authenticationInfo, verified } = await checked(() =>
      verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: data.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        // The ceremony runs in the secure frame inside the embedding page: the page is the top origin. Which pages may embed the
        // frame is the secure site's frame-ancestors policy, enforced by the browser; the origin checked here is the frame's.
        ...(data.topOrigin ? { expectedTopOrigin: data.topOrigin } : {}),
        credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
        requireUserVerification: true
      })
    )
    if (!verified || !authenticationInfo.userVerified) throw new HttpError(400, PASSKEY_FAILED)
    // The counter moves on from the value just checked, in one conditional statement: of two uses of one assertion's counter, one passes.
    if (!(await store.usePasskey(passkey.credentialId, passkey.counter, authenticationInfo.newCounter, now()))) throw new HttpError(400, PASSKEY_FAILED)
    await tries?.refund(passkey.email)
    return { email: passkey.email, credentialId: passkey.credentialId }
  }

  return {
    /** Options to create a passkey for a signed-in account (its passkeys excluded, so one authenticator holds one). */
    async registrationOptions(email: string, userName: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const existing = await store.passkeysOf(email)
      const creation = await generateRegistrationOptions({
        rpName,
        rpID,
        userName,
        attestationType: 'none',
        excludeCredentials: existing.map(passkey => ({ id: passkey.credentialId, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' }
      })
      await keepChallenge(creation.challenge, 'register', email)
      return creation
    },

    /** Checks the attestation and keeps the credential for the account. */
    async register(email: string, response: unknown): Promise<void> {
      const data = await takeChallenge(response, 'register', email)
      const { verified, registrationInfo } = await checked(() =>
        verifyRegistrationResponse({ response: response as RegistrationResponseJSON, expectedChallenge: data.challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true })
      )
      if (!verified || !registrationInfo.userVerified) throw new HttpError(400, PASSKEY_FAILED)
      const { credential } = registrationInfo
      if (await store.passkey(credential.id)) throw new HttpError(409, 'This passkey is already registered')
      await store.putPasskey({ credentialId: credential.id, email, publicKey: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter, transports: credential.transports ?? [], createdAt: now() })
    },

    /**
     * Options for an assertion: a discoverable one (no credentials listed, no email typed) for `login`,
     * bound to the device that asked; or for `factor`, one of the account's passkeys (`subject` = the account).
     */
    async authenticationOptions(purpose: 'login' | 'factor', subject: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const allowCredentials = purpose === 'factor' ? (await store.passkeysOf(subject)).map(passkey => ({ id: passkey.credentialId, transports: passkey.transports })) : []
      const request = await generateAuthenticationOptions({ rpID, userVerification: 'required', allowCredentials })
      await keepChallenge(request.challenge, purpose, subject)
      return request
    },

    /** A sign-in with a passkey alone: the account whose passkey signed the device's challenge. */
    login(deviceId: string, response: unknown): Promise<{ email: string; credentialId: string }> {
      return verifyAssertion('login', deviceId, response, { tries })
    },

    /**
     * The passkey as a second factor: true when `response` is an assertion by one of `email`'s passkeys
     * over a challenge from `authenticationOptions('factor', email)`; 400 PASSKEY_FAILED otherwise.
     */
    async verifyPasskeyAssertion(email: string, response: unknown): Promise<true> {
      await verifyAssertion('factor', email, response, { email })
      return true
    }
  }
}
