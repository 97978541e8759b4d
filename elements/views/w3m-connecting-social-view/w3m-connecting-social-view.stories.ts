import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedStory } from '../../../.storybook/embedded-wallet-fixtures.js'
import { hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-connecting-social-view.js'

const meta: Meta = {
  title: 'Views/w3m-connecting-social-view',
  component: 'w3m-connecting-social-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [() => useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })],
  render: () => html`<w3m-connecting-social-view></w3m-connecting-social-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** The popup is open: the person signs in there. */
export const Waiting: Story = { ...embeddedStory({ state: { socialProvider: 'google', busy: true } }) }

export const PopupClosed: Story = { ...embeddedStory({ state: { socialProvider: 'discord', error: 'Sign-in window closed' } }) }

export const Declined: Story = { ...embeddedStory({ state: { socialProvider: 'github', error: 'Sign-in declined' } }) }

export const Failed: Story = { ...embeddedStory({ state: { socialProvider: 'x', error: 'Social sign-in failed' } }) }

export const TimedOut: Story = { ...embeddedStory({ state: { socialProvider: 'facebook', error: 'Sign-in timed out' } }) }

export const FrameUnavailable: Story = { ...embeddedStory({ state: { socialProvider: 'apple', error: 'Unable to load email login dependency' } }) }

/** Back from a redirect with the provider unknown (storage was unavailable): no mark, no retry. */
export const RedirectUnknownProvider: Story = { ...embeddedStory({ state: { socialProvider: undefined, error: 'Social sign-in failed' } }) }

/** First sign-in: the secure frame shows the recovery key over the view (the modal places it). */
export const FrameScreen: Story = { ...embeddedStory({ state: { socialProvider: 'google', busy: true, frameScreen: 'recovery-backup' } }) }

export const HostileError: Story = { ...embeddedStory({ state: { socialProvider: 'google', error: hostileTexts.long } }) }
