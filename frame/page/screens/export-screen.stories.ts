import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { frameStory, screenStory, untilScreenShown } from '../../../.storybook/frame-screens.js'
import { askExportCode, askSocialSignIn, failureText, showPrivateKey } from './export-screen.js'

/** The secure frame's key export: the emailed code or a social account's sign-in again (the fresh proof), then the key with its warning. */
const meta: Meta = {
  title: 'Frame/Export key',
  tags: ['mobile'],
  beforeEach: frameStory,
  render: () => html`<main id="screen" hidden></main>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** A well-known test key (anvil's first account): never a real one in a gallery. */
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const EmailCode: Story = screenStory(() => askExportCode('person@example.com', async () => undefined))
export const SocialSignIn: Story = screenStory(() => askSocialSignIn('google', async () => undefined))
/** A sign-in again that came back as someone else's account: its words in the error line (as after a click on Continue). */
export const SocialSignInOtherAccount: Story = {
  play: async ({ canvasElement }) => {
    void askSocialSignIn('x', async () => 'other-account')
    await untilScreenShown(canvasElement)
    canvasElement.querySelector('[data-testid="export-social-error"]')!.textContent = failureText('other-account')
  }
}
export const Key: Story = screenStory(() => showPrivateKey({ privateKey: KEY, address: ADDRESS }))
export const SmartAccountKey: Story = screenStory(() => showPrivateKey({ privateKey: KEY, address: ADDRESS, smartAccount: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }))
export const KeyArabic: Story = { ...SmartAccountKey, globals: { locale: 'ar' } }
