import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-separator.js'

const meta: Meta = {
  title: 'UI/wui-separator',
  component: 'wui-separator',
  args: { text: 'or' },
  render: args => html`<div style="max-width:360px"><wui-separator text=${args.text}></wui-separator></div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const WithText: Story = {}

export const Plain: Story = { args: { text: '' } }

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:12px;max-width:360px">${Object.values(hostileTexts).map(text => html`<wui-separator .text=${text}></wui-separator>`)}</div>`
}
