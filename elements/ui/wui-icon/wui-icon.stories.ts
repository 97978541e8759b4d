import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import type { ColorToken, IconSize } from '../ui.styles.js'
import { iconNames } from './icon-loaders.js'
import './wui-icon.js'

const SIZES: IconSize[] = ['xxs', 'xs', 'sm', 'md', 'mdl', 'lg', 'xl']
const COLORS: ColorToken[] = ['fg-100', 'fg-200', 'fg-300', 'accent-100', 'error-100', 'success-100', 'warning-100']

const meta: Meta = {
  title: 'UI/wui-icon',
  component: 'wui-icon',
  args: { name: 'wallet', size: 'md', color: 'fg-100' },
  argTypes: { name: { control: 'select', options: iconNames }, size: { control: 'select', options: SIZES } },
  render: args => html`<wui-icon name=${args.name} size=${args.size} color=${args.color}></wui-icon>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const AllIcons: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:12px">
      ${iconNames.map(
        name => html`<div style="display:flex;gap:8px;align-items:center;font-size:12px">
          <wui-icon name=${name} size="md"></wui-icon><span>${name}</span>
        </div>`
      )}
    </div>`
}

export const SizesAndColors: Story = {
  render: () =>
    html`<div style="display:flex;gap:12px;align-items:end">${SIZES.map(size => html`<wui-icon name="wallet" size=${size}></wui-icon>`)}</div>
      <div style="display:flex;gap:12px;margin-top:12px">${COLORS.map(color => html`<wui-icon name="checkmark" size="lg" color=${color}></wui-icon>`)}</div>`
}
