import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import type { IconSize } from '../ui.styles.js'
import './wui-spinner.js'

const SIZES: IconSize[] = ['xs', 'sm', 'md', 'mdl', 'lg', 'xl']

const meta: Meta = {
  title: 'UI/wui-spinner',
  component: 'wui-spinner',
  args: { size: 'lg', label: 'Loading' },
  render: args => html`<wui-spinner size=${args.size} label=${args.label}></wui-spinner>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const SizesAndColors: Story = {
  render: () =>
    html`<div style="display:flex;gap:12px;align-items:center">
      ${SIZES.map(size => html`<wui-spinner size=${size} label=${`Loading (${size})`}></wui-spinner>`)}
      <wui-spinner size="lg" color="error-100" label="Loading (error colour)"></wui-spinner>
      <wui-spinner size="lg" color="fg-200" label="Loading (muted)"></wui-spinner>
    </div>`
}
