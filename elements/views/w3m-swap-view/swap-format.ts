import { formatUnits } from 'viem'
import type { SwapError } from '../../../controllers/swap/actions.js'
import { errorText } from '../../error-text.js'
import { msg } from '../../localize.js'
import { formatSignificantAmount } from '../../token-format.js'

/** Swap texts shared by the swap views: exact amounts formatted for the locale, errors in words. */

/**
 * A swap amount (in the token's smallest unit) for the locale, then its symbol: at least 4
 * significant digits, so a quote, a minimum or a network cost can be judged (issue 22).
 */
export function formatSwapAmount(amount: bigint | undefined, decimals: number, symbol: string | undefined, locale: string): string {
  if (amount === undefined) return ''
  const shown = formatSignificantAmount(formatUnits(amount, decimals), locale)
  return symbol ? `${shown} ${symbol}` : shown
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
