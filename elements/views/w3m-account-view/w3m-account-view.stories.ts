import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { PROFILE_IMAGE, connectAccount, galleryNetworks, hostileNetwork, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setUnsupportedChain } from '../../../controllers/chain.js'
import './w3m-account-view.js'

const meta: Meta = {
  title: 'Views/w3m-account-view',
  component: 'w3m-account-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-account-view></w3m-account-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Connected: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
    }
  ]
}

export const BalanceLoading: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount({ balance: undefined, balanceLoading: true })
    }
  ]
}

export const ProfileNameAndImage: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount({ profileName: 'vitalik.eth', profileImage: PROFILE_IMAGE, balance: '10000.0' }, galleryNetworks[1])
    }
  ]
}

export const HostileNames: Story = {
  loaders: [
    () => {
      useGalleryOptions({ networks: [hostileNetwork] })
      connectAccount({ profileName: hostileTexts.long, balanceSymbol: hostileTexts.markup, balance: '123456789.123456789' }, hostileNetwork)
    }
  ]
}

export const UnsupportedNetwork: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
      setUnsupportedChain(999)
    }
  ]
}

export const Disconnected: Story = { loaders: [() => useGalleryOptions()] }
