import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedStory, GALLERY_NEW_EMAIL } from '../../../.storybook/embedded-wallet-fixtures.js'
import { hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-update-email-wallet-view.js'

const meta: Meta = {
  title: 'Views/w3m-update-email-wallet-view',
  component: 'w3m-update-email-wallet-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [() => useGalleryOptions()],
  render: () => html`<w3m-update-email-wallet-view></w3m-update-email-wallet-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Empty: Story = { ...embeddedStory() }

/** The field is filled from the state (as when coming back from the code step). */
export const InvalidAddress: Story = { ...embeddedStory({ state: { newEmail: 'ada@', error: 'Email must be a valid address' } }) }

export const AlreadyInUse: Story = { ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL, error: 'This email is already in use' } }) }

export const Sending: Story = { ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL, busy: true } }) }

export const HostileEmails: Story = { ...embeddedStory({ state: { email: hostileTexts.markup, newEmail: hostileTexts.long, error: hostileTexts.rtl } }) }
