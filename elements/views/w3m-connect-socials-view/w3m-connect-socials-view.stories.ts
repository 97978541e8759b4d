import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import './w3m-connect-socials-view.js'

const meta: Meta = {
  title: 'Views/w3m-connect-socials-view',
  component: 'w3m-connect-socials-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-connect-socials-view></w3m-connect-socials-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** Every provider of the behaviour §9 default list (farcaster's row leads to its own view). */
export const AllSocials: Story = {
  loaders: [() => useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })]
}

/** The site's own order. */
export const SiteOrder: Story = {
  loaders: [() => useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid', features: { socials: ['facebook', 'apple', 'github'] } })]
}
