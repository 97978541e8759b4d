import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { NETWORK_IMAGE, hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-network-image.js'

const SIZES = ['xs', 'sm', 'md', 'lg'] as const

const meta: Meta = {
  title: 'UI/wui-network-image',
  component: 'wui-network-image',
  args: { imageSrc: NETWORK_IMAGE, name: 'Ethereum', size: 'lg' },
  render: args => html`<wui-network-image .imageSrc=${args.imageSrc} .name=${args.name} size=${args.size}></wui-network-image>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Loaded: Story = {}

export const SizesAndFallback: Story = {
  render: () =>
    html`<div style="display:flex;gap:12px;align-items:end">
      ${SIZES.map(size => html`<wui-network-image .imageSrc=${NETWORK_IMAGE} name="Ethereum" size=${size}></wui-network-image>`)}
      ${SIZES.map(size => html`<wui-network-image imageSrc="" .name=${hostileTexts.markup} size=${size}></wui-network-image>`)}
    </div>`
}
