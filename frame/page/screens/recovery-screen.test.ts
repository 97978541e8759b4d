import { expect } from '@open-wc/testing'
import { allByTestId, byTestId, click, freshScreen, screen, tick } from '../../../test/frame-screen.js'
import { askRecoveryShare, groupsOf, showRecoveryShare } from './recovery-screen.js'

// The recovery key's screens in Chromium: shown once, confirmed by characters typed back, entered on a new device.

const KEY = '01a3f09c77d2e4b5c6a7980f1e2d3c4b5a69788796a5b4c3d2e1f0011223344556'

beforeEach(freshScreen)

describe('frame recovery screens', () => {
  it('shows the key in groups, then goes on only with the right characters of the asked groups', async () => {
    let done = false
    const saving = showRecoveryShare(KEY).then(() => (done = true))
    await tick()
    expect(byTestId('recovery-key').textContent).to.equal(KEY)
    expect(byTestId('recovery-key').children).to.have.length(11)
    await click(byTestId('recovery-saved'))
    const inputs = allByTestId<HTMLInputElement>('recovery-confirm-input')
    expect(inputs).to.have.length(2)
    for (const input of inputs) input.value = 'zz'
    await click(byTestId('recovery-confirm'))
    expect(screen().querySelector('[role="alert"]')!.textContent).to.equal('These characters do not match the key. Check the key you saved.')
    expect(done).to.equal(false)
    // Back to the key, and on again: new groups may be asked.
    await click(byTestId('recovery-back'))
    expect(allByTestId('recovery-key')).to.have.length(1)
    await click(byTestId('recovery-saved'))
    const again = allByTestId<HTMLInputElement>('recovery-confirm-input')
    const groups = again.map(input => Number(/Group (\d+)/.exec(input.closest('label')!.textContent!)![1]) - 1)
    expect(new Set(groups).size).to.equal(2)
    again.forEach((input, i) => (input.value = groupsOf(KEY)[groups[i]!]!.slice(0, 2).toUpperCase()))
    await click(byTestId('recovery-confirm'))
    await saving
    expect(done).to.equal(true)
    expect(screen().hidden).to.equal(true)
  })

  it('on a new device says why the key is asked, and takes it as saved (group spaces and all)', async () => {
    const entering = askRecoveryShare(async share => share === KEY)
    await tick()
    expect(screen().textContent).to.contain('This device has no part of your wallet key yet')
    const input = allByTestId<HTMLInputElement>('recovery-input')[0]!
    input.value = '00'.repeat(33)
    await click(byTestId('recovery-submit'))
    expect(screen().querySelector('[role="alert"]')!.textContent).to.equal('This recovery key does not match your wallet.')
    input.value = groupsOf(KEY).join(' ')
    await click(byTestId('recovery-submit'))
    expect(await entering).to.equal(KEY)
  })
})
