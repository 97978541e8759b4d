import { waitForMail } from '../../devnet/mail/inbox.js'
import { deviceLinkIn as linkIn, devnetClient, loginCodeIn, type MailMessage } from 'w3m-kit-devnet'
import { demoDevnet } from './demo.js'

/** The devnet's mail sink as a person's inbox: the login codes and device links arrive there. */

export type Mail = Pick<MailMessage, 'subject' | 'text'>

/** Every mail to `to`, newest first. */
export function mailsTo(to: string): Promise<Mail[]> {
  return devnetClient(demoDevnet()).mailbox.messages(to)
}

/** Waits for the mail to `to` that arrives after `seen` earlier ones, and returns it (within 20 s, the e2e's expect timeout). */
export function nextMail(to: string, seen = 0): Promise<Mail> {
  return waitForMail(demoDevnet().mailInboxUrl, to, { seen })
}

/** The 6-digit code in a login mail. */
export const codeIn = (mail: Mail): string => loginCodeIn(mail)!

/** The device approval link in a new-device mail. */
export const deviceLinkIn = (mail: Mail): string => linkIn(mail)!
