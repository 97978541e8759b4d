import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import './wui-otp.js'

const meta: Meta = {
  title: 'UI/wui-otp',
  component: 'wui-otp',
  args: { label: 'Login code', value: '', disabled: false, invalid: false },
  render: args => html`<wui-otp .label=${args.label} .value=${args.value} ?disabled=${args.disabled} ?invalid=${args.invalid}></wui-otp>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Empty: Story = {}
export const PartlyTyped: Story = { args: { value: '482' } }
export const Complete: Story = { args: { value: '482913' } }
export const Invalid: Story = { args: { value: '', invalid: true } }
export const Disabled: Story = { args: { value: '482913', disabled: true } }
