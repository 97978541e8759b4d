import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { ADDRESS, hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-address.js'

const meta: Meta = {
  title: 'UI/wui-address',
  component: 'wui-address',
  args: { address: ADDRESS, full: false, leading: 4, trailing: 6 },
  render: args => html`<wui-address address=${args.address} ?full=${args.full} leading=${args.leading} trailing=${args.trailing}></wui-address>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Truncated: Story = {}

export const Full: Story = { args: { full: true } }

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:320px">${Object.values(hostileTexts).map(text => html`<wui-address .address=${text}></wui-address>`)}</div>`
}
