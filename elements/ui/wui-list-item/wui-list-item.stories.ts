import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { NETWORK_IMAGE, hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import '../wui-text/wui-text.js'
import './wui-list-item.js'

const meta: Meta = {
  title: 'UI/wui-list-item',
  component: 'wui-list-item',
  args: { label: 'Disconnect', icon: 'disconnect', chevron: false, loading: false, disabled: false, current: false },
  render: args =>
    html`<div style="max-width:360px">
      <wui-list-item icon=${args.icon} ?chevron=${args.chevron} ?loading=${args.loading} ?disabled=${args.disabled} ?current=${args.current}
        >${args.label}</wui-list-item
      >
    </div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const States: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:360px">
      <wui-list-item icon="disconnect">Icon</wui-list-item>
      <wui-list-item variant="image" .imageSrc=${NETWORK_IMAGE} chevron>Image with chevron</wui-list-item>
      <wui-list-item variant="image" .imageSrc=${NETWORK_IMAGE} current>Current</wui-list-item>
      <wui-list-item variant="image" .imageSrc=${NETWORK_IMAGE} loading>Loading</wui-list-item>
      <wui-list-item icon="wallet" disabled>Disabled</wui-list-item>
      <wui-list-item variant="image" imageSrc="">Missing image</wui-list-item>
      <wui-list-item icon="wallet" chevron>Trailing<wui-text slot="trailing" variant="small-400" color="fg-200">1.2345 ETH</wui-text></wui-list-item>
    </div>`
}

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:360px">${Object.values(hostileTexts).map(text => html`<wui-list-item icon="wallet" chevron>${text}</wui-list-item>`)}</div>`
}
