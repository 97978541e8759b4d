import { errorText } from '../error-text.js'
import { msg } from '../localize.js'

/**
 * An embedded-wallet error in the active language: the auth service's few words the kit's
 * `errorText` does not know, then everything else through `errorText`.
 */
export function embeddedErrorText(message: string): string {
  switch (message) {
    case 'This email is already in use':
      return msg('This email is already in use')
    case 'Invalid otp':
      return msg('Invalid code')
    case 'Approve this device first':
      return msg('Approve this device first')
    default:
      return errorText(message)
  }
}
