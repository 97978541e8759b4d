import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { useOnrampState } from '../../../.storybook/trade-fixtures.js'
import { mockedOnrampQuote } from '../../../clients/onramp-fallbacks.js'
import './w3m-onramp-providers-view.js'

const meta: Meta = {
  title: 'Views/w3m-onramp-providers-view',
  component: 'w3m-onramp-providers-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-onramp-providers-view></w3m-onramp-providers-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Providers: Story = { loaders: [() => useOnrampState()] }

export const LoadingQuote: Story = { loaders: [() => useOnrampState({ quote: undefined, quoteLoading: true })] }

/** behaviour §8: the quote call failed; the mocked quote's figure is marked as an estimate. */
export const EstimateFallback: Story = {
  loaders: [() => useOnrampState({ quote: mockedOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300' }) })]
}

export const AmountOutOfLimits: Story = { loaders: [() => useOnrampState({ amountText: '5', quote: undefined })] }
