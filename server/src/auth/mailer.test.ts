import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, describe, it } from 'node:test'
import { SMTPServer } from 'smtp-server'
import { createMailer } from './mailer.js'

// A real SMTP server (smtp-server) that demands a login, plain with STARTTLS refused and implicit TLS
// (its built-in self-signed certificate): the auth service's mailer configured by URL alone.
const received: Array<{ user: string; to: string }> = []
const servers: SMTPServer[] = []

async function smtp(secure: boolean): Promise<number> {
  const server = new SMTPServer({
    secure,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: secure ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret/pass') return callback(null, { user: auth.username })
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        received.push({ user: String(session.user), to: session.envelope.rcptTo[0]!.address })
        callback()
      })
    }
  })
  servers.push(server)
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  return (server.server.address() as AddressInfo).port
}

after(async () => {
  await Promise.all(servers.map(server => new Promise<void>(done => server.close(() => done()))))
})

describe('mailer by URL', () => {
  it('logs in with the credentials of an smtp:// URL (its password URL-encoded)', async () => {
    const port = await smtp(false)
    const mailer = createMailer({ smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}` })
    await mailer.sendMail({ from: 'a@example.com', to: 'plain@example.com', subject: 'hi', text: 'hi' })
    mailer.close()
    assert.deepEqual(received.at(-1), { user: 'mailer', to: 'plain@example.com' })
  })

  it('speaks TLS from the first byte with smtps://, query options passed to nodemailer', async () => {
    const port = await smtp(true)
    const mailer = createMailer({ smtpUrl: `smtps://mailer:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${port}/?tls.rejectUnauthorized=false` })
    await mailer.sendMail({ from: 'a@example.com', to: 'tls@example.com', subject: 'hi', text: 'hi' })
    mailer.close()
    assert.deepEqual(received.at(-1), { user: 'mailer', to: 'tls@example.com' })
  })

  it('fails the send when the password is wrong, and refuses other schemes', async () => {
    const port = await smtp(false)
    const mailer = createMailer({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}` })
    await assert.rejects(mailer.sendMail({ from: 'a@example.com', to: 'x@example.com', subject: 'hi', text: 'hi' }), /Invalid username or password/)
    mailer.close()
    assert.throws(() => createMailer({ smtpUrl: 'http://127.0.0.1:25' }), /smtp:\/\/ or smtps:\/\//)
  })
})
