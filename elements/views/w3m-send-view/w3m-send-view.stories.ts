import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { answerApiWith, GALLERY_API_URL, gallerySolanaTokens, galleryTokens } from '../../../.storybook/blockchain-api.js'
import { BITCOIN_ORDINALS, connectAccount, connectBitcoinAccount, connectSolanaAccount, galleryBitcoin, gallerySolana, PROFILE_IMAGE, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import type { CaipNetwork } from '../../../types/public.js'
import type { TokenBalance } from '../../../clients/types.js'
import { $balances } from '../../../controllers/account/balances-store.js'
import { $send, SEND_ERRORS, startSend, type SendState } from '../../../controllers/send/actions.js'
import './w3m-send-view.js'
import './w3m-send-preview-view.js'

const meta: Meta = {
  title: 'Views/w3m-send-view',
  component: 'w3m-send-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-send-view></w3m-send-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const RECEIVER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** A connected account with the gallery's tokens, and the send form as given. */
function sendStory(state: Partial<SendState>, view: 'send' | 'preview' = 'send'): Story {
  return {
    ...(view === 'preview' ? { render: () => html`<w3m-send-preview-view></w3m-send-preview-view>` } : {}),
    loaders: [
      () => {
        answerApiWith({ balances: galleryTokens })
        useGalleryOptions({ apiUrl: GALLERY_API_URL })
        connectAccount()
        $balances.set({ status: 'ready', tokens: galleryTokens, key: '' })
        startSend(galleryTokens[0])
        $send.set({ ...$send.get(), ...state })
      }
    ]
  }
}

export const Empty = sendStory({})
export const Filled = sendStory({ amount: '0.5', receiverInput: RECEIVER, receiver: { address: RECEIVER }, fee: 21_000n * 30_000_000_000n })
export const InvalidAddress = sendStory({ amount: '0.5', receiverInput: '0x1234', receiverError: SEND_ERRORS.invalidAddress })
export const InvalidChecksum = sendStory({ amount: '0.5', receiverInput: '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', receiverError: SEND_ERRORS.invalidChecksum })
export const InsufficientFunds = sendStory({ amount: '99', receiverInput: RECEIVER, receiver: { address: RECEIVER } })
export const ToAName = sendStory({ amount: '0.5', receiverInput: 'alice.reown.id', receiver: { address: RECEIVER, name: 'alice.reown.id', avatar: PROFILE_IMAGE } })
export const Preview = sendStory({ amount: '0.5', receiverInput: 'alice.reown.id', receiver: { address: RECEIVER, name: 'alice.reown.id', avatar: PROFILE_IMAGE }, fee: 21_000n * 30_000_000_000n }, 'preview')
export const PreviewSigning = sendStory({ amount: '0.5', receiverInput: RECEIVER, receiver: { address: RECEIVER }, fee: 630_000_000_000_000n, status: 'signing' }, 'preview')
export const PreviewPending = sendStory({ amount: '0.5', receiverInput: RECEIVER, receiver: { address: RECEIVER }, fee: 630_000_000_000_000n, status: 'pending', hash: `0x${'ab'.repeat(32)}` }, 'preview')
export const PreviewDeclined = sendStory({ amount: '0.5', receiverInput: RECEIVER, receiver: { address: RECEIVER }, fee: 630_000_000_000_000n, error: SEND_ERRORS.declined }, 'preview')
export const Confirmed = sendStory({ amount: '0.5', receiverInput: RECEIVER, receiver: { address: RECEIVER }, fee: 630_000_000_000_000n, status: 'confirmed', hash: `0x${'ab'.repeat(32)}` }, 'preview')

/** Another family's send: its network, its connection (`connect`), its tokens; the first token is sent. */
function familySendStory(network: CaipNetwork, connect: () => void, tokens: TokenBalance[]) {
  return (state: Partial<SendState>, view: 'send' | 'preview' = 'send'): Story => ({
    ...(view === 'preview' ? { render: () => html`<w3m-send-preview-view></w3m-send-preview-view>` } : {}),
    loaders: [
      () => {
        useGalleryOptions({ networks: [network] })
        connect()
        $balances.set({ status: 'ready', tokens, key: '' })
        startSend(tokens[0])
        $send.set({ ...$send.get(), ...state })
      }
    ]
  })
}

/** Bitcoin: the native coin only (8 decimals), a bech32m receiver, the fee in sats shown exactly. */
const BTC: TokenBalance = { name: 'Bitcoin', symbol: 'BTC', chainId: galleryBitcoin.caipNetworkId, value: 0, price: 0, quantity: { decimals: '8', numeric: '0.12345678' }, iconUrl: galleryBitcoin.assets?.imageUrl ?? '' }
const bitcoinSendStory = familySendStory(galleryBitcoin, () => connectBitcoinAccount('0.12345678', true), [BTC])

export const BitcoinFilled = bitcoinSendStory({ amount: '0.01', receiverInput: BITCOIN_ORDINALS, receiver: { address: BITCOIN_ORDINALS }, fee: 330n })
export const BitcoinInvalidAddress = bitcoinSendStory({ amount: '0.01', receiverInput: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', receiverError: SEND_ERRORS.invalidAddress })
export const BitcoinPreview = bitcoinSendStory({ amount: '0.01', receiverInput: BITCOIN_ORDINALS, receiver: { address: BITCOIN_ORDINALS }, fee: 330n }, 'preview')

/** Solana: SOL (9 decimals) to a base58 receiver; an EVM address is refused; the fee in lamports shown exactly. */
const SOLANA_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaSendStory = familySendStory(gallerySolana, () => connectSolanaAccount('12.345678901'), gallerySolanaTokens)

export const SolanaFilled = solanaSendStory({ amount: '1.5', receiverInput: SOLANA_RECEIVER, receiver: { address: SOLANA_RECEIVER }, fee: 5000n })
export const SolanaEvmAddressRefused = solanaSendStory({ amount: '1.5', receiverInput: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', receiverError: SEND_ERRORS.invalidAddress })
export const SolanaPreview = solanaSendStory({ amount: '1.5', receiverInput: SOLANA_RECEIVER, receiver: { address: SOLANA_RECEIVER }, fee: 5000n }, 'preview')

/** The balance API failed (behaviour §8, 30 s without retry): the native coin stays sendable at the node's balance, and the view says the rest is unavailable. */
export const PortfolioUnavailable: Story = {
  loaders: [
    () => {
      useGalleryOptions({ apiUrl: GALLERY_API_URL })
      connectAccount({ balance: '2.5', balanceSymbol: 'ETH', balanceLoading: false })
      $balances.set({ status: 'unavailable', tokens: [], key: '', error: 'Token Balance Unavailable' })
      startSend()
    }
  ]
}
