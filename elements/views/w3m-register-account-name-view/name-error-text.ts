import { msg, str } from '../../localize.js'

const REGISTER_FAILED = /^Error registering name (.+)$/

/** An account-name error in the active language: SPEC §8's words are translated, an API's own reason shows as it came. */
export function nameErrorText(message: string): string {
  const failed = REGISTER_FAILED.exec(message)
  if (failed) {
    const name = failed[1]!
    return msg(str`Error registering name ${name}`)
  }
  switch (message) {
    case 'Error fetching name suggestions':
      return msg('Error fetching name suggestions')
    case 'Address or auth connector not found':
      return msg('Address or auth connector not found')
    case 'Invalid chainId':
      return msg('Invalid chainId')
    default:
      return message
  }
}
