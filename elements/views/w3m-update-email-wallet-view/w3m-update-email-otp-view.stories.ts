import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedStory, GALLERY_NEW_EMAIL } from '../../../.storybook/embedded-wallet-fixtures.js'
import { useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-update-email-otp-view.js'

const meta: Meta = {
  title: 'Views/w3m-update-email-otp-view',
  component: 'w3m-update-email-primary-otp-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [() => useGalleryOptions()]
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const primary = () => html`<w3m-update-email-primary-otp-view></w3m-update-email-primary-otp-view>`
const secondary = () => html`<w3m-update-email-secondary-otp-view></w3m-update-email-secondary-otp-view>`

export const PrimaryCode: Story = { render: primary, ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL } }) }

export const PrimaryWrongCode: Story = { render: primary, ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL, error: 'Invalid code' } }) }

export const SecondaryCode: Story = { render: secondary, ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL } }) }

export const SecondaryChecking: Story = {
  render: secondary,
  ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL, busy: true }, typed: '104729' })
}

export const SecondaryExpiredCode: Story = {
  render: secondary,
  ...embeddedStory({ state: { newEmail: GALLERY_NEW_EMAIL, error: 'The code expired: request a new one' } })
}
