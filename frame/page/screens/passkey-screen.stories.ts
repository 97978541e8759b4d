import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { frameStory, screenStory } from '../../../.storybook/frame-screens.js'
import { askPasskey } from './passkey-screen.js'

/** The secure frame's passkey screen: its Continue opens the browser's passkey dialog (adding one, or signing in with one). */
const meta: Meta = {
  title: 'Frame/Passkey',
  tags: ['mobile'],
  beforeEach: frameStory,
  render: () => html`<main id="screen" hidden></main>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const showing = (kind: 'add' | 'sign-in'): Story => screenStory(() => askPasskey(kind, () => new Promise(() => undefined)))

export const Add: Story = showing('add')
export const SignIn: Story = showing('sign-in')
export const AddArabic: Story = { ...Add, globals: { locale: 'ar' } }
