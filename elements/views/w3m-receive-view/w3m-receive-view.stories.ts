import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, galleryNetworks, hostileNetwork, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-receive-view.js'

const meta: Meta = {
  title: 'Views/w3m-receive-view',
  component: 'w3m-receive-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-receive-view></w3m-receive-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Receive: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
    }
  ]
}

export const OnBnbSmartChain: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount({}, galleryNetworks[1])
    }
  ]
}

export const HostileNetworkName: Story = {
  loaders: [
    () => {
      useGalleryOptions({ networks: [hostileNetwork] })
      connectAccount({}, hostileNetwork)
    }
  ]
}
