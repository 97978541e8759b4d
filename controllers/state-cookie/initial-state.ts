import type { AccountState, AppKitInitialState, AppKitOptions, CaipAddress, CaipNetworkId, ChainNamespace } from '../../types/public.js'
import { isWalletAddress } from './address-check.js'

/**
 * The `w3m-state` cookie (option `ssr`): the public connection state a server renders a returning
 * visitor with. Pure code: no DOM, no Lit, no store, so a server component imports it (`w3m-kit/ssr`).
 * Shaped after wagmi's `cookieStorage` + `cookieToInitialState` (@wagmi/core src/utils/cookie.ts) and
 * AppKit's Next.js examples (examples/next-wagmi-app-router/src/context/index.tsx): the server parses
 * the request's Cookie header and hands the result to the client tree as a prop, per request.
 */
export const STATE_COOKIE = 'w3m-state'

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
// CAIP-2 / CAIP-10 (namespace:reference[:address]); the cookie is the visitor's to edit, so anything else is dropped.
const CAIP_NETWORK = /^[a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP_ADDRESS = /^[a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
const MAX_TEXT = 100

/** The cookie's value for a state: URI-encoded JSON (a cookie value cannot hold `;`, `,` or spaces). */
export function serializeInitialState(state: AppKitInitialState): string {
  return encodeURIComponent(JSON.stringify(state))
}

/**
 * The initial state in a request's `Cookie` header, for a site with these `networks` (its
 * `createAppKit` options, as AppKit's `cookieToInitialState(config, cookie)` takes the wagmi config);
 * undefined when there is none or it is not one the kit wrote: every family, network and account in
 * it must be one the site configures, each address well-formed to its checksum (eip155 EIP-55 or
 * lower case, solana base58 32 bytes, bip122 bech32/bech32m or base58check). The visitor can write
 * anything into a cookie. Safe on a server: reads only its arguments.
 */
export function cookieToInitialState(config: Pick<AppKitOptions, 'networks'>, cookie: string | null | undefined): AppKitInitialState | undefined {
  const state = readStateCookie(cookie)
  if (!state) return undefined
  const networks = new Set<string>(config.networks.map(network => network.caipNetworkId))
  const namespaces = new Set<string>(config.networks.map(network => network.chainNamespace))
  if (state.activeNamespace && !namespaces.has(state.activeNamespace)) return undefined
  if (state.caipNetworkId && !networks.has(state.caipNetworkId)) return undefined
  for (const [namespace, entry] of Object.entries(state.accounts) as Array<[ChainNamespace, { caipAddress: string }]>) {
    const [family, reference, address] = entry.caipAddress.split(':') as [string, string, string]
    if (family !== namespace || !networks.has(`${family}:${reference}`) || !isWalletAddress(namespace, address)) return undefined
  }
  return state
}

/**
 * The cookie's state as the page reads it back (`document.cookie`): undefined when there is none or a
 * piece of it has a shape the kit never writes. The page seeds only what its own storage also remembers.
 */
export function readStateCookie(cookie: string | null | undefined): AppKitInitialState | undefined {
  const raw = cookie
    ?.split(';')
    .map(part => part.trim())
    .find(part => part.startsWith(`${STATE_COOKIE}=`))
    ?.slice(STATE_COOKIE.length + 1)
  if (!raw) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeURIComponent(raw))
  } catch {
    return undefined
  }
  return validated(parsed)
}

/** The state when every piece of it has the shape the kit writes (any other piece: undefined, not the kit's cookie). */
function validated(value: unknown): AppKitInitialState | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { activeNamespace, caipNetworkId, accounts } = value as Record<string, unknown>
  if (!accounts || typeof accounts !== 'object') return undefined
  if (activeNamespace !== undefined && !isNamespace(activeNamespace)) return undefined
  if (caipNetworkId !== undefined && !(typeof caipNetworkId === 'string' && CAIP_NETWORK.test(caipNetworkId) && isNamespace(caipNetworkId.split(':')[0]))) return undefined
  const state: AppKitInitialState = { ...(activeNamespace ? { activeNamespace } : {}), ...(caipNetworkId ? { caipNetworkId: caipNetworkId as CaipNetworkId } : {}), accounts: {} }
  for (const [namespace, entry] of Object.entries(accounts)) {
    if (!isNamespace(namespace) || !entry || typeof entry !== 'object') return undefined
    const { caipAddress, connectorId, walletName } = entry as Record<string, unknown>
    if (typeof caipAddress !== 'string' || !CAIP_ADDRESS.test(caipAddress) || !caipAddress.startsWith(`${namespace}:`)) return undefined
    if ((connectorId !== undefined && !isText(connectorId)) || (walletName !== undefined && !isText(walletName))) return undefined
    state.accounts[namespace] = {
      caipAddress: caipAddress as CaipAddress,
      ...(connectorId ? { connectorId } : {}),
      ...(walletName ? { walletName } : {})
    }
  }
  return state
}

function isNamespace(value: unknown): value is ChainNamespace {
  return NAMESPACES.includes(value as ChainNamespace)
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT
}

/** A remembered family's account as the kit holds it until its wallet confirms: `reconnecting`, with the address. */
export function rememberedAccount(entry: NonNullable<AppKitInitialState['accounts'][ChainNamespace]>): AccountState {
  const address = entry.caipAddress.split(':')[2] ?? ''
  return {
    caipAddress: entry.caipAddress,
    address,
    allAccounts: [],
    status: 'reconnecting',
    ...(entry.connectorId ? { connectorId: entry.connectorId } : {}),
    ...(entry.walletName ? { connectedWalletInfo: { name: entry.walletName } } : {})
  }
}
