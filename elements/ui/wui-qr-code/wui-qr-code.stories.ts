import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WALLET_IMAGE, WC_URI, hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-qr-code.js'

const meta: Meta = {
  title: 'UI/wui-qr-code',
  component: 'wui-qr-code',
  args: { uri: WC_URI, imageSrc: '', alt: 'QR code to connect with WalletConnect' },
  render: args => html`<div style="width:280px"><wui-qr-code .uri=${args.uri} .imageSrc=${args.imageSrc} .alt=${args.alt}></wui-qr-code></div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const WalletConnectLogo: Story = {}
export const WalletLogo: Story = { args: { imageSrc: WALLET_IMAGE, alt: 'QR code to connect Aurora Wallet' } }
export const HostileAlt: Story = { args: { alt: hostileTexts.markup } }
