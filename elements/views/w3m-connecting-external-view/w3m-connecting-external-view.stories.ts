import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { announcedConnector, hostileTexts, untilShown, useGalleryOptions, walletProvider, type WalletBehaviour } from '../../../.storybook/gallery-fixtures.js'
import { resetView } from '../../../controllers/modal/router.js'
import './w3m-connecting-external-view.js'

/** The browser wallet stands in for an extension the gallery cannot have: it waits, declines or fails. */
function connectingTo(behaviour: WalletBehaviour, name?: string, message?: string) {
  return () => {
    useGalleryOptions()
    resetView('ConnectingExternal', { connector: announcedConnector(0, { provider: walletProvider(behaviour, message), ...(name ? { name } : {}) }) })
  }
}

const untilFailureShows: Story['play'] = async ({ canvasElement }) => untilShown(canvasElement, '[data-testid="connect-error"]')

const meta: Meta = {
  title: 'Views/w3m-connecting-external-view',
  component: 'w3m-connecting-external-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-connecting-external-view></w3m-connecting-external-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Waiting: Story = { loaders: [connectingTo('waits')] }

export const Declined: Story = { loaders: [connectingTo('declines')], play: untilFailureShows }

export const Failed: Story = { loaders: [connectingTo('fails', undefined, 'The wallet is locked: unlock it and try again')], play: untilFailureShows }

export const HostileNameAndError: Story = { loaders: [connectingTo('fails', hostileTexts.markup, hostileTexts.long)], play: untilFailureShows }

export const NoWalletChosen: Story = { loaders: [() => useGalleryOptions()] }
