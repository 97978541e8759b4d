import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import type { SmartSession } from '../../../clients/types.js'
import { connectAccount, galleryNetworks, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setNetworks } from '../../../controllers/chain.js'
import { $smartSessions, INITIAL_SMART_SESSIONS, type SmartSessionsState } from '../../../controllers/smart-sessions.js'
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

const counter: SmartSession = {
  pci: 'session-counter',
  chainId: 'eip155:1',
  expiry: NOW / 1000 + 3 * HOUR,
  permissions: [
    { type: 'contract-call', data: { address: TARGET, functions: [{ functionName: 'increment' }, { functionName: 'reset' }] } },
    { type: 'native-token-recurring-allowance', data: { allowance: '0x6f05b59d3b20000', period: 86_400 } }
  ],
  policies: [{ type: 'gas-limit', data: { limit: '0x989680' } }]
}

const game: SmartSession = {
  pci: 'session-game',
  chainId: 'eip155:56',
  expiry: NOW / 1000 + 9 * 24 * HOUR,
  permissions: [{ type: 'contract-call', data: { address: '0x55d398326f99059fF775485246999027B3197955' } }],
  policies: [{ type: 'rate-limit', data: { count: 10, interval: 3600 } }]
}

const unknownChain: SmartSession = {
  pci: 'session-unknown',
  chainId: 'eip155:42161',
  expiry: NOW / 1000 + 40 * 60,
  permissions: [{ type: 'erc20-token-recurring-allowance', data: { token: TARGET, allowance: '0x1' } }],
  policies: []
}

const hostile: SmartSession = {
  pci: 'session-hostile',
  chainId: 'eip155:1',
  expiry: NOW / 1000 + 2 * 24 * HOUR,
  permissions: [
    { type: hostileTexts.markup, data: {} },
    { type: 'contract-call', data: { address: TARGET, functions: [{ functionName: hostileTexts.long }, { functionName: hostileTexts.rtl }] } }
  ],
  policies: []
}

/** An EVM account with smart sessions on, and the list state as the controller would have left it. */
function sessionsState(state: Partial<SmartSessionsState>): void {
  useGalleryOptions({ features: { smartSessions: true } })
  setNetworks(galleryNetworks, galleryNetworks[0])
  connectAccount()
  $smartSessions.set({ ...INITIAL_SMART_SESSIONS, address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', ...state })
}

const withState = (state: Partial<SmartSessionsState>): Story => ({ loaders: [() => sessionsState(state)] })

export const Loading = withState({ status: 'loading' })

export const Empty = withState({ status: 'ready', sessions: [] })

/** The API's own words, shown as they came. */
export const ApiError = withState({ status: 'error', error: 'Invalid projectId: not-a-project is not a known project' })

export const HostileApiError = withState({ status: 'error', error: hostileTexts.markup })

export const OneSession = withState({ status: 'ready', sessions: [counter] })

/** Several sessions: another chain, any function of a contract, an unknown policy and permission type, an unconfigured chain. */
export const SeveralSessions = withState({ status: 'ready', sessions: [counter, game, unknownChain] })

export const HostileLongText = withState({ status: 'ready', sessions: [hostile] })

export const Revoking = withState({ status: 'ready', sessions: [counter, game], revoking: counter.pci })

export const RevokeDeclined = withState({ status: 'ready', sessions: [counter, game], revokeError: { pci: counter.pci, message: 'Signature declined' } })

export const RevokeRefusedByApi = withState({
  status: 'ready',
  sessions: [counter],
  revokeError: { pci: counter.pci, message: `Session ${counter.pci} is already revoked` }
})
