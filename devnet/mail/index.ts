import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { domainToASCII } from 'node:url'
import { SMTPServer } from 'smtp-server'
import { HttpError, serveHttp, type HttpService } from '../http.js'
import { parseMail } from './mime.js'

/** A mailbox as SMTP addresses it: lower case, the domain in IDNA ASCII (smtp-server hands the envelope over with the domain decoded to Unicode). */
const mailbox = (address: string) => {
  const at = address.lastIndexOf('@')
  return at < 0 ? address.toLowerCase() : `${address.slice(0, at).toLowerCase()}@${domainToASCII(address.slice(at + 1)) || address.slice(at + 1).toLowerCase()}`
}

/** One message the sink accepted, as the inbox returns it. */
export interface MailMessage {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: string
}

export interface MailService {
  smtpPort: number
  /** The messages themselves: `GET {inboxUrl}?to=addr` returns `{ messages }` newest first; `DELETE` empties it. */
  inboxUrl: string
  /** Live store, oldest first. */
  messages: MailMessage[]
  inbox: HttpService
  stop(): Promise<void>
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

/** An SMTP sink (no auth, no TLS) on loopback and a JSON inbox over what it received. */
export async function startMail(): Promise<MailService> {
  const messages: MailMessage[] = []

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // Stop promptly even when a client leaves its connection open.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }))
        const parsed = parseMail(Buffer.concat(chunks))
        const mailFrom = session.envelope.mailFrom
        messages.push({
          id: randomUUID(),
          from: mailFrom ? mailFrom.address.toLowerCase() : (parsed.headers.get('from') ?? ''),
          to: session.envelope.rcptTo.map(recipient => mailbox(recipient.address)),
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          receivedAt: new Date().toISOString()
        })
        callback()
      })
    }
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(0, '127.0.0.1', () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port
  // A client that drops its connection (a sender killed mid-mail) is that client's problem: the sink keeps serving.
  smtp.on('error', error => {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') console.warn('[mail]', error.message)
  })

  const inbox = await serveHttp({
    name: 'mail',
    routes: [
      {
        method: 'GET',
        path: '/messages',
        handle: ctx => {
          const query = ctx.query.get('to')?.trim()
          if (query !== undefined && !/^[^\s@]+@[^\s@]+$/.test(query)) throw new HttpError(400, `Invalid to "${query.slice(0, 64)}": expected an email address`)
          const to = query === undefined ? undefined : mailbox(query)
          const matching = to ? messages.filter(message => message.to.includes(to)) : messages
          return { messages: [...matching].reverse() }
        }
      },
      {
        method: 'DELETE',
        path: '/messages',
        handle: () => {
          messages.length = 0
          return { messages: [] }
        }
      }
    ]
  })

  return {
    smtpPort,
    inboxUrl: `${inbox.url}/messages`,
    messages,
    inbox,
    stop: async () => {
      await Promise.all([inbox.stop(), new Promise<void>(resolve => smtp.close(() => resolve()))])
    }
  }
}
