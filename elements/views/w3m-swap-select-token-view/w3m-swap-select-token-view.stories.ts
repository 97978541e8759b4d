import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { DAI, ETH, HOSTILE_TOKEN, USDC, useSwapState } from '../../../.storybook/trade-fixtures.js'
import './w3m-swap-select-token-view.js'

const meta: Meta = {
  title: 'Views/w3m-swap-select-token-view',
  component: 'w3m-swap-select-token-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-swap-select-token-view></w3m-swap-select-token-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Tokens: Story = { loaders: [() => useSwapState({ picking: 'to' })] }

export const HostileToken: Story = { loaders: [() => useSwapState({ picking: 'from', tokens: [ETH, USDC, DAI, HOSTILE_TOKEN] })] }
