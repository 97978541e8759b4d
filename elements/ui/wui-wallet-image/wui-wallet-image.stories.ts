import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WALLET_IMAGE, hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-wallet-image.js'

const SIZES = ['xs', 'sm', 'md', 'lg'] as const

const meta: Meta = {
  title: 'UI/wui-wallet-image',
  component: 'wui-wallet-image',
  args: { imageSrc: WALLET_IMAGE, name: 'Aurora Wallet', size: 'lg' },
  render: args => html`<wui-wallet-image .imageSrc=${args.imageSrc} .name=${args.name} size=${args.size}></wui-wallet-image>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Loaded: Story = {}

export const SizesAndFallback: Story = {
  render: () =>
    html`<div style="display:flex;gap:12px;align-items:end">
      ${SIZES.map(size => html`<wui-wallet-image .imageSrc=${WALLET_IMAGE} name="Aurora Wallet" size=${size}></wui-wallet-image>`)}
      ${SIZES.map(size => html`<wui-wallet-image imageSrc="" .name=${hostileTexts.markup} size=${size}></wui-wallet-image>`)}
    </div>`
}
