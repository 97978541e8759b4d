import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, galleryNetworks, hostileIdentityName, hostileNetwork, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setActiveNetwork, setUnsupportedChain } from '../../../controllers/networks/store.js'
import './w3m-network-button.js'

const meta: Meta = {
  title: 'Modal/w3m-network-button',
  component: 'w3m-network-button',
  args: { size: 'md', label: '', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] } },
  render: args => html`<w3m-network-button size=${args.size} .label=${args.label} ?disabled=${args.disabled}></w3m-network-button>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** No network chosen yet. */
export const NoNetwork: Story = { args: { label: 'Choose network' } }

export const Disconnected: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      setActiveNetwork(galleryNetworks[1]!)
    }
  ]
}

export const Connected: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
    }
  ]
}

export const Small: Story = { args: { size: 'sm' }, loaders: Connected.loaders }
export const Disabled: Story = { args: { disabled: true }, loaders: Connected.loaders }

export const Unsupported: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
      setUnsupportedChain(999)
    }
  ]
}

export const HostileName: Story = {
  loaders: [
    () => {
      useGalleryOptions({ networks: [hostileNetwork] })
      setActiveNetwork(hostileNetwork)
    }
  ]
}

/** A 10 000-character network name with markup and a right-to-left override, beside the page's own text. */
export const HostileLongName: Story = {
  tags: ['mobile'],
  loaders: [
    () => {
      const network = { ...hostileNetwork, name: hostileIdentityName }
      useGalleryOptions({ networks: [network] })
      setActiveNetwork(network)
    }
  ],
  render: () =>
    html`<div style="display:flex;flex-wrap:wrap;align-items:center;gap:8px">
      <span>Before the button</span><w3m-network-button></w3m-network-button><span>after it</span>
    </div>`
}
