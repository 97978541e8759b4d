import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedWallet, typeCode } from '../../../.storybook/embedded-wallet-fixtures.js'
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
export const CodeSent: Story = { beforeEach: embeddedWallet({ cooldownLeft: 24 }) }

export const PartlyTyped: Story = {
  beforeEach: embeddedWallet({ cooldownLeft: 18 }),
  play: ({ canvasElement }) => typeCode(canvasElement, '482')
}

export const Checking: Story = {
  beforeEach: embeddedWallet({ state: { busy: true }, cooldownLeft: 12 }),
  play: ({ canvasElement }) => typeCode(canvasElement, '482913')
}

export const WrongCode: Story = { beforeEach: embeddedWallet({ state: { error: 'Invalid code' }, cooldownLeft: 9 }) }

export const ExpiredCode: Story = { beforeEach: embeddedWallet({ state: { error: 'The code expired: request a new one' } }) }

/** The cooldown is over: a new code can be asked for. */
export const ResendAvailable: Story = { beforeEach: embeddedWallet() }

export const ResendTooSoon: Story = { beforeEach: embeddedWallet({ state: { error: 'Please try again after 7 seconds' }, cooldownLeft: 7 }) }

export const FrameUnavailable: Story = { beforeEach: embeddedWallet({ state: { error: 'Unable to load email login dependency' } }) }

/** First sign-in: the secure frame shows the recovery key over the view (the modal places it). */
export const FrameScreen: Story = { beforeEach: embeddedWallet({ state: { frameScreen: 'recovery-backup' } }) }

export const HostileEmailAndError: Story = { beforeEach: embeddedWallet({ state: { email: hostileTexts.markup, error: hostileTexts.long } }) }
