import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WALLET_IMAGE } from '../../../.storybook/gallery-fixtures.js'
import '../wui-wallet-image/wui-wallet-image.js'
import './wui-loading-thumbnail.js'

const meta: Meta = {
  title: 'UI/wui-loading-thumbnail',
  component: 'wui-loading-thumbnail',
  render: () =>
    html`<wui-loading-thumbnail><wui-wallet-image size="lg" .imageSrc=${WALLET_IMAGE} name="Aurora Wallet"></wui-wallet-image></wui-loading-thumbnail>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const AroundAWallet: Story = {}
