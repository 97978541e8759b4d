import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import '../wui-icon/wui-icon.js'
import './wui-link.js'

const COLORS = ['accent-100', 'fg-200', 'error-100'] as const

const meta: Meta = {
  title: 'UI/wui-link',
  component: 'wui-link',
  args: { text: 'Terms of Service', color: 'accent-100', disabled: false },
  argTypes: { color: { control: 'inline-radio', options: COLORS } },
  render: args => html`<wui-link href="https://example.invalid/terms" target="_blank" color=${args.color} ?disabled=${args.disabled}>${args.text}</wui-link>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const ColorsAndStates: Story = {
  render: () =>
    html`<div style="display:flex;gap:16px;flex-wrap:wrap;align-items:center">
      ${COLORS.map(color => html`<wui-link href="https://example.invalid" color=${color}>${color}</wui-link>`)}
      <wui-link href="https://example.invalid" disabled>Disabled</wui-link>
      <wui-link>A button, no href</wui-link>
      <wui-link href="https://example.invalid"><wui-icon slot="iconLeft" name="copy" size="xs" color="inherit"></wui-icon>Copy link</wui-link>
      <wui-link href="https://example.invalid">Open<wui-icon slot="iconRight" name="external-link" size="xs" color="inherit"></wui-icon></wui-link>
    </div>`
}

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:320px;justify-items:start">${Object.values(hostileTexts).map(text => html`<wui-link>${text}</wui-link>`)}</div>`
}
