import type { MailMessage } from './index.js'

/** The mail sink's inbox as a person reads it (tests, the bench): the auth service's mails (server/src/auth/service.ts). */

/** Every mail to `to`, newest first. */
export async function readInbox(inboxUrl: string, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${inboxUrl}?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: MailMessage[] }).messages
}

/**
 * The newest mail to `to` once more than `seen` mails have arrived there (and, with `where`, once the
 * newest passes it); polls every 200 ms and throws after `timeoutMs` (default 20 s).
 */
export async function waitForMail(
  inboxUrl: string,
  to: string,
  { seen = 0, timeoutMs = 20_000, where }: { seen?: number; timeoutMs?: number; where?: (mail: MailMessage) => boolean } = {}
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await readInbox(inboxUrl, to)
    const newest = mails.length > seen ? mails[0] : undefined
    if (newest && (!where || where(newest))) return newest
    if (Date.now() > deadline) throw new Error(`No ${where ? 'matching ' : ''}mail to ${to} after the ${seen} seen within ${timeoutMs} ms`)
    await new Promise(resolve => setTimeout(resolve, 200))
  }
}

/** The 6-digit code of a login mail (its subject says it), or undefined. */
export function loginCodeIn(mail: Pick<MailMessage, 'subject'>): string | undefined {
  return /(\d{6})/.exec(mail.subject)?.[1]
}

/** The device-approval link of a new-device mail, or undefined. */
export function deviceLinkIn(mail: Pick<MailMessage, 'text'>): string | undefined {
  return /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(mail.text)?.[1]
}
