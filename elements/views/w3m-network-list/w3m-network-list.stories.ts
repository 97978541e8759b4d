import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, familyNetworks, useFamilyOptions, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setCaipAddress } from '../../../controllers/account/store.js'
import { setActiveNetwork, setUnsupportedChain } from '../../../controllers/networks/store.js'
import './w3m-network-list.js'

/** The list the Networks and UnsupportedChain views share; their stories show it in every state. */
const meta: Meta = {
  title: 'Views/w3m-network-list',
  component: 'w3m-network-list',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-network-list></w3m-network-list>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const ActiveNetwork: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
    }
  ]
}

/** On an unsupported chain no row is current. */
export const NoneCurrent: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
      setUnsupportedChain(999)
    }
  ]
}

/** EVM, Solana and Bitcoin configured: a heading per family; EVM connected and active. */
export const GroupedByFamily: Story = {
  loaders: [
    () => {
      useFamilyOptions()
      connectAccount()
    }
  ]
}

/** Solana is the active family (connected); the EVM connection is kept. */
export const GroupedSolanaActive: Story = {
  loaders: [
    () => {
      useFamilyOptions()
      connectAccount()
      setCaipAddress('solana', `solana:${familyNetworks[2]!.id}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`)
      setActiveNetwork(familyNetworks[2]!)
    }
  ]
}
