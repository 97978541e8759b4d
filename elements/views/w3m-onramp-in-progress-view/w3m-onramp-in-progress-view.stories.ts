import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { useOnrampState } from '../../../.storybook/trade-fixtures.js'
import './w3m-onramp-in-progress-view.js'

const meta: Meta = {
  title: 'Views/w3m-onramp-in-progress-view',
  component: 'w3m-onramp-in-progress-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-onramp-in-progress-view></w3m-onramp-in-progress-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Waiting: Story = { loaders: [() => useOnrampState({ status: 'waiting', provider: 'coinbase' })] }

export const Opening: Story = { loaders: [() => useOnrampState({ status: 'opening', provider: 'coinbase' })] }

export const Failed: Story = { loaders: [() => useOnrampState({ status: 'error', provider: 'coinbase', error: 'Unsupported network: bitcoin' })] }
