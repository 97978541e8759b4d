import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts } from '../../../.storybook/gallery-fixtures.js'
import '../wui-icon/wui-icon.js'
import './wui-button.js'
import type { ButtonVariant } from './wui-button.js'

const VARIANTS: ButtonVariant[] = ['main', 'accent', 'neutral', 'shade', 'accent-error', 'link']
const SIZES = ['sm', 'md', 'lg'] as const

interface Args {
  variant: ButtonVariant
  size: (typeof SIZES)[number]
  disabled: boolean
  loading: boolean
  fullWidth: boolean
  label: string
}

const meta: Meta<Args> = {
  title: 'UI/wui-button',
  component: 'wui-button',
  args: { variant: 'main', size: 'md', disabled: false, loading: false, fullWidth: false, label: 'Connect' },
  argTypes: { variant: { control: 'select', options: VARIANTS }, size: { control: 'inline-radio', options: SIZES } },
  render: ({ variant, size, disabled, loading, fullWidth, label }) =>
    html`<wui-button variant=${variant} size=${size} ?disabled=${disabled} ?loading=${loading} ?full-width=${fullWidth}>${label}</wui-button>`
}
export { meta as default }
type Story = StoryObj<Args>

export const Playground: Story = {}

export const VariantsAndSizes: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:repeat(3,max-content);gap:12px;align-items:center">
      ${VARIANTS.flatMap(variant => SIZES.map(size => html`<wui-button variant=${variant} size=${size}>${variant} ${size}</wui-button>`))}
    </div>`
}

export const DisabledAndLoading: Story = {
  render: () =>
    html`<div style="display:flex;flex-wrap:wrap;gap:12px">
      ${VARIANTS.map(variant => html`<wui-button variant=${variant} disabled>Disabled</wui-button>`)}
      ${VARIANTS.map(variant => html`<wui-button variant=${variant} loading>Loading</wui-button>`)}
    </div>`
}

export const WithIcons: Story = {
  render: () =>
    html`<wui-button variant="accent"
      ><wui-icon slot="iconLeft" name="wallet" size="sm" color="inherit"></wui-icon>Open wallet<wui-icon
        slot="iconRight"
        name="chevron-right"
        size="sm"
        color="inherit"
      ></wui-icon
    ></wui-button>`
}

export const FullWidth: Story = { args: { fullWidth: true, label: 'Full width' } }

export const HostileText: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:minmax(0,1fr);gap:12px;max-width:320px">
      ${Object.values(hostileTexts).map(text => html`<wui-button>${text}</wui-button>`)}
    </div>`
}
