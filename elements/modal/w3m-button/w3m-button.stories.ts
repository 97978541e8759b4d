import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { PROFILE_IMAGE, connectAccount, hostileIdentityName, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { openModal } from '../../../controllers/modal/modal.js'
import '../buttons.js'

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

/**
 * A site's own look through the public styling API only (docs/theming.md): global knobs, the pill's
 * height knob and CSS parts. The page's stylesheet, not the kit's, sets every rule here.
 */
export const StyledThroughParts: Story = {
  loaders: [() => connectAccount()],
  render: () =>
    html`<style>
        .site-theme {
          --w3m-accent: #0f766e;
          --w3m-border-radius-master: 2px;
          --w3m-button-height: 48px;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 12px;
        }
        .site-theme ::part(label) {
          letter-spacing: 0.04em;
        }
        .site-theme w3m-connect-button::part(button) {
          box-shadow: 0 3px 0 #134e4a;
        }
        .site-theme w3m-account-button::part(balance) {
          font-weight: 700;
        }
        .site-theme w3m-account-button::part(avatar) {
          border-radius: 50%;
          outline: 2px solid #0f766e;
          outline-offset: 1px;
        }
      </style>
      <div class="site-theme">
        <w3m-connect-button label="Sign in"></w3m-connect-button>
        <w3m-account-button></w3m-account-button>
        <w3m-network-button></w3m-network-button>
      </div>`
}
