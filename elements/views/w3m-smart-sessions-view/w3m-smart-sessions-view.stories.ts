import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import type { SmartSession } from '../../../clients/types.js'
import { connectAccount, galleryNetworks, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { $smartSessions, INITIAL_SMART_SESSIONS, type SmartSessionsState } from '../../../controllers/sessions/actions.js'
import './w3m-smart-sessions-view.js'

/** A still clock: "expires in …" reads the same on every run. */
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)
const HOUR = 3600

const meta: Meta = {
  title: 'Views/w3m-smart-sessions-view',
  component: 'w3m-smart-sessions-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  // The state comes from the loaders: the view does not read the (offline) API.
  render: () => html`<w3m-smart-sessions-view .now=${NOW} .autoload=${false}></w3m-smart-sessions-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const TARGET = '0x2E234DAe75C793f67A35089C9d99245E1C58470b'
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** A `{pcis}` item as the sessions service lists it (reown-com/blockchain-api src/handlers/sessions/list.rs). */
const listed = (session: Pick<SmartSession, 'pci' | 'expiry' | 'permissions' | 'policies'>): SmartSession => ({
  project: { id: 'gallery', name: 'Gallery', url: null, iconUrl: null },
  createdAt: NOW / 1000 - HOUR,
  context: null,
  revokedAt: null,
  ...session
})

const counter = listed({
  pci: 'session-counter',
  expiry: NOW / 1000 + 3 * HOUR,
  permissions: [
    { type: 'contract-call', data: { address: TARGET, functions: [{ functionName: 'increment' }, { functionName: 'reset' }] } },
    { type: 'native-token-recurring-allowance', data: { allowance: '0x6f05b59d3b20000', period: 86_400 } }
  ],
  policies: [{ type: 'gas-limit', data: { limit: '0x989680' } }]
})

const game = listed({
  pci: 'session-game',
  expiry: NOW / 1000 + 9 * 24 * HOUR,
  permissions: [{ type: 'contract-call', data: { address: '0x55d398326f99059fF775485246999027B3197955' } }],
  policies: [{ type: 'rate-limit', data: { count: 10, interval: 3600 } }]
})

const unknownChain = listed({
  pci: 'session-unknown',
  expiry: NOW / 1000 + 40 * 60,
  permissions: [{ type: 'erc20-token-recurring-allowance', data: { token: TARGET, allowance: '0x1' } }],
  policies: []
})

const hostile = listed({
  pci: 'session-hostile',
  expiry: NOW / 1000 + 2 * 24 * HOUR,
  permissions: [
    { type: hostileTexts.markup, data: {} },
    { type: 'contract-call', data: { address: TARGET, functions: [{ functionName: hostileTexts.long }, { functionName: hostileTexts.rtl }] } }
  ],
  policies: []
})

/** An EVM account with smart sessions on, and the list state as the controller would have left it. */
function sessionsState(state: Partial<SmartSessionsState>, chainId = 'eip155:1'): void {
  useGalleryOptions({ features: { smartSessions: true } })
  setNetworks(galleryNetworks, galleryNetworks[0])
  connectAccount()
  // Sessions are kept per CAIP-10 account: the list is of one chain.
  $smartSessions.set({ ...INITIAL_SMART_SESSIONS, caipAddress: `${chainId}:${ACCOUNT}`, ...state })
}

const withState = (state: Partial<SmartSessionsState>, chainId?: string): Story => ({ loaders: [() => sessionsState(state, chainId)] })

export const Loading = withState({ status: 'loading' })

export const Empty = withState({ status: 'ready', sessions: [] })

/** The API's own words, shown as they came. */
export const ApiError = withState({ status: 'error', error: 'We failed to authenticate your request' })

export const HostileApiError = withState({ status: 'error', error: hostileTexts.markup })

export const OneSession = withState({ status: 'ready', sessions: [counter] })

/** Several sessions: any function of a contract, an unknown policy and permission type. */
export const SeveralSessions = withState({ status: 'ready', sessions: [counter, game, unknownChain] })

/** The account on a chain the site did not configure: the chain is named by its id. */
export const UnconfiguredChain = withState({ status: 'ready', sessions: [unknownChain] }, 'eip155:42161')

export const HostileLongText = withState({ status: 'ready', sessions: [hostile] })

export const Revoking = withState({ status: 'ready', sessions: [counter, game], revoking: counter.pci })

export const RevokeDeclined = withState({ status: 'ready', sessions: [counter, game], revokeError: { pci: counter.pci, message: 'Signature declined' } })

export const RevokeRefusedByApi = withState({
  status: 'ready',
  sessions: [counter],
  revokeError: { pci: counter.pci, message: `Permission is revoked: ${counter.pci}` }
})
