import { expect } from '@playwright/test'
import { deviceLinkIn as linkIn, devnetClient, loginCodeIn, type MailMessage } from 'w3m-kit-devnet'
import { demoDevnet } from './demo.js'

/** The devnet's mail sink as a person's inbox: the login codes and device links arrive there. */

export type Mail = Pick<MailMessage, 'subject' | 'text'>

/** Every mail to `to`, newest first. */
export function mailsTo(to: string): Promise<Mail[]> {
  return devnetClient(demoDevnet()).mailbox.messages(to)
}

/** Waits for the mail to `to` that arrives after `seen` earlier ones, and returns it. */
export async function nextMail(to: string, seen = 0): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const mails = await mailsTo(to)
      found = mails.length > seen ? mails[0] : undefined
      return Boolean(found)
    })
    .toBe(true)
  return found!
}

/** The 6-digit code in a login mail. */
export const codeIn = (mail: Mail): string => loginCodeIn(mail)!

/** The device approval link in a new-device mail. */
export const deviceLinkIn = (mail: Mail): string => linkIn(mail)!
