import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import type { ColorToken } from '../ui.styles.js'
import './wui-text.js'
import type { TextSize } from './wui-text.js'

const SIZES: TextSize[] = ['micro', 'tiny', 'small', 'paragraph', 'medium', 'large', 'title-6', 'medium-title', '2xl']
const WEIGHTS = ['400', '500', '600', '700'] as const
const COLORS: ColorToken[] = ['fg-100', 'fg-150', 'fg-200', 'fg-300', 'accent-100', 'error-100', 'success-100', 'warning-100']

const meta: Meta = {
  title: 'UI/wui-text',
  component: 'wui-text',
  args: { variant: 'paragraph-500', color: 'fg-100', text: 'Connect your wallet' },
  render: args => html`<wui-text variant=${args.variant} color=${args.color}>${args.text}</wui-text>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Playground: Story = {}

export const Variants: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:4px">
      ${SIZES.map(size => html`<div style="display:flex;gap:16px">${WEIGHTS.map(weight => html`<wui-text variant=${`${size}-${weight}`}>${size} ${weight}</wui-text>`)}</div>`)}
    </div>`
}

export const Colors: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:4px">${COLORS.map(color => html`<wui-text variant="paragraph-500" color=${color}>${color}</wui-text>`)}</div>`
}

export const AlignedAndClamped: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:320px">
      <wui-text align="left">Aligned left</wui-text>
      <wui-text align="center">Aligned centre</wui-text>
      <wui-text align="right">Aligned right</wui-text>
      <wui-text line-clamp="2">${'A long sentence that goes on and on so that it needs more than two lines to be read in full, and is clamped. '.repeat(3)}</wui-text>
    </div>`
}

export const HostileText: Story = {
  render: () => html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:8px;max-width:320px">${Object.values(hostileTexts).map(text => html`<wui-text line-clamp="2">${text}</wui-text>`)}</div>`
}
