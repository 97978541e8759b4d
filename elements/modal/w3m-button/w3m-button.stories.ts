import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { PROFILE_IMAGE, connectAccount, hostileIdentityName, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { openModal } from '../../../controllers/modal/modal.js'
import './w3m-button.js'

const meta: Meta = {
  title: 'Modal/w3m-button',
  component: 'w3m-button',
  args: { size: 'md', label: 'Connect Wallet', loadingLabel: 'Connecting...', disabled: false, balance: 'show' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] }, balance: { control: 'inline-radio', options: ['show', 'hide'] } },
  loaders: [() => useGalleryOptions()],
  render: args =>
    html`<w3m-button size=${args.size} .label=${args.label} .loadingLabel=${args.loadingLabel} ?disabled=${args.disabled} balance=${args.balance}></w3m-button>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Disconnected: Story = {}
export const Small: Story = { args: { size: 'sm' } }
export const Disabled: Story = { args: { disabled: true } }

/** The modal is open: the button says it is connecting. */
export const Connecting: Story = { loaders: [() => openModal()] }

export const Connected: Story = { loaders: [() => connectAccount()] }
export const ConnectedWithoutBalance: Story = { args: { balance: 'hide' }, loaders: [() => connectAccount()] }
export const ConnectedWithProfile: Story = { loaders: [() => connectAccount({ profileName: 'vitalik.eth', profileImage: PROFILE_IMAGE })] }

export const HostileLabels: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:12px;max-width:360px;justify-items:start">
      ${Object.values(hostileTexts).map(text => html`<w3m-button .label=${text}></w3m-button>`)}
    </div>`
}

/** Connected with the identity API's 10 000-character name and an overriding symbol, beside the page's own text. */
export const HostileIdentity: Story = {
  tags: ['mobile'],
  loaders: [() => connectAccount({ profileName: hostileIdentityName, balanceSymbol: hostileTexts.rtl })],
  render: () =>
    html`<div style="display:flex;flex-wrap:wrap;align-items:center;gap:8px">
      <span>Before the button</span><w3m-button></w3m-button><span>after it</span>
    </div>`
}
