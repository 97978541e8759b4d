import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedStory } from '../../../.storybook/embedded-wallet-fixtures.js'
import { hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-email-verify-otp-view.js'

const meta: Meta = {
  title: 'Views/w3m-email-verify-otp-view',
  component: 'w3m-email-verify-otp-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [() => useGalleryOptions()],
  render: () => html`<w3m-email-verify-otp-view></w3m-email-verify-otp-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** Just after the code was mailed: the resend cooldown runs. */
export const CodeSent: Story = { ...embeddedStory({ cooldownLeft: 24 }) }

export const PartlyTyped: Story = {
  ...embeddedStory({ cooldownLeft: 18, typed: '482' })
}

export const Checking: Story = {
  ...embeddedStory({ state: { busy: true }, cooldownLeft: 12, typed: '482913' })
}

export const WrongCode: Story = { ...embeddedStory({ state: { error: 'Invalid code' }, cooldownLeft: 9 }) }

export const ExpiredCode: Story = { ...embeddedStory({ state: { error: 'The code expired: request a new one' } }) }

/** The cooldown is over: a new code can be asked for. */
export const ResendAvailable: Story = { ...embeddedStory() }

export const ResendTooSoon: Story = { ...embeddedStory({ state: { error: 'Please try again after 7 seconds' }, cooldownLeft: 7 }) }

export const FrameUnavailable: Story = { ...embeddedStory({ state: { error: 'Unable to load email login dependency' } }) }

/** First sign-in: the secure frame shows the recovery key over the view (the modal places it). */
export const FrameScreen: Story = { ...embeddedStory({ state: { frameScreen: 'recovery-backup' } }) }

export const HostileEmailAndError: Story = { ...embeddedStory({ state: { email: hostileTexts.markup, error: hostileTexts.long } }) }
