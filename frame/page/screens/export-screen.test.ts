import { expect } from '@open-wc/testing'
import { byTestId, click, freshScreen, screen, tick } from '../../../test/frame-screen.js'
import { askExportCode, askSocialSignIn, type SignInFailure } from './export-screen.js'

// Export's sign-in again for a social account, in Chromium: named for the account's provider, only a trusted click signs in, each failure said as text, Cancel proves nothing.

beforeEach(freshScreen)

describe('frame export: sign in again with the provider', () => {
  it('offers "Continue with Google", runs the sign-in only on a trusted click, says a different account and a closed window as text, and resolves once it passes', async () => {
    const answers: Array<SignInFailure | undefined> = ['other-account', 'closed', undefined]
    let tries = 0
    let result: boolean | undefined
    void askSocialSignIn('google', async () => answers[tries++]).then(value => (result = value))
    await tick()
    expect(byTestId('export-social-continue').textContent).to.equal('Continue with Google')
    byTestId('export-social-continue').click() // a script's click: ignored
    await tick()
    expect(tries).to.equal(0)
    await click(byTestId('export-social-continue'))
    expect(byTestId('export-social-error').textContent).to.equal('That is a different account, so it was signed out. Sign in with the account you use here.')
    await click(byTestId('export-social-continue'))
    expect(byTestId('export-social-error').textContent).to.equal('Sign-in window closed')
    expect(result).to.equal(undefined)
    await click(byTestId('export-social-continue'))
    expect(tries).to.equal(3)
    expect(result).to.equal(true)
    expect(screen().hidden).to.equal(true)
  })

  it('Cancel resolves false without a sign-in', async () => {
    let tries = 0
    let result: boolean | undefined
    void askSocialSignIn('x', async () => void tries++).then(value => (result = value))
    await tick()
    expect(byTestId('export-social-continue').textContent).to.equal('Continue with X')
    await click(byTestId('export-social-cancel'))
    expect(result).to.equal(false)
    expect(tries).to.equal(0)
  })
})

describe('frame export: the emailed code', () => {
  it('takes six digits at most, with the numeric keyboard', async () => {
    void askExportCode('ada@example.com', async () => undefined)
    await tick()
    const input = byTestId('export-code') as HTMLInputElement
    expect(input.maxLength).to.equal(6)
    expect(input.inputMode).to.equal('numeric')
  })
})
