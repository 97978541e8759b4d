import { getAddress, isAddress, verifyMessage, type Address, type Hex } from 'viem'
import { HttpError, PlainTextError, reply, type Route } from '../http.js'
import { clientOf, type ApiContext } from './context.js'
import { jsonBody, jsonInString, serde } from './serde-shape.js'
import { isSolanaAddress } from './params.js'
import type { NameProfile } from './store.js'

/**
 * Account names (behaviour §5) as the real API serves them: register with a signed message, resolve,
 * reverse-resolve, suggest; plus identity. Rules and words from reown-com/blockchain-api
 * src/handlers/profile/*.rs, src/names/utils.rs and src/error.rs.
 */

/** The zones names live in (the API's `names.allowed_zones`; the first is the default for suggestions). */
export const NAME_ZONES = ['reown.id', 'wcn.id']
/** src/handlers/profile/mod.rs UNIXTIMESTAMP_SYNC_THRESHOLD: the message's timestamp is at most this far from the clock. */
const TIMESTAMP_THRESHOLD_SECONDS = 10
/** src/names/mod.rs SUPPORTED_ATTRIBUTES and ATTRIBUTES_VALUE_MAX_LENGTH: only `bio`. */
const SUPPORTED_ATTRIBUTES: Record<string, RegExp> = { bio: /^[a-zA-Z0-9@:/._\-?&=+ ]+$/ }
const ATTRIBUTE_MAX_LENGTH = 255
const SUGGESTION_OPTIONS = 5
/**
 * The real API suggests words of its dictionary (assets/names_dictionary.txt, ~80k words) starting
 * with the typed name; the devnet keeps a short list of its own.
 */
const DICTIONARY = [
  'alpha', 'alphabet', 'alpine', 'amber', 'anchor', 'apple', 'applied', 'arrow', 'atlas', 'aurora', 'bright', 'brighton', 'cedar',
  'coral', 'cosmos', 'cosmic', 'crypto', 'cryptography', 'delta', 'echo', 'ember', 'falcon', 'forest', 'galaxy', 'harbor', 'horizon',
  'island', 'jade', 'lunar', 'maple', 'meadow', 'nebula', 'nova', 'ocean', 'orbit', 'pixel', 'quartz', 'river', 'rocket', 'sierra',
  'solar', 'stardust', 'starfish', 'starlight', 'starling', 'starship', 'stellar', 'summit', 'thunder', 'tiger', 'violet', 'willow', 'zenith'
]
/**
 * ENSIP-11 coin types the API accepts: 60, or 0x80000000 | chain id for a chain it knows
 * (src/utils/crypto.rs is_coin_type_supported). The devnet knows these and the chains it runs.
 */
const KNOWN_CHAIN_IDS = [1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114, 59144, 11155111, 84532]

function nameError(status: number, description: string, field = 'name'): HttpError {
  return new HttpError(status, description, {}, field)
}

/** src/names/utils.rs: format, then label length (3..64, exactly `label.zone.tld`), then zone; each a 400 in the API's words. */
function checkName(name: string): void {
  if (!/^[a-z0-9.-]+$/.test(name)) throw nameError(400, `Invalid name format: ${name}`)
  const parts = name.split('.')
  if (parts.length !== 3 || parts[0]!.length < 3 || parts[0]!.length > 64) throw nameError(400, `Invalid name length: ${name}`)
  if (!NAME_ZONES.includes(`${parts[1]}.${parts[2]}`)) throw nameError(400, `Name is not in the allowed zones: ${name}`)
}

/** src/handlers/profile/mod.rs LookupQueryParams: `apiVersion` is an optional usize. */
function apiVersion(query: URLSearchParams): number | undefined {
  const raw = query.get('apiVersion')
  if (raw === null) return undefined
  if (!/^\d+$/.test(raw)) throw new PlainTextError(400, `Failed to deserialize query string: apiVersion: invalid digit found in string`)
  return Number(raw)
}

function chainIdOfCoinType(coinType: number): number {
  return coinType === 60 ? 1 : coinType & 0x7fffffff
}

function timestampFresh(timestamp: number): boolean {
  const now = Math.floor(Date.now() / 1000)
  return timestamp >= now - TIMESTAMP_THRESHOLD_SECONDS && timestamp <= now + TIMESTAMP_THRESHOLD_SECONDS
}

function attributesSupported(attributes: Record<string, string>): boolean {
  return Object.entries(attributes).every(([key, value]) => {
    const pattern = SUPPORTED_ATTRIBUTES[key]
    return pattern !== undefined && value.length > 0 && value.length <= ATTRIBUTE_MAX_LENGTH && pattern.test(value)
  })
}

/** src/utils/crypto.rs verify_message_signature: the address must carry its EIP-55 checksum; smart accounts verify through a served chain. */
async function signatureCheck(ctx: ApiContext, chainId: number, address: string, message: string, signature: string): Promise<'valid' | 'invalid' | 'error'> {
  if (!isAddress(address, { strict: true }) || getAddress(address) !== address) return 'error'
  if (!/^0x([0-9a-fA-F]{2})*$/.test(signature)) return 'error'
  const chain = ctx.evm.chains.find(candidate => candidate.chainId === chainId)
  try {
    const valid = chain
      ? await clientOf(ctx, chain).verifyMessage({ address: address as Address, message, signature: signature as Hex })
      : await verifyMessage({ address: address as Address, message, signature: signature as Hex })
    return valid ? 'valid' : 'invalid'
  } catch {
    return 'invalid'
  }
}

interface RegisterRequest {
  message: string
  signature: string
  coin_type: number
  address: string
}

interface RegisterPayload {
  name: string
  attributes?: Record<string, string> | null
  timestamp: number
}

export function nameRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  const knownChainIds = () => new Set([...KNOWN_CHAIN_IDS, ...ctx.evm.chains.map(chain => chain.chainId)])
  return [
    // reown-com/blockchain-api src/handlers/profile/lookup.rs
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handle: ({ params, query }) => {
        const version = apiVersion(query)
        const name = params.name!
        checkName(name)
        const profile = store.name(name)
        if (profile) return profile
        // An unknown name: 200 [] with apiVersion=2 (what AppKit and the kit ask), else 404.
        if (version === 2) return []
        throw nameError(404, `Name is not found in the database: ${name}`)
      }
    },
    // reown-com/blockchain-api src/handlers/profile/reverse.rs (the address is matched exactly as registered: checksummed)
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handle: ({ params, query }) => {
        const version = apiVersion(query)
        const names = store.namesOf(params.address!)
        if (names.length) return names
        if (version === 2) return []
        throw new HttpError(404, 'No name for address is found', {}, 'address')
      }
    },
    // reown-com/blockchain-api src/handlers/profile/suggestions.rs
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handle: ({ params, query }) => {
        const name = params.name!
        if (name.length < 3) throw nameError(400, `Invalid name length: ${name}`)
        if (!/^[a-z0-9.-]+$/.test(name)) throw nameError(400, `Invalid name format: ${name}`)
        // Any zone is taken as given; without one, the first allowed zone.
        const zone = query.get('zone') ?? NAME_ZONES[0]!
        const exact = `${name}.${zone}`
        const suggestions = [{ name: exact, registered: store.name(exact) !== undefined }]
        for (const word of DICTIONARY.filter(candidate => candidate.startsWith(name) && candidate !== name)) {
          if (suggestions.length === SUGGESTION_OPTIONS) break
          const candidate = `${word}.${zone}`
          if (store.name(candidate) === undefined) suggestions.push({ name: candidate, registered: false })
        }
        return { suggestions }
      }
    },
    // reown-com/blockchain-api src/handlers/profile/register.rs (checks in its order)
    {
      method: 'POST',
      path: '/v1/profile/account',
      handle: async ({ body }) => {
        const request = jsonBody<RegisterRequest>(
          body,
          serde.struct('RegisterRequest', [
            { name: 'message', type: serde.string },
            { name: 'signature', type: serde.string },
            { name: 'coin_type', type: serde.u32 },
            { name: 'address', type: serde.string }
          ])
        )
        const payload = jsonInString<RegisterPayload>(
          request.message,
          serde.struct('RegisterPayload', [
            { name: 'name', type: serde.string },
            { name: 'attributes', type: serde.stringMap, optional: true },
            { name: 'timestamp', type: serde.u64 }
          ])
        )
        checkName(payload.name)
        if (request.coin_type !== 60 && !knownChainIds().has(chainIdOfCoinType(request.coin_type))) {
          throw nameError(400, `Unsupported coin type: ${request.coin_type}`, 'coin_type')
        }
        if (store.name(payload.name)) throw nameError(400, `Name is already registered: ${payload.name}`)
        if (!timestampFresh(payload.timestamp)) throw nameError(400, `Signature UNIXTIME timestamp is too old: ${payload.timestamp}`, 'timestamp')
        if (payload.attributes && !attributesSupported(payload.attributes)) throw nameError(400, 'Unsupported name attribute in payload', 'attributes')
        const check = await signatureCheck(ctx, chainIdOfCoinType(request.coin_type), request.address, request.message, request.signature)
        if (check !== 'valid') {
          throw nameError(401, `Signature validation error: ${check === 'error' ? 'Invalid signature' : 'Signature verification error'}`, 'signature')
        }
        const now = new Date().toISOString()
        const entry = { address: request.address, created_at: now }
        // The coin type signed for, and always 60 (mainnet) as well.
        const addresses: NameProfile['addresses'] = { [String(request.coin_type)]: entry, '60': entry }
        // An empty map is stored as an empty hstore and reads back as {} (only rows with no hstore at all read null).
        const attributes = payload.attributes ?? {}
        const profile: NameProfile = { name: payload.name, registered_at: now, updated_at: now, attributes, addresses }
        if (!store.registerName(profile)) throw nameError(400, `Name is already registered: ${payload.name}`)
        return profile
      }
    },
    // reown-com/blockchain-api src/handlers/identity.rs: ENS first (the devnet has none), then the names registered for the checksummed address.
    {
      method: 'GET',
      path: '/v1/identity/:address',
      handle: ({ params }) => {
        const raw = params.address!
        const resolvedAt = new Date().toISOString()
        const cacheControl = { 'cache-control': 'public, max-age=3600, s-maxage=3600' }
        if (isSolanaAddress(raw)) return reply(200, { name: null, avatar: null, resolvedAt }, cacheControl)
        const hex = raw.startsWith('0x') ? raw : `0x${raw}`
        if (!isAddress(hex, { strict: false })) throw new HttpError(400, 'The address provided is invalid', {}, 'address')
        const profile = store.namesOf(getAddress(hex))[0]
        return reply(200, { name: profile?.name ?? null, avatar: profile?.attributes?.avatar ?? null, resolvedAt }, cacheControl)
      }
    }
  ]
}
