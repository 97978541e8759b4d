import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { WALLET_IMAGE, WC_URI, hostileTexts, untilShown } from '../../../.storybook/gallery-fixtures.js'
import { $options } from '../../../controllers/config/options.js'
import { resetView, type WalletChoice } from '../../../controllers/modal/router.js'
import { $walletConnect } from '../../../controllers/walletconnect/actions.js'
import './w3m-connecting-wc-view.js'

const WALLET: WalletChoice = {
  id: 'wallet-0',
  name: 'Aurora Wallet',
  imageUrl: WALLET_IMAGE,
  mobileLink: 'gallerywallet://',
  appStore: 'https://apps.apple.com/app/gallery-wallet/id1',
  playStore: 'https://play.google.com/store/apps/details?id=gallery.wallet'
}

/**
 * The pairing never reaches a relay here: without a project (no options) it fails at once, before
 * the WalletConnect SDK loads; the story then puts the store in the state it shows.
 */
function pairingShows(state: 'qr' | 'loading' | 'error') {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await untilShown(canvasElement, '[data-testid="connect-error"]')
    if (state === 'qr') $walletConnect.set({ wcUri: WC_URI, wcPairingExpiry: Date.now() + 3_600_000, buffering: false })
    if (state === 'loading') $walletConnect.set({ buffering: true })
    if (state === 'qr') await untilShown(canvasElement, '[data-testid="wui-qr-code"]')
    if (state === 'loading') await untilShown(canvasElement, 'wui-shimmer')
  }
}

const forWallet = (wallet: WalletChoice | undefined) => () => {
  $options.set(undefined)
  resetView('ConnectingWalletConnect', wallet ? { wallet } : {})
}

const meta: Meta = {
  title: 'Views/w3m-connecting-wc-view',
  component: 'w3m-connecting-wc-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  loaders: [forWallet(WALLET)],
  render: () => html`<w3m-connecting-wc-view></w3m-connecting-wc-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** On a phone (coarse pointer, narrow) the "Open" button shows above the code. */
export const QrCode: Story = { play: pairingShows('qr') }
export const AnyWallet: Story = { loaders: [forWallet(undefined)], play: pairingShows('qr') }
export const Loading: Story = { play: pairingShows('loading') }
export const PairingFailed: Story = { play: pairingShows('error') }
export const HostileWalletName: Story = { loaders: [forWallet({ ...WALLET, name: hostileTexts.markup })], play: pairingShows('qr') }
