import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software WebAuthn authenticator for server tests: ES256 (P-256) credentials it keeps itself,
 * `none` attestation, user presence and verification flags set, a signature counter per credential,
 * client data as a browser writes it (the origin, and `topOrigin` for a ceremony in a cross-origin
 * frame). It answers with the JSON shapes @simplewebauthn/browser posts. Browser tests use Chromium's
 * virtual authenticator instead.
 */

interface SoftCredential {
  id: Buffer
  rpId: string
  userHandle: string
  privateKey: KeyObject
  counter: number
}

export interface CeremonyContext {
  origin: string
  /** The embedding page's origin when the ceremony runs in a cross-origin frame. */
  topOrigin?: string
  /** False: the authenticator says it did not verify the user (UV flag clear). */
  userVerified?: boolean
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, context: CeremonyContext): Buffer {
  const crossOrigin = context.topOrigin !== undefined
  return Buffer.from(JSON.stringify({ type, challenge, origin: context.origin, crossOrigin, ...(crossOrigin ? { topOrigin: context.topOrigin } : {}) }))
}

function flags(context: CeremonyContext, attested: boolean): number {
  return 0x01 | (context.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0)
}

const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = []

  /** navigator.credentials.create() with the server's options. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, context: CeremonyContext) {
    const rpId = options.rp.id ?? new URL(context.origin).hostname
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')]
    ])
    const id = randomBytes(16)
    const credential: SoftCredential = { id, rpId, userHandle: options.user.id, privateKey, counter: 0 }
    this.credentials.push(credential)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(context, true)]), counterBytes(0), Buffer.alloc(16), idLength, id, Buffer.from(isoCBOR.encode(cose))])
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never)
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, context)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const
    }
  }

  /** navigator.credentials.get(): with no allowed credentials listed (a discoverable sign-in), the first credential for the RP. */
  get(options: { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> }, context: CeremonyContext) {
    const rpId = options.rpId ?? new URL(context.origin).hostname
    const allowed = options.allowCredentials?.map(credential => credential.id) ?? []
    const credential = this.credentials.find(candidate => candidate.rpId === rpId && (allowed.length === 0 || allowed.includes(b64url(candidate.id))))
    if (!credential) throw new Error('NotAllowedError: no credential for this RP')
    credential.counter += 1
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([flags(context, false)]), counterBytes(credential.counter)])
    const data = clientData('webauthn.get', options.challenge, context)
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), credential.privateKey)
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(data), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle: credential.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const
    }
  }
}
