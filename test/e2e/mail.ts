import { expect } from '@playwright/test'
import { demoDevnet } from './demo.js'

/** The devnet's mail sink as a person's inbox: the login codes and device links arrive there. */

export interface Mail {
  subject: string
  text: string
}

/** Every mail to `to`, newest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${demoDevnet().mailInboxUrl}?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: Mail[] }).messages
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
export const codeIn = (mail: Mail): string => /(\d{6})/.exec(mail.subject)![1]!

/** The device approval link in a new-device mail. */
export const deviceLinkIn = (mail: Mail): string => /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(mail.text)![1]!
