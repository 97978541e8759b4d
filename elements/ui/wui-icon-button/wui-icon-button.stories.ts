import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import './wui-icon-button.js'

const VARIANTS = ['neutral', 'shade', 'accent', 'main'] as const
const SIZES = ['xs', 'sm', 'md', 'lg'] as const

const meta: Meta = {
  title: 'UI/wui-icon-button',
  component: 'wui-icon-button',
  args: { icon: 'close', label: 'Close', size: 'md', variant: 'neutral', disabled: false },
  render: args =>
    html`<wui-icon-button icon=${args.icon} label=${args.label} size=${args.size} variant=${args.variant} ?disabled=${args.disabled}></wui-icon-button>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const VariantsAndSizes: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:repeat(4,max-content);gap:12px;align-items:center">
      ${VARIANTS.flatMap(variant => SIZES.map(size => html`<wui-icon-button icon="copy" label=${`Copy (${variant} ${size})`} variant=${variant} size=${size}></wui-icon-button>`))}
    </div>`
}

export const Disabled: Story = {
  render: () => html`<div style="display:flex;gap:12px">${VARIANTS.map(variant => html`<wui-icon-button icon="close" label="Close" variant=${variant} disabled></wui-icon-button>`)}</div>`
}

/** The label is the accessible name: hostile text must stay text. */
export const HostileLabel: Story = {
  render: () => html`<div style="display:flex;gap:12px">${Object.values(hostileTexts).map(text => html`<wui-icon-button icon="more" label=${text}></wui-icon-button>`)}</div>`
}
