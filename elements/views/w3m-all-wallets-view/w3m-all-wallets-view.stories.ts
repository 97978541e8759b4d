import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import type { DirectoryAnswer } from '../../../.storybook/directory.js'
import { directoryWallets, hostileDirectoryWallets, untilDirectorySettled, untilShown, useGalleryOptions, walletImageUrl } from '../../../.storybook/gallery-fixtures.js'
import { addRecentWallet } from '../../../controllers/wallets/connectors.js'
import { searchWallets } from '../../../controllers/wallets/directory.js'
import './w3m-all-wallets-view.js'

const meta: Meta = {
  title: 'Views/w3m-all-wallets-view',
  component: 'w3m-all-wallets-view',
  tags: ['mobile'],
  parameters: { layoutCard: true, directory: { kind: 'wallets', wallets: directoryWallets(12), count: 12 } satisfies DirectoryAnswer },
  loaders: [() => useGalleryOptions()],
  render: () => html`<w3m-all-wallets-view></w3m-all-wallets-view>`,
  play: untilDirectorySettled
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Default: Story = {}

/** A recent wallet first, then featured ones, then the pages. */
export const RecentAndFeatured: Story = {
  loaders: [
    () => {
      useGalleryOptions({ featuredWalletIds: ['wallet-7', 'wallet-3'] })
      addRecentWallet({ id: 'recent', name: 'Recently Used', imageUrl: walletImageUrl('wallet-pink.svg') })
    }
  ]
}

export const ManyRows: Story = {
  parameters: { directory: { kind: 'wallets', wallets: directoryWallets(200), count: 633 } satisfies DirectoryAnswer }
}

export const Loading: Story = {
  parameters: { directory: { kind: 'pending' } satisfies DirectoryAnswer },
  play: () => undefined
}

export const DirectoryError: Story = {
  parameters: { directory: { kind: 'error', status: 400 } satisfies DirectoryAnswer },
  play: async ({ canvasElement }) => untilShown(canvasElement, '[data-testid="all-wallets-retry"]')
}

export const Empty: Story = {
  parameters: { directory: { kind: 'wallets', wallets: [] } satisfies DirectoryAnswer }
}

export const LongAndHostileNames: Story = {
  parameters: { directory: { kind: 'wallets', wallets: hostileDirectoryWallets } satisfies DirectoryAnswer }
}

export const SearchResults: Story = {
  play: async context => {
    await untilDirectorySettled()
    await searchWallets('Aurora')
    await untilShown(context.canvasElement, '[data-testid="wallet-selector-wallet-0"]')
  }
}

export const SearchWithoutResults: Story = {
  play: async ({ canvasElement }) => {
    await untilDirectorySettled()
    await searchWallets('No such wallet')
    await untilShown(canvasElement, '[role="status"]')
  }
}
