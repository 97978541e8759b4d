import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-register-account-name-success-view.js'

const meta: Meta = {
  title: 'Views/w3m-register-account-name-success-view',
  component: 'w3m-register-account-name-success-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-register-account-name-success-view></w3m-register-account-name-success-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Registered: Story = {
  loaders: [
    () => {
      useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })
      connectAccount({ connectorId: 'auth', profileName: 'alice.reown.id' })
    }
  ]
}

export const LongName: Story = {
  loaders: [
    () => {
      useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })
      connectAccount({ connectorId: 'auth', profileName: `${'a'.repeat(63)}.reown.id` })
    }
  ]
}
