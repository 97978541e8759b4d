import type { MailMessage } from './index.js'

/** The mail sink's inbox as a person reads it (tests, the bench): the auth service's mails (server/src/auth/service.ts). */

/** Every mail to `to`, newest first. */
export async function readInbox(inboxUrl: string, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${inboxUrl}?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: MailMessage[] }).messages
}

/** The 6-digit code of a login mail (its subject says it), or undefined. */
export function loginCodeIn(mail: Pick<MailMessage, 'subject'>): string | undefined {
  return /(\d{6})/.exec(mail.subject)?.[1]
}

/** The device-approval link of a new-device mail, or undefined. */
export function deviceLinkIn(mail: Pick<MailMessage, 'text'>): string | undefined {
  return /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(mail.text)?.[1]
}
