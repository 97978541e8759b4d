import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import './w3m-approve-transaction-view.js'

/** The view alone (the modal lays the frame over it: see Modal/w3m-modal ApproveInSecureFrame). */
const meta: Meta = {
  title: 'Views/w3m-approve-transaction-view',
  component: 'w3m-approve-transaction-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-approve-transaction-view></w3m-approve-transaction-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** The request is on its way to the frame; its screen has not shown yet. */
export const OpeningSecureWindow: Story = {
  loaders: [
    () => {
      useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })
      connectAccount({ connectorId: 'auth' })
    }
  ]
}

/** The frame shows its approval screen (what shows under it when the frame is transparent or still painting). */
export const SecureWindowShown: Story = {
  loaders: [
    () => {
      useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })
      connectAccount({ connectorId: 'auth' })
      $embeddedWallet.setKey('frameScreen', 'approve')
    }
  ]
}
