import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import './wui-shimmer.js'

const meta: Meta = {
  title: 'UI/wui-shimmer',
  component: 'wui-shimmer',
  args: { width: '200px', height: '24px', borderRadius: '8px' },
  render: args => html`<wui-shimmer width=${args.width} height=${args.height} borderRadius=${args.borderRadius}></wui-shimmer>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const Shapes: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:12px;justify-items:start">
      <wui-shimmer width="280px" height="56px" borderRadius="16px"></wui-shimmer>
      <wui-shimmer width="56px" height="56px" borderRadius="50%"></wui-shimmer>
      <wui-shimmer width="120px" height="24px" aria-label="Loading balance"></wui-shimmer>
    </div>`
}
