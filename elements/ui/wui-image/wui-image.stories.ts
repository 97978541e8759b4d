import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WALLET_IMAGE, hostileTexts, imageUrl } from '../../../.storybook/gallery-fixtures.js'
import type { IconSize } from '../ui.styles.js'
import '../wui-icon/wui-icon.js'
import './wui-image.js'

const SIZES: IconSize[] = ['xs', 'sm', 'md', 'mdl', 'lg', 'xl']

const meta: Meta = {
  title: 'UI/wui-image',
  component: 'wui-image',
  args: { src: WALLET_IMAGE, alt: 'Aurora Wallet', size: 'xl' },
  render: args => html`<wui-image .src=${args.src} alt=${args.alt} size=${args.size}></wui-image>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Loaded: Story = {}

export const Sizes: Story = {
  render: () => html`<div style="display:flex;gap:12px;align-items:end">${SIZES.map(size => html`<wui-image .src=${WALLET_IMAGE} alt="" size=${size}></wui-image>`)}</div>`
}

/** A missing file, an unsafe scheme and no source all show the fallback. */
export const Fallbacks: Story = {
  render: () =>
    html`<div style="display:flex;gap:12px">
      <wui-image .src=${imageUrl('missing.svg')} alt="Missing" size="xl"></wui-image>
      <wui-image .src=${'javascript:alert(1)'} alt="Unsafe" size="xl" fallback-icon="network-placeholder"></wui-image>
      <wui-image src="" .alt=${hostileTexts.markup} size="xl"><wui-icon slot="fallback" name="wallet" size="lg"></wui-icon></wui-image>
    </div>`
}
