import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { PROFILE_IMAGE, connectAccount, connectBitcoinAccount, connectSolanaAccount, galleryBitcoin, gallerySolana, galleryNetworks, hostileNetwork, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { setUnsupportedChain } from '../../../controllers/networks/store.js'
import type { AppKitOptions } from '../../../types/public.js'
import { answerApiWith, GALLERY_API_URL, galleryHistory, gallerySolanaTokens, galleryTokens, type ApiAnswers } from '../../../.storybook/blockchain-api.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { AUTH_CONNECTOR_ID } from '../../../controllers/wallets/connectors.js'
import { GALLERY_EMAIL } from '../../../.storybook/embedded-wallet-fixtures.js'
// The router's view table says which feature views exist.
import '../../modal/w3m-router/views.js'
import './w3m-account-view.js'

const meta: Meta = {
  title: 'Views/w3m-account-view',
  component: 'w3m-account-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-account-view></w3m-account-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

/** Gallery options whose blockchain API is answered in the page by this story's fixtures. */
function useHomeOptions(answers: Partial<ApiAnswers> = { balances: galleryTokens }, options: Partial<AppKitOptions> = {}): void {
  answerApiWith(answers)
  useGalleryOptions({ apiUrl: GALLERY_API_URL, ...options })
}

const activity = (answers: Partial<ApiAnswers>): Story => ({
  render: () => html`<w3m-account-view tab="activity"></w3m-account-view>`,
  loaders: [
    () => {
      useHomeOptions({ balances: galleryTokens, ...answers })
      connectAccount()
    }
  ]
})

export const Connected: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount()
    }
  ]
}

export const BalanceLoading: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ balance: undefined, balanceLoading: true })
    }
  ]
}

/** The node could not give the native balance, after its retries: the figure's place says so (issue 24). */
export const BalanceUnavailable: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ balance: undefined, balanceLoading: false, balanceUnavailable: true })
    }
  ]
}

export const ProfileNameAndImage: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ profileName: 'vitalik.eth', profileImage: PROFILE_IMAGE, balance: '10000.0' }, galleryNetworks[1])
    }
  ]
}

export const HostileNames: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: [] }, { networks: [hostileNetwork] })
      connectAccount({ profileName: hostileTexts.long, balanceSymbol: hostileTexts.markup, balance: '123456789.123456789' }, hostileNetwork)
    }
  ]
}

export const UnsupportedNetwork: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount()
      setUnsupportedChain(999)
    }
  ]
}

/** The embedded wallet (AUTH connector): the email with Update email. */
export const EmbeddedWalletEmail: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: GALLERY_EMAIL } })
    }
  ]
}

export const EmbeddedWalletLongEmail: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: [] })
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: `${hostileTexts.long}@example.com` } })
    }
  ]
}

/** After a social sign-in: the user name with the provider named beside it. */
export const EmbeddedWalletSocial: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: GALLERY_EMAIL, username: 'ada_lovelace' }, socialProvider: 'github' })
    }
  ]
}

/** A hostile, long social user name stays text and wraps. */
export const EmbeddedWalletSocialHostileName: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: [] })
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: null, username: `${hostileTexts.markup}${hostileTexts.long}` }, socialProvider: 'x' })
    }
  ]
}

export const Disconnected: Story = { loaders: [() => useGalleryOptions()] }

export const TokensLoading: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: 'pending' })
      connectAccount()
    }
  ]
}

export const TokenBalanceUnavailable: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: 'error' })
      connectAccount()
    }
  ]
}

export const NoTokens: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: [] })
      connectAccount()
    }
  ]
}

export const HostileTokens: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: galleryTokens.map(token => ({ ...token, name: hostileTexts.long, symbol: hostileTexts.markup, quantity: { ...token.quantity, numeric: '123456789012345.123456789' } })) })
      connectAccount()
    }
  ]
}

export const FeaturesSendAndReceiveFirst: Story = {
  loaders: [
    () => {
      useHomeOptions(undefined, { features: { walletFeaturesOrder: ['send', 'receive'], history: false } })
      connectAccount()
    }
  ]
}

export const ActivityLoading = activity({ history: 'pending' })
export const ActivityEmpty = activity({ history: [] })
export const ActivityError = activity({ history: 'error' })
export const ActivityManyRows = activity({ history: galleryHistory(12) })
export const ActivityHostileNames = activity({ history: galleryHistory(3, hostileTexts.markup) })

/** Bitcoin: balance from the gallery's Esplora, addresses as the bip122 adapter records them. */
const bitcoinStory = (sats: number, balance: string, ordinals: boolean): Story => ({
  loaders: [
    () => {
      useHomeOptions({ bitcoinSats: sats }, { networks: [galleryBitcoin], customRpcUrls: { [galleryBitcoin.caipNetworkId]: [{ url: `${GALLERY_API_URL}/esplora` }] } })
      connectBitcoinAccount(balance, ordinals)
    }
  ]
})

export const BitcoinPaymentOnly = bitcoinStory(12_345_678, '0.12345678', false)
export const BitcoinPaymentAndOrdinals = bitcoinStory(150_000_001, '1.50000001', true)
export const BitcoinZeroBalance = bitcoinStory(0, '0', true)

/** Solana: a base58 address, SOL (9 decimals) and an SPL token from the blockchain API. */
const solanaStory = (balance: string | undefined, tokens: ApiAnswers['balances']): Story => ({
  loaders: [
    () => {
      useHomeOptions({ balances: tokens }, { networks: [gallerySolana] })
      connectSolanaAccount(balance)
    }
  ]
})

export const SolanaConnected = solanaStory('12.345678901', gallerySolanaTokens)
export const SolanaZeroBalance = solanaStory('0', [])
export const SolanaBalanceLoading = solanaStory(undefined, 'pending')

/** The embedded wallet without a registered name: "Choose your name" leads to RegisterAccountName. */
export const EmbeddedWithoutName: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: galleryTokens }, { secureSiteUrl: 'https://secure.example.invalid' })
      connectAccount({ connectorId: 'auth', user: { email: 'alice@example.com' } })
    }
  ]
}

/** The embedded wallet with its registered name, shown where the address was. */
export const EmbeddedWithName: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: galleryTokens, identity: { name: 'alice.reown.id', avatar: null } }, { secureSiteUrl: 'https://secure.example.invalid' })
      connectAccount({ connectorId: 'auth', user: { email: 'alice@example.com' }, profileName: 'alice.reown.id' })
    }
  ]
}

/** The embedded wallet on its EOA, on a chain where it has a smart account: the switch is offered. */
export const EmbeddedOnEoaWithSmartAccount: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: GALLERY_EMAIL }, preferredAccountType: 'eoa' })
      $embeddedWallet.setKey('smartAccountNetworks', [1])
    }
  ]
}

/** The embedded wallet using its smart account: the switch back to the EOA. */
export const EmbeddedOnSmartAccount: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: GALLERY_EMAIL }, preferredAccountType: 'smartAccount' })
      $embeddedWallet.setKey('smartAccountNetworks', [1])
    }
  ]
}

/** The embedded wallet on its EOA, on a chain with a smart account and EIP-7702: both switches are offered. */
export const EmbeddedOnEoaWithEip7702: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: GALLERY_EMAIL }, preferredAccountType: 'eoa' })
      $embeddedWallet.setKey('smartAccountNetworks', [1])
      $embeddedWallet.setKey('delegationNetworks', [1])
    }
  ]
}

/** The embedded wallet using its EIP-7702 account (the same address): back to the EOA, or to the smart account. */
export const EmbeddedOnEip7702: Story = {
  loaders: [
    () => {
      useHomeOptions()
      connectAccount({ connectorId: AUTH_CONNECTOR_ID, user: { email: GALLERY_EMAIL }, preferredAccountType: 'eip7702' })
      $embeddedWallet.setKey('smartAccountNetworks', [1])
      $embeddedWallet.setKey('delegationNetworks', [1])
    }
  ]
}

/** `features.smartSessions` on with an EVM account: the Sessions row. */
export const WithSmartSessions: Story = {
  loaders: [
    () => {
      useHomeOptions({ balances: galleryTokens }, { features: { smartSessions: true } })
      connectAccount()
    }
  ]
}
