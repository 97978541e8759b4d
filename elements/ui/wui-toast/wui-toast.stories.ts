import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-toast.js'

const VARIANTS = ['success', 'error', 'loading'] as const

const meta: Meta = {
  title: 'UI/wui-toast',
  component: 'wui-toast',
  args: { message: 'Address copied', variant: 'success', open: true },
  argTypes: { variant: { control: 'inline-radio', options: VARIANTS } },
  render: args => html`<div style="position:relative;min-height:64px"><wui-toast .message=${args.message} variant=${args.variant} ?open=${args.open}></wui-toast></div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Success: Story = {}
export const Info: Story = { args: { variant: 'info', message: 'This application might not support Smart Accounts' } }
export const Error: Story = { args: { variant: 'error', message: 'Connection declined' } }
export const Loading: Story = { args: { variant: 'loading', message: 'Switching network' } }

export const HostileText: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:64px">
      ${Object.values(hostileTexts).map(text => html`<div style="position:relative;min-height:64px"><wui-toast open variant="error" .message=${text}></wui-toast></div>`)}
    </div>`
}
