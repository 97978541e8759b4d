import type { SwapToken } from '../clients/types.js'
import { defaultOnrampOptions } from '../clients/onramp-fallbacks.js'
import { $onramp, type OnrampState } from '../controllers/onramp/actions.js'
import { $swap, type SwapState } from '../controllers/swap/actions.js'
import { connectAccount, galleryNetworks, hostileTexts, imageUrl, useGalleryOptions } from './gallery-fixtures.js'

/** Swap and buy states for the gallery: set straight in the stores, so no story calls a service. */

const caip = (address: string) => `eip155:1:${address}`
export const ETH: SwapToken = { name: 'Ether', symbol: 'ETH', address: caip('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'), decimals: 18, logoUri: imageUrl('network-ethereum.svg') }
export const USDC: SwapToken = { name: 'USD Coin', symbol: 'USDC', address: caip('0x5FbDB2315678afecb367f032d93F642f64180aa3'), decimals: 6, logoUri: imageUrl('token-usdc.svg') }
export const DAI: SwapToken = { name: 'Dai Stablecoin', symbol: 'DAI', address: caip('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'), decimals: 18, logoUri: imageUrl('token-dai.svg') }
export const HOSTILE_TOKEN: SwapToken = { name: hostileTexts.long, symbol: hostileTexts.markup, address: caip('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'), decimals: 18, logoUri: imageUrl('token-dai.svg') }

/** A quoted ETH → USDC swap of 0.5 ETH at about 2 990 USDC per ETH. */
export function useSwapState(patch: Partial<SwapState> = {}, network = galleryNetworks[0]!): void {
  useGalleryOptions()
  connectAccount({}, network)
  $swap.set({
    caipNetworkId: network.caipNetworkId,
    tokensLoading: false,
    tokens: [ETH, USDC, DAI],
    from: ETH,
    to: USDC,
    amountText: '0.5',
    slippage: 1,
    prices: { [ETH.address.toLowerCase()]: 3000, [USDC.address.toLowerCase()]: 1, [DAI.address.toLowerCase()]: 1 },
    fromBalance: 1_234_500_000_000_000_000n,
    quoteLoading: false,
    // Fetched "in the future": the preview never refreshes it while the gallery shoots.
    quote: { fromAmount: 500_000_000_000_000_000n, toAmount: 1_495_512_345n, quotedAt: Date.now() + 3_600_000 },
    gas: 112_000n,
    gasPrice: 12_000_000_000n,
    allowance: 2n ** 256n - 1n,
    step: 'edit',
    picking: 'to',
    ...patch
  })
}

export function useOnrampState(patch: Partial<OnrampState> = {}): void {
  useGalleryOptions()
  connectAccount()
  $onramp.set({
    caipNetworkId: galleryNetworks[0]!.caipNetworkId,
    options: defaultOnrampOptions(),
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    amountText: '300',
    quoteLoading: false,
    quote: {
      coinbaseFee: { amount: '4.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '295.00', currency: 'USD' },
      paymentTotal: { amount: '300.00', currency: 'USD' },
      purchaseAmount: { amount: '0.098333', currency: 'ETH' },
      quoteId: 'b6a0f1c2-quote'
    },
    status: 'idle',
    ...patch
  })
}
