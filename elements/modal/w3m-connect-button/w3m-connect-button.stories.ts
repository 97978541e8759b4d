import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { openModal } from '../../../controllers/modal/modal.js'
import './w3m-connect-button.js'

const meta: Meta = {
  title: 'Modal/w3m-connect-button',
  component: 'w3m-connect-button',
  args: { size: 'md', label: 'Connect Wallet', loadingLabel: 'Connecting...', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] } },
  loaders: [() => useGalleryOptions()],
  render: args => html`<w3m-connect-button size=${args.size} .label=${args.label} .loadingLabel=${args.loadingLabel} ?disabled=${args.disabled}></w3m-connect-button>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Idle: Story = {}
export const Small: Story = { args: { size: 'sm' } }
export const Disabled: Story = { args: { disabled: true } }
export const ModalOpen: Story = { loaders: [() => openModal()] }
export const HostileLabel: Story = { args: { label: hostileTexts.markup } }
export const LongLabel: Story = { args: { label: hostileTexts.long } }
