import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-input-text.js'

const meta: Meta = {
  title: 'UI/wui-input-text',
  component: 'wui-input-text',
  args: { label: 'Search wallet', placeholder: 'Search wallet', value: '', icon: 'search', errorMessage: '', disabled: false },
  render: args =>
    html`<div style="max-width:360px">
      <wui-input-text
        .label=${args.label}
        .placeholder=${args.placeholder}
        .value=${args.value}
        icon=${args.icon}
        .errorMessage=${args.errorMessage}
        ?disabled=${args.disabled}
      ></wui-input-text>
    </div>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Empty: Story = {}
export const Filled: Story = { args: { value: 'Aurora' } }
export const WithError: Story = { args: { value: 'not-an-email', label: 'Email', icon: undefined, errorMessage: 'Enter a valid email address' } }
export const Disabled: Story = { args: { disabled: true, value: 'Aurora' } }

export const HostileText: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:12px;max-width:360px">
      ${Object.values(hostileTexts).map(text => html`<wui-input-text label="Search wallet" .value=${text} .errorMessage=${text}></wui-input-text>`)}
    </div>`
}
