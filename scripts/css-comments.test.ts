import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { stripCssComments } from './css-comments.mjs'

describe('stripCssComments', () => {
  it('takes the comments out of css templates and keeps the rules', () => {
    const source = 'const s = css`\n  /* why the accent is darker */\n  :host { color: red; }\n`'
    assert.equal(stripCssComments(source), 'const s = css`\n   \n  :host { color: red; }\n`')
  })

  it('keeps a multi-line comment\'s line breaks, so every later line keeps its number', () => {
    const source = 'css`/* one\n two */ a { b: c }`\nconst after = 1'
    const stripped = stripCssComments(source)
    assert.equal(stripped, 'css`\n a { b: c }`\nconst after = 1')
    assert.equal(stripped.split('\n').length, source.split('\n').length)
  })

  it('leaves a space where a comment sat between two tokens', () => {
    assert.equal(stripCssComments('css`margin: 1px/* top */2px;`'), 'css`margin: 1px 2px;`')
  })

  it('keeps ${…} holes and leaves comments outside css templates alone', () => {
    const source = '/* file */ const a = css`a { ${unsafeCSS(x)} /* c */ }`; const b = html`<!-- x --> /* y */`'
    assert.equal(stripCssComments(source), '/* file */ const a = css`a { ${unsafeCSS(x)}   }`; const b = html`<!-- x --> /* y */`')
  })
})
