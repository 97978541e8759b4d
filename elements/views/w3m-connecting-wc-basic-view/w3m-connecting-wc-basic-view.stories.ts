import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WC_URI, announcedConnector, hostileTexts, untilShown, walletConnectConnector, walletImageUrl } from '../../../.storybook/gallery-fixtures.js'
import { addConnector, addRecentWallet } from '../../../controllers/wallets/connectors.js'
import { $walletConnect } from '../../../controllers/walletconnect/actions.js'
import './w3m-connecting-wc-basic-view.js'

/** Without a project the pairing fails before any SDK or relay; the story then shows a live code. */
async function qrShows({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await untilShown(canvasElement, '[data-testid="connect-error"]')
  $walletConnect.set({ wcUri: WC_URI, wcPairingExpiry: Date.now() + 3_600_000, buffering: false })
  await untilShown(canvasElement, '[data-testid="wui-qr-code"]')
}

const meta: Meta = {
  title: 'Views/w3m-connecting-wc-basic-view',
  component: 'w3m-connecting-wc-basic-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-connecting-wc-basic-view></w3m-connecting-wc-basic-view>`,
  play: qrShows
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const NoWallets: Story = {}

export const WithWallets: Story = {
  loaders: [
    () => {
      addConnector(walletConnectConnector)
      addRecentWallet({ id: 'wallet-5', name: 'Fjord', imageUrl: walletImageUrl('wallet-teal.svg') })
      for (let i = 0; i < 5; i++) addConnector(announcedConnector(i))
    }
  ]
}

export const HostileNames: Story = {
  loaders: [() => Object.values(hostileTexts).forEach((name, i) => addConnector(announcedConnector(i, { name })))]
}

export const PairingFailed: Story = {
  play: async ({ canvasElement }) => untilShown(canvasElement, '[data-testid="connect-error"]')
}
