import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedStory } from '../../../.storybook/embedded-wallet-fixtures.js'
import { hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-email-verify-device-view.js'

const meta: Meta = {
  title: 'Views/w3m-email-verify-device-view',
  component: 'w3m-email-verify-device-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [() => useGalleryOptions()],
  render: () => html`<w3m-email-verify-device-view></w3m-email-verify-device-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Waiting: Story = { ...embeddedStory({ cooldownLeft: 21 }) }

export const WaitingResendAvailable: Story = { ...embeddedStory() }

export const TimedOut: Story = { ...embeddedStory({ state: { error: 'Embedded wallet request timed out' } }) }

export const HostileEmailAndError: Story = { ...embeddedStory({ state: { email: hostileTexts.long, error: hostileTexts.markup } }) }
