import { verifyMessage, type Address, type Hex } from 'viem'
import { bodyObject, HttpError, type Route } from '../http.js'
import { clientOf, type ApiContext } from './context.js'
import { evmAddress } from './params.js'
import type { NameProfile } from './store.js'

/** Account names under .reown.id (SPEC §5): register with a signed message, resolve, reverse-resolve, suggest; plus identity. */

const zones = ['reown.id', 'wcn.id']
const defaultZone = 'reown.id'
/** A registration message older (or further in the future) than this is refused, so a captured signature cannot be replayed later. */
const maxMessageAgeSeconds = 10 * 60

function validLabel(label: string): boolean {
  return /^[a-z0-9-]{4,63}$/.test(label)
}

/** `alice`, `Alice.reown.id` → `alice.reown.id`; throws a 400 for anything SPEC §5 does not allow. */
export function normalizeName(raw: string, zone = defaultZone): { name: string; label: string } {
  const lower = raw.trim().toLowerCase()
  const suffix = zones.find(candidate => lower.endsWith(`.${candidate}`))
  const label = suffix ? lower.slice(0, -(suffix.length + 1)) : lower
  if (!validLabel(label)) throw new HttpError(400, `Invalid name: ${raw.slice(0, 80)} (use letters, digits and hyphens, at least 4 characters)`)
  return { name: `${label}.${suffix ?? zone}`, label }
}

/** ENSIP-11: 60 is Ethereum mainnet; other EVM chains use 0x80000000 | chainId. */
function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  return coinType >= 0x80000000 && coinType < 0x100000000 ? coinType - 0x80000000 : undefined
}

function parseCoinType(value: unknown): number {
  const coinType = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof coinType !== 'number' || !Number.isInteger(coinType) || chainIdOfCoinType(coinType) === undefined) {
    throw new HttpError(400, 'Invalid coin_type: expected 60 or an EVM coin type (0x80000000 | chainId)')
  }
  return coinType
}

interface RegistrationMessage {
  name: string
  attributes: Record<string, string>
  timestamp: number
}

function parseMessage(message: unknown): RegistrationMessage {
  if (typeof message !== 'string') throw new HttpError(400, 'Missing required field: message (a JSON string)')
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(message) as Record<string, unknown>
  } catch {
    throw new HttpError(400, 'Invalid message: not valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || typeof parsed.name !== 'string') throw new HttpError(400, 'Invalid message: expected {name, attributes?, timestamp}')
  const attributes = parsed.attributes ?? {}
  if (typeof attributes !== 'object' || Array.isArray(attributes) || Object.values(attributes as object).some(value => typeof value !== 'string')) {
    throw new HttpError(400, 'Invalid message: attributes must map names to strings')
  }
  if (typeof parsed.timestamp !== 'number' || !Number.isFinite(parsed.timestamp)) throw new HttpError(400, 'Invalid message: timestamp must be a number (unix seconds)')
  // Accept milliseconds too, as Date.now() is an easy mistake for a client to make.
  const timestamp = parsed.timestamp > 1e12 ? Math.floor(parsed.timestamp / 1000) : parsed.timestamp
  return { name: parsed.name, attributes: attributes as Record<string, string>, timestamp }
}

async function signatureValid(ctx: ApiContext, chainId: number, address: Address, message: string, signature: Hex): Promise<boolean> {
  const chain = ctx.evm.chains.find(candidate => candidate.chainId === chainId)
  try {
    // Through a served chain's client, smart-account (ERC-1271/6492) signatures verify too.
    return chain ? await clientOf(ctx, chain).verifyMessage({ address, message, signature }) : await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

export function nameRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  return [
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handle: ({ params }) => {
        const { name } = normalizeName(params.name!)
        const profile = store.name(name)
        if (!profile) throw new HttpError(404, `Name ${name} is not registered`)
        return profile
      }
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handle: ({ params }) => store.namesOf(evmAddress(params.address, 'address'))
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handle: ({ params, query }) => {
        const zone = query.get('zone') ?? defaultZone
        if (!zones.includes(zone)) throw new HttpError(400, `Invalid zone: ${zone.slice(0, 40)} (expected ${zones.join(' or ')})`)
        const raw = params.name!.trim().toLowerCase().replace(new RegExp(`\\.(${zones.join('|').replace(/\./g, '\\.')})$`), '')
        if (!/^[a-z0-9-]{1,63}$/.test(raw)) throw new HttpError(400, `Invalid name: ${params.name!.slice(0, 80)} (use letters, digits and hyphens)`)
        const candidates = [raw, `${raw}-web3`, `${raw}1`, `${raw}-id`, `the-${raw}`, `${raw}${new Date().getFullYear()}`].filter(validLabel)
        const seen = new Set<string>()
        const suggestions = candidates
          .map(label => `${label}.${zone}`)
          .filter(name => !seen.has(name) && seen.add(name))
          .map(name => ({ name, registered: store.name(name) !== undefined }))
        return { suggestions }
      }
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      handle: async ({ body }) => {
        const request = bodyObject(body)
        const coinType = parseCoinType(request.coin_type)
        const address = evmAddress(request.address, 'address')
        const message = parseMessage(request.message)
        const signature = request.signature
        if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new HttpError(400, 'Missing required field: signature (0x-prefixed hex)')
        const { name } = normalizeName(message.name)
        const age = Math.floor(Date.now() / 1000) - message.timestamp
        if (Math.abs(age) > maxMessageAgeSeconds) throw new HttpError(400, `Invalid message: timestamp is stale (${age} s old; at most ${maxMessageAgeSeconds} s)`)
        if (!(await signatureValid(ctx, chainIdOfCoinType(coinType)!, address, request.message as string, signature as Hex))) {
          throw new HttpError(401, `Invalid signature: the message was not signed by ${address}`)
        }
        const now = Math.floor(Date.now() / 1000)
        const profile: NameProfile = { name, registered: now, updated: now, addresses: { [String(coinType)]: { address } }, attributes: message.attributes }
        if (!store.registerName(profile)) throw new HttpError(409, `Name ${name} is already registered`, {}, 'name')
        return { success: true }
      }
    },
    {
      method: 'GET',
      path: '/v1/identity/:address',
      handle: ({ params }) => {
        const profile = store.namesOf(evmAddress(params.address, 'address'))[0]
        return { name: profile?.name ?? null, avatar: profile?.attributes.avatar ?? null }
      }
    }
  ]
}
