import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-tag.js'
import type { TagVariant } from './wui-tag.js'

const VARIANTS: TagVariant[] = ['main', 'shade', 'success', 'error', 'warning']

const meta: Meta = {
  title: 'UI/wui-tag',
  component: 'wui-tag',
  args: { variant: 'main', text: 'installed' },
  argTypes: { variant: { control: 'select', options: VARIANTS } },
  render: args => html`<wui-tag variant=${args.variant}>${args.text}</wui-tag>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const Variants: Story = {
  render: () => html`<div style="display:flex;gap:8px">${VARIANTS.map(variant => html`<wui-tag variant=${variant}>${variant}</wui-tag>`)}</div>`
}

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:320px;justify-items:start">${Object.values(hostileTexts).map(text => html`<wui-tag>${text}</wui-tag>`)}</div>`
}
