import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WALLET_IMAGE, hostileTexts, walletImageUrl } from '../../../.storybook/gallery-fixtures.js'
import './wui-list-wallet.js'

const meta: Meta = {
  title: 'UI/wui-list-wallet',
  component: 'wui-list-wallet',
  args: { name: 'Aurora Wallet', imageSrc: WALLET_IMAGE, tagLabel: 'installed', tagVariant: 'success', disabled: false },
  render: args =>
    html`<div style="max-width:360px">
      <wui-list-wallet .name=${args.name} .imageSrc=${args.imageSrc} .tagLabel=${args.tagLabel} tagVariant=${args.tagVariant} ?disabled=${args.disabled}></wui-list-wallet>
    </div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const Rows: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:360px">
      <wui-list-wallet name="Aurora Wallet" .imageSrc=${WALLET_IMAGE} tagLabel="installed" tagVariant="success"></wui-list-wallet>
      <wui-list-wallet name="Beacon" .imageSrc=${walletImageUrl('wallet-orange.svg')} tagLabel="recent" tagVariant="main"></wui-list-wallet>
      <wui-list-wallet name="Cobalt Vault" .imageSrc=${walletImageUrl('wallet-green.svg')}></wui-list-wallet>
      <wui-list-wallet name="No logo" imageSrc=""></wui-list-wallet>
      <wui-list-wallet name="Disabled" .imageSrc=${walletImageUrl('wallet-pink.svg')} disabled></wui-list-wallet>
      <wui-list-wallet name="All wallets" showAllWallets tagLabel="630+" tagVariant="shade"></wui-list-wallet>
    </div>`
}

export const HostileText: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:360px">
      ${Object.values(hostileTexts).map(text => html`<wui-list-wallet .name=${text} .imageSrc=${WALLET_IMAGE} .tagLabel=${text}></wui-list-wallet>`)}
    </div>`
}

/** The family badge: which chain families a wallet row connects (text, not colour). */
export const FamilyBadges: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:360px">
      <wui-list-wallet name="Aurora Wallet" .imageSrc=${WALLET_IMAGE} .families=${['EVM', 'Solana', 'Bitcoin']} tagLabel="installed" tagVariant="success"></wui-list-wallet>
      <wui-list-wallet name="Beacon" .imageSrc=${walletImageUrl('wallet-orange.svg')} .families=${['Solana']} tagLabel="installed" tagVariant="success"></wui-list-wallet>
      <wui-list-wallet name="Cobalt Vault" .imageSrc=${walletImageUrl('wallet-green.svg')} .families=${['EVM', 'Bitcoin']}></wui-list-wallet>
      <wui-list-wallet name=${hostileTexts.long} .imageSrc=${WALLET_IMAGE} .families=${['EVM', 'Solana', 'Bitcoin']}></wui-list-wallet>
    </div>`
}
