import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { defineNetwork } from '../../../networks.js'
import { HOSTILE_TOKEN, useSwapState } from '../../../.storybook/trade-fixtures.js'
import './w3m-swap-view.js'

const meta: Meta = {
  title: 'Views/w3m-swap-view',
  component: 'w3m-swap-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-swap-view></w3m-swap-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Quote: Story = { loaders: [() => useSwapState()] }

export const Empty: Story = { loaders: [() => useSwapState({ amountText: '', quote: undefined })] }

export const LoadingTokens: Story = { loaders: [() => useSwapState({ tokensLoading: true, tokens: [], from: undefined, to: undefined, amountText: '', quote: undefined, fromBalance: undefined })] }

export const LoadingQuote: Story = { loaders: [() => useSwapState({ quote: undefined, quoteLoading: true })] }

export const InsufficientBalance: Story = {
  loaders: [() => useSwapState({ amountText: '5', quote: undefined, error: { kind: 'insufficient-balance', message: 'Insufficient balance' } })]
}

export const InsufficientLiquidity: Story = {
  loaders: [() => useSwapState({ quote: undefined, error: { kind: 'insufficient-liquidity', message: 'Insufficient liquidity: the amount is too small or too large for the pool' } })]
}

export const ApiError: Story = {
  loaders: [() => useSwapState({ quote: undefined, error: { kind: 'api', message: 'Invalid gasPrice: expected an integer amount in wei' } })]
}

export const UnsupportedNetwork: Story = {
  loaders: [
    () => {
      const sepolia = defineNetwork({ id: 11155111, chainNamespace: 'eip155', name: 'Sepolia', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } })
      useSwapState({ tokens: [], from: undefined, to: undefined, quote: undefined, error: { kind: 'network', message: 'Network not supported for Swaps' } }, sepolia)
    }
  ]
}

export const HostileToken: Story = { loaders: [() => useSwapState({ to: HOSTILE_TOKEN, quote: undefined, amountText: '0.5' })] }
