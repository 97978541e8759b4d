import { formatUnits } from 'viem'
import type { SwapError } from '../../../controllers/swap.js'
import { errorText } from '../../error-text.js'
import { formatBalance } from '../../locale-format.js'
import { msg } from '../../localize.js'

/** Swap texts shared by the swap views: exact amounts formatted for the locale, errors in words. */

export function formatTokenAmount(amount: bigint | undefined, decimals: number, symbol: string | undefined, locale: string): string {
  return amount === undefined ? '' : formatBalance(formatUnits(amount, decimals), symbol, locale)
}

/** What went wrong, in the active language; an API's own message is shown as text. */
export function swapErrorText(error: SwapError): string {
  switch (error.kind) {
    case 'insufficient-balance':
      return msg('Insufficient balance')
    case 'insufficient-liquidity':
      return msg('Not enough liquidity for this amount: try a smaller one')
    case 'quote-changed':
      return msg('The price changed: check the new quote and confirm again')
    case 'rejected':
      return msg('Signature declined')
    case 'reverted':
      return msg('The swap failed on chain: nothing was swapped')
    case 'network':
      return error.message === 'Network not supported for Gas Price' ? msg('Network not supported for Gas Price') : msg('Network not supported for Swaps')
    default:
      return msg('The swap service failed:') + ' ' + errorText(error.message)
  }
}
