import { expect } from '@open-wc/testing'
import { byTestId, click, freshScreen, tick } from '../../../test/frame-screen.js'
import { FrameAnswerError } from '../../channel.js'
import { askPasskey } from './passkey-screen.js'

// The passkey screen in Chromium: a failed ceremony is said in the screen's words, except the service's limit on wrong tries, said in its own.

beforeEach(freshScreen)

describe('frame passkey screen', () => {
  it('says a refused passkey in its own words, and the limit on wrong tries in the service words (wait, then try again)', async () => {
    const failures = [new FrameAnswerError('Passkey not recognised', 400), new FrameAnswerError('Too many attempts: try again later', 429)]
    let result: string | undefined
    void askPasskey('sign-in', async () => {
      const failure = failures.shift()
      if (failure) throw failure
      return 'signed in'
    }).then(value => (result = value))
    await tick()
    await click(byTestId('passkey-continue'))
    expect(byTestId('passkey-error').textContent).to.equal('No passkey of this wallet was used. Try again, or cancel.')
    await click(byTestId('passkey-continue'))
    expect(byTestId('passkey-error').textContent).to.equal('Too many attempts: try again later')
    await click(byTestId('passkey-continue'))
    expect(result).to.equal('signed in')
  })
})
