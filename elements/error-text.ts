import { msg, str } from './localize.js'

const COOLDOWN = /^Please try again after (\d+) seconds$/
const REGISTER_FAILED = /^Error registering name (.+)$/

/**
 * A controller's or wallet's message in the active language. Controllers keep the exact English
 * texts of behaviour §8 (callers match them); the known ones are translated here, others shown as they are.
 */
export function errorText(message: string): string {
  const cooldown = COOLDOWN.exec(message)
  if (cooldown) return msg(str`Please try again after ${cooldown[1]} seconds`)
  const failed = REGISTER_FAILED.exec(message)
  if (failed) {
    const name = failed[1]!
    return msg(str`Error registering name ${name}`)
  }
  switch (message) {
    case 'Project ID Not Configured':
      return msg('Project ID Not Configured')
    case 'Invalid App Configuration':
      return msg('Invalid App Configuration')
    case 'Network Not Found':
    case 'Network not found':
      return msg('Network not found')
    case 'Session Expired':
      return msg('Session expired')
    case 'Embedded wallet load failed':
      return msg('Embedded wallet load failed')
    case 'Embedded wallet request timed out':
      return msg('Embedded wallet request timed out')
    case 'Chain is not supported':
      return msg('Chain is not supported')
    case 'Adapter not found':
      return msg('Adapter not found')
    case 'CaipNetwork is undefined':
      return msg('No network is configured')
    case 'The wallet returned no accounts':
      return msg('The wallet returned no accounts')
    case 'The wallet returned no session':
      return msg('The wallet returned no session')
    case 'Could not load wallets':
      return msg('Could not load wallets')
    case 'Connection declined':
      return msg('Connection declined')
    case 'Something went wrong':
      return msg('Something went wrong')
    case 'Requested RPC call is not allowed':
      return msg('Action not allowed')
    case 'Signature declined':
      return msg('Signature declined')
    case 'Invalid signature':
      return msg('Invalid signature')
    case 'SIWX is not enabled':
      return msg('Sign-in is not enabled')
    case 'Email must be a valid address':
      return msg('Email must be a valid address')
    case 'Email must not contain hidden or control characters':
      return msg('Email must not contain hidden or control characters')
    case 'This is already your email':
      return msg('This is already your email')
    case 'Invalid code':
    case 'Invalid otp':
      return msg('Invalid code')
    case 'This email is already in use':
      return msg('This email is already in use')
    case 'Approve this device first':
      return msg('Approve this device first')
    case 'The code expired: request a new one':
      return msg('The code expired: request a new one')
    case 'Too many attempts: request a new code':
      return msg('Too many attempts: request a new code')
    case 'Unable to load email login dependency':
      return msg('Unable to load email login dependency')
    case 'Request was aborted':
      return msg('Request was aborted')
    case 'An error occurred':
      return msg('An error occurred')
    case 'Action not allowed':
      return msg('Action not allowed')
    case 'Email updated':
      return msg('Email updated')
    case 'This application might not support Smart Accounts':
      return msg('This application might not support Smart Accounts')
    case 'Error fetching name suggestions':
      return msg('Error fetching name suggestions')
    case 'Address or auth connector not found':
      return msg('Address or auth connector not found')
    case 'Invalid chainId':
      return msg('Invalid chainId')
    case 'Could not load sessions':
      return msg('Could not load sessions')
    case 'Could not revoke the session':
      return msg('Could not revoke the session')
    case 'Sign-in window closed':
      return msg('Sign-in window closed')
    case 'Sign-in timed out':
      return msg('Sign-in timed out')
    case 'Sign-in declined':
      return msg('Sign-in declined')
    case 'Social sign-in failed':
      return msg('Social sign-in failed')
    case 'Passkey added':
      return msg('Passkey added')
    case 'Passkey not recognised':
      return msg('Passkey not recognised')
    case 'Sign in again to export your key':
      return msg('Sign in again to export your key')
    case 'Key export is switched off on this server':
      return msg('Key export is switched off on this server')
    default:
      return message
  }
}
