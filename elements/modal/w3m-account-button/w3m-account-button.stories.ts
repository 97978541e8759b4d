import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { PROFILE_IMAGE, connectAccount, hostileIdentityName, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-account-button.js'

const meta: Meta = {
  title: 'Modal/w3m-account-button',
  component: 'w3m-account-button',
  args: { size: 'md', balance: 'show', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] }, balance: { control: 'inline-radio', options: ['show', 'hide'] } },
  loaders: [
    () => {
      useGalleryOptions()
      connectAccount()
    }
  ],
  render: args => html`<w3m-account-button size=${args.size} balance=${args.balance} ?disabled=${args.disabled}></w3m-account-button>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Connected: Story = {}
export const Small: Story = { args: { size: 'sm' } }
export const BalanceHidden: Story = { args: { balance: 'hide' } }
export const Disabled: Story = { args: { disabled: true } }
export const BalanceLoading: Story = { loaders: [() => connectAccount({ balance: undefined, balanceLoading: true })] }
export const Profile: Story = { loaders: [() => connectAccount({ profileName: 'vitalik.eth', profileImage: PROFILE_IMAGE, balance: '10000.0' })] }
export const HostileProfile: Story = { loaders: [() => connectAccount({ profileName: hostileTexts.long, balanceSymbol: hostileTexts.markup })] }
/** The identity API's 10 000-character name (markup, a right-to-left override) and an overriding symbol: the pill keeps to its box, cut with an ellipsis. */
export const HostileIdentity: Story = {
  tags: ['mobile'],
  loaders: [() => connectAccount({ profileName: hostileIdentityName, balanceSymbol: hostileTexts.rtl })],
  render: () =>
    html`<div style="display:flex;flex-wrap:wrap;align-items:center;gap:8px">
      <span>Before the button</span><w3m-account-button></w3m-account-button><span>after it</span>
    </div>`
}
/** Nothing renders while disconnected (w3m-button shows the connect button instead). */
export const Disconnected: Story = { loaders: [() => useGalleryOptions()] }
