import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { connect } from 'node:net'
import nodemailer from 'nodemailer'
import { startMail, type MailMessage, type MailService } from './index.js'
import { loginCodeIn, waitForMail } from './inbox.js'

let mail: MailService

async function inbox(query = ''): Promise<MailMessage[]> {
  const response = await fetch(`${mail.inboxUrl}${query}`)
  assert.equal(response.status, 200)
  return ((await response.json()) as { messages: MailMessage[] }).messages
}

before(async () => {
  mail = await startMail()
})

after(() => mail.stop())

describe('mail sink', () => {
  it('keeps serving when a sender resets its connection mid-conversation', async () => {
    const socket = connect(mail.smtpPort, '127.0.0.1')
    await new Promise(done => socket.once('data', done))
    socket.write('EHLO reset.test\r\nMAIL FROM:<a@example.com>\r\n')
    await new Promise(done => socket.once('data', done))
    socket.resetAndDestroy()
    await new Promise(done => setTimeout(done, 100))
    const response = await fetch(mail.inboxUrl)
    assert.equal(response.status, 200)
  })

  it('receives mail over SMTP and serves it from the JSON inbox, newest first', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: mail.smtpPort, secure: false, ignoreTLS: true })
    const first = await transport.sendMail({
      from: '"W3M Kit" <no-reply@w3m.example>',
      to: 'Alice <Alice@Example.com>, bob@example.com',
      subject: 'Your code: 123 456 — ünïcödé ✓',
      text: `Your one-time code is 123456.\n${'A long line that nodemailer will wrap with soft breaks. '.repeat(5)}`,
      html: '<p>Your one-time code is <b>123456</b> — ✓</p>'
    })
    assert.deepEqual(first.rejected, [])
    await transport.sendMail({ from: 'no-reply@w3m.example', to: 'alice@example.com', subject: 'Second', text: 'plain only' })
    transport.close()

    const alice = await inbox('?to=ALICE@example.com')
    assert.equal(alice.length, 2)
    assert.equal(alice[0]!.subject, 'Second', 'newest first')
    const message = alice[1]!
    assert.equal(message.from, 'no-reply@w3m.example')
    assert.deepEqual(message.to, ['alice@example.com', 'bob@example.com'])
    assert.equal(message.subject, 'Your code: 123 456 — ünïcödé ✓')
    assert.match(message.text, /^Your one-time code is 123456\.\n/)
    assert.ok(message.text.includes('A long line that nodemailer will wrap with soft breaks. '.repeat(5).trim()), 'soft line breaks removed')
    assert.equal(message.html, '<p>Your one-time code is <b>123456</b> — ✓</p>')
    assert.match(message.id, /^[0-9a-f-]{36}$/)
    assert.ok(!Number.isNaN(Date.parse(message.receivedAt)))
    assert.equal(alice[0]!.html, '')

    assert.deepEqual((await inbox('?to=bob@example.com')).map(item => item.subject), [message.subject])
    assert.equal((await inbox('?to=nobody@example.com')).length, 0)
    assert.equal((await inbox()).length, 2)
  })

  it('rejects a malformed address filter with 400 and empties on DELETE', async () => {
    const bad = await fetch(`${mail.inboxUrl}?to=not-an-address`)
    assert.equal(bad.status, 400)
    assert.match(((await bad.json()) as { message: string }).message, /not-an-address/)
    assert.equal((await fetch(mail.inboxUrl, { method: 'DELETE' })).status, 200)
    assert.deepEqual(await inbox(), [])
  })

  it('reads base64 bodies and encoded-word subjects from other mailers', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: mail.smtpPort, secure: false, ignoreTLS: true })
    await transport.sendMail({
      envelope: { from: 'sender@example.com', to: ['carol@example.com'] },
      raw: [
        'From: sender@example.com',
        'To: carol@example.com',
        'Subject: =?UTF-8?B?0J/RgNC40LLQtdGC?= =?ISO-8859-1?Q?_caf=E9?=',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('Привет, Carol').toString('base64'),
        '--b1',
        'Content-Type: text/html; charset=iso-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '<p>caf=E9</p>',
        '--b1--',
        ''
      ].join('\r\n')
    })
    transport.close()
    const [message] = await inbox('?to=carol@example.com')
    assert.equal(message?.subject, 'Привет café')
    assert.equal(message?.text, 'Привет, Carol')
    assert.equal(message?.html, '<p>café</p>')
  })
})

describe('waitForMail', () => {
  let own: MailService
  before(async () => {
    own = await startMail()
  })
  after(() => own.stop())

  it('waitForMail returns the newest mail past the seen ones that passes `where`, and says when none comes', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: own.smtpPort, secure: false, ignoreTLS: true })
    await transport.sendMail({ from: 'no-reply@w3m.example', to: 'carol@example.com', subject: 'Welcome', text: 'hello' })
    assert.equal((await waitForMail(own.inboxUrl, 'carol@example.com')).subject, 'Welcome')
    await assert.rejects(waitForMail(own.inboxUrl, 'carol@example.com', { seen: 1, timeoutMs: 300 }), /No mail to carol@example.com after the 1 seen within 300 ms/)
    const coded = waitForMail(own.inboxUrl, 'carol@example.com', { where: each => loginCodeIn(each) !== undefined })
    await transport.sendMail({ from: 'no-reply@w3m.example', to: 'carol@example.com', subject: 'Your code: 654321', text: 'code' })
    transport.close()
    assert.equal(loginCodeIn(await coded), '654321')
  })
})
