import { SEND_ERRORS } from '../../../controllers/send/actions.js'
import { msg } from '../../localize.js'

/** A send error in the active language ('Signature declined' is behaviour §8's text, translated like the rest). */
export function sendErrorText(error: string): string {
  switch (error) {
    case SEND_ERRORS.invalidAddress:
      return msg('Invalid address')
    case SEND_ERRORS.invalidChecksum:
      return msg('Invalid checksum: check the address letter by letter')
    case SEND_ERRORS.nameNotFound:
      return msg('No address for this name')
    case SEND_ERRORS.resolveFailed:
      return msg('Error resolving name')
    case SEND_ERRORS.insufficientFunds:
      return msg('Insufficient funds')
    case SEND_ERRORS.invalidAmount:
      return msg('Invalid amount')
    case SEND_ERRORS.declined:
      return msg('Signature declined')
    case SEND_ERRORS.reverted:
      return msg('Transaction reverted')
    default:
      return msg('Transaction failed')
  }
}
