import { errorText } from '../error-text.js'
import { msg, str } from '../localize.js'

const COOLDOWN = /^Please try again after (\d+) seconds$/

/**
 * An embedded-wallet error (the controller's and the auth service's exact English words) in the
 * active language; anything else goes to the kit's general error texts.
 */
export function embeddedErrorText(message: string): string {
  const cooldown = COOLDOWN.exec(message)
  if (cooldown) {
    const seconds = Number(cooldown[1])
    return msg(str`Please try again after ${seconds} seconds`)
  }
  switch (message) {
    case 'Unable to load email login dependency':
      return msg('Unable to load email login dependency')
    case 'Request was aborted':
      return msg('Request was aborted')
    case 'An error occurred':
      return msg('An error occurred')
    case 'Email must be a valid address':
      return msg('Email must be a valid address')
    case 'This is already your email':
      return msg('This is already your email')
    case 'This email is already in use':
      return msg('This email is already in use')
    case 'Invalid code':
    case 'Invalid otp':
      return msg('Invalid code')
    case 'The code expired: request a new one':
      return msg('The code expired: request a new one')
    case 'Too many attempts: request a new code':
      return msg('Too many attempts: request a new code')
    case 'Approve this device first':
      return msg('Approve this device first')
    default:
      return errorText(message)
  }
}
