import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setUnsupportedChain } from '../../../controllers/networks/store.js'
import './w3m-unsupported-chain-view.js'

const meta: Meta = {
  title: 'Views/w3m-unsupported-chain-view',
  component: 'w3m-unsupported-chain-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-unsupported-chain-view></w3m-unsupported-chain-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const WalletOnAnotherChain: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
      setUnsupportedChain(999)
    }
  ]
}
