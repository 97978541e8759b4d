import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-alertbar.js'

const VARIANTS = ['info', 'success', 'warning', 'error'] as const

const meta: Meta = {
  title: 'UI/wui-alertbar',
  component: 'wui-alertbar',
  args: { message: 'Project ID Not Configured', variant: 'error' },
  argTypes: { variant: { control: 'inline-radio', options: VARIANTS } },
  render: args => html`<div style="max-width:420px"><wui-alertbar .message=${args.message} variant=${args.variant}></wui-alertbar></div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const Variants: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:420px">${VARIANTS.map(variant => html`<wui-alertbar variant=${variant} .message=${`An ${variant} message`}></wui-alertbar>`)}</div>`
}

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:420px">${Object.values(hostileTexts).map(text => html`<wui-alertbar variant="warning" .message=${text}></wui-alertbar>`)}</div>`
}
