import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { HIDDEN_CHARACTERS_IN_EMAIL, INVALID_EMAIL, readEmail } from './email-address.js'

describe('readEmail', () => {
  it('normalises once: trimmed, lower-cased, NFC, the domain in IDNA ASCII', () => {
    assert.deepEqual(readEmail('  Ada.Lovelace+w3m@Example.COM '), { ok: true, email: 'ada.lovelace+w3m@example.com' })
    assert.deepEqual(readEmail('ada@bücher.example'), { ok: true, email: 'ada@xn--bcher-kva.example' })
    // "é" typed as e + combining acute and as one code point are one account.
    assert.deepEqual(readEmail('rene\u0301@example.com'), readEmail('ren\u00e9@example.com'))
  })

  it('refuses control, bidi and zero-width characters with its own reason (the issue’s a\\0b@\\u202Eh.test)', () => {
    for (const hostile of ['a\u0000b@\u202Eh.test', 'ada@exa\u202Emple.com', 'a\u200Bda@example.com', '\uFEFFada@example.com', 'ada\u2066@example.com', 'ada@example.com\n'.replace('\n', '\u0085')])
      assert.deepEqual(readEmail(hostile), { ok: false, error: HIDDEN_CHARACTERS_IN_EMAIL }, JSON.stringify(hostile))
  })

  it('refuses what is not an address', () => {
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a@b@example.com', 'ada @example.com', '"ada"@example.com', 'a<b>@example.com', '.ada@example.com', 'ada.@example.com', 'a..da@example.com', 'ada@-example.com', 'ada@example..com', 'ada@1.2.3.4', 'ada@[127.0.0.1]', 'ada@example.com:25', `${'a'.repeat(65)}@example.com`, `ada@${'a'.repeat(64)}.com`, `ada@${'abc.'.repeat(70)}com`])
      assert.deepEqual(readEmail(bad), { ok: false, error: INVALID_EMAIL }, bad)
  })
})
