import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { ADDRESS, PROFILE_IMAGE } from '../../../.storybook/gallery-fixtures.js'
import './wui-avatar.js'

const SIZES = ['xs', 'sm', 'md', 'lg'] as const

const meta: Meta = {
  title: 'UI/wui-avatar',
  component: 'wui-avatar',
  args: { address: ADDRESS, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: SIZES } },
  render: args => html`<wui-avatar address=${args.address} size=${args.size} alt="Account avatar"></wui-avatar>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** No profile image: a gradient drawn from the address. */
export const Gradient: Story = {}

export const Sizes: Story = {
  render: () =>
    html`<div style="display:flex;gap:12px;align-items:center">
      ${SIZES.map(size => html`<wui-avatar address=${ADDRESS} size=${size} alt=""></wui-avatar>`)}
      ${SIZES.map(size => html`<wui-avatar address=${ADDRESS} size=${size} .imageSrc=${PROFILE_IMAGE} alt="Profile picture"></wui-avatar>`)}
    </div>`
}

export const BrokenImage: Story = {
  render: () => html`<wui-avatar address=${ADDRESS} size="lg" .imageSrc=${'javascript:alert(1)'} alt="Profile picture"></wui-avatar>`
}
