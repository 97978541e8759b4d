import type { OnrampOptions, OnrampQuote } from './types.js'

/** behaviour §8/§9: what the on-ramp shows when the options call fails. */
const DEFAULT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
]

export function defaultOnrampOptions(): OnrampOptions {
  return {
    paymentCurrencies: ['USD', 'EUR'].map(id => ({ id, payment_method_limits: DEFAULT_LIMITS.map(limit => ({ ...limit })) })),
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }]
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' }]
      }
    ]
  }
}

/** behaviour §8: a failed quote still lets the view render, marked by the id 'mocked-quote-id'. */
export function mockedOnrampQuote(params: { purchaseCurrency: string; paymentCurrency: string; amount: number | string }): OnrampQuote {
  const amount = String(params.amount)
  const fee = { amount: '0', currency: params.paymentCurrency }
  return {
    coinbaseFee: fee,
    networkFee: { ...fee },
    paymentSubtotal: { amount, currency: params.paymentCurrency },
    paymentTotal: { amount, currency: params.paymentCurrency },
    purchaseAmount: { amount, currency: params.purchaseCurrency },
    quoteId: 'mocked-quote-id'
  }
}
