import { expect } from '@open-wc/testing'
import { sendMouse } from '@web/test-runner-commands'
import { FrameAnswerError } from '../../channel.js'
import { askPasskey } from './passkey-screen.js'

// The passkey screen in Chromium: a failed ceremony is said in the screen's words, except the service's limit on wrong tries, said in its own.

const screen = () => document.getElementById('screen')!
const byTestId = (id: string) => screen().querySelector<HTMLElement>(`[data-testid="${id}"]`)!
const tick = () => new Promise(done => setTimeout(done, 50))

async function click(element: HTMLElement): Promise<void> {
  const box = element.getBoundingClientRect()
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] })
  await tick()
}

beforeEach(() => {
  document.getElementById('screen')?.remove()
  document.body.append(Object.assign(document.createElement('main'), { id: 'screen', hidden: true }))
})

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
