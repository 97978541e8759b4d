import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { embeddedStory } from '../../../.storybook/embedded-wallet-fixtures.js'
import { hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { updateAccount } from '../../../controllers/account/store.js'
import type { EmbeddedWalletState } from '../../../controllers/embedded-wallet/store.js'
import './w3m-connecting-farcaster-view.js'

const LINK = 'https://farcaster.xyz/~/siwf?channelToken=2f1d7c9e-2b8a-4f0e-9d3c-5a6b7c8d9e0f'

const meta: Meta = {
  title: 'Views/w3m-connecting-farcaster-view',
  component: 'w3m-connecting-farcaster-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [() => useGalleryOptions()],
  render: () => html`<w3m-connecting-farcaster-view></w3m-connecting-farcaster-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const frames = (count: number) => new Promise<void>(done => (count ? requestAnimationFrame(() => void frames(count - 1).then(done)) : done()))

/**
 * The view's own start fails at once in the gallery (no secure frame); the state of the story is set
 * over it, and again once the previous story's view has left (leaving clears the link).
 */
function farcasterStory(link: string | undefined, state: Partial<EmbeddedWalletState> = {}): Story {
  const embedded = embeddedStory({ state: { busy: state.error === undefined, error: undefined, ...state } })
  return {
    beforeEach: embedded.beforeEach,
    play: async context => {
      await frames(2)
      updateAccount('eip155', { farcasterUrl: link })
      await embedded.play(context)
    }
  }
}

export const WaitingForApproval: Story = farcasterStory(LINK)

export const PreparingTheLink: Story = farcasterStory(undefined)

export const ChannelExpired: Story = farcasterStory(undefined, { error: 'Social sign-in failed' })

export const SecureFrameUnavailable: Story = farcasterStory(undefined, { error: 'Unable to load email login dependency' })

export const HostileError: Story = farcasterStory(undefined, { error: hostileTexts.markup })
