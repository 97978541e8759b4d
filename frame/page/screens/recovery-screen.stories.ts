import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { frameStory, screenStory } from '../../../.storybook/frame-screens.js'
import { askRecoveryShare, confirmKey, showKey } from './recovery-screen.js'

/** The secure frame's recovery-key screens: shown once, confirmed by a few characters, entered on a new device. */
const meta: Meta = {
  title: 'Frame/Recovery key',
  tags: ['mobile'],
  beforeEach: frameStory,
  render: () => html`<main id="screen" hidden></main>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const KEY = '01a3f09c77d2e4b5c6a7980f1e2d3c4b5a69788796a5b4c3d2e1f0011223344556'

export const Show: Story = screenStory(() => showKey(KEY))
/** Groups 3 and 9 asked (the screen picks them at random). */
export const Confirm: Story = screenStory(() => confirmKey(KEY, [2, 8]))
export const EnterOnNewDevice: Story = screenStory(() => askRecoveryShare(async () => false))
export const ShowArabic: Story = { ...Show, globals: { locale: 'ar' } }
export const EnterOnNewDeviceArabic: Story = { ...EnterOnNewDevice, globals: { locale: 'ar' } }
