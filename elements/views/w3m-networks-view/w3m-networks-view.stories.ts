import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, galleryNetworks, hostileNetwork, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setActiveNetwork } from '../../../controllers/networks/store.js'
import { arbitrum, base, defineNetwork, optimism, sepolia } from '../../../networks.js'
import './w3m-networks-view.js'

const meta: Meta = {
  title: 'Views/w3m-networks-view',
  component: 'w3m-networks-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-networks-view></w3m-networks-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Disconnected: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      setActiveNetwork(galleryNetworks[0]!)
    }
  ]
}

export const Connected: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount({}, galleryNetworks[1])
    }
  ]
}

/** Networks without a logo show the placeholder. */
export const ManyNetworks: Story = {
  loaders: [
    () => {
      const extra = Array.from({ length: 8 }, (_, i) =>
        defineNetwork({ id: 9000 + i, chainNamespace: 'eip155', name: `Testnet ${i + 1}`, nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } })
      )
      useGalleryOptions({ networks: [...galleryNetworks, sepolia, arbitrum, optimism, base, ...extra] })
      connectAccount()
    }
  ]
}

export const HostileName: Story = {
  loaders: [
    () => {
      useGalleryOptions({ networks: [hostileNetwork, ...galleryNetworks] })
      setActiveNetwork(hostileNetwork)
    }
  ]
}
