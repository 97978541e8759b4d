import { expect } from '@open-wc/testing'
import { allByTestId, byTestId, click, freshScreen, screen, tick } from '../../../test/frame-screen.js'
import { showPasskeys, type ListedPasskey, type PasskeyRemoved } from './passkey-list-screen.js'

// The passkeys screen in Chromium: loading, error, empty and list states; only trusted clicks act; a removal is confirmed first and its refusal is shown as text.

const PASSKEYS: ListedPasskey[] = [
  { id: 'cred-1', createdAt: Date.UTC(2026, 2, 14, 9, 30), lastUsedAt: Date.UTC(2026, 10, 2, 18, 5) },
  { id: 'cred-2', createdAt: Date.UTC(2026, 9, 1, 12, 0), lastUsedAt: null }
]

beforeEach(freshScreen)

describe('frame passkeys screen', () => {
  it('shows loading, then each passkey with its dates in the locale; Remove asks first, then the list comes back without it', async () => {
    let stored = [...PASSKEYS]
    let release: () => void = () => undefined
    const firstLoad = new Promise<void>(resolve => (release = resolve))
    const removed: string[] = []
    let closed = false
    void showPasskeys(
      async () => {
        await firstLoad
        return stored
      },
      async id => {
        removed.push(id)
        stored = stored.filter(passkey => passkey.id !== id)
        return 'removed'
      }
    ).then(() => (closed = true))
    await tick()
    expect(byTestId('passkeys-loading')!.textContent).to.equal('Loading your passkeys…')
    release()
    await tick()
    const rows = allByTestId('passkey-row')
    expect(rows.map(row => row.querySelector('strong')!.textContent)).to.deep.equal(['Passkey 1', 'Passkey 2'])
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
    expect(rows[0]!.textContent).to.contain(date.format(PASSKEYS[0]!.createdAt)).and.contain(`Last used \u2068${date.format(PASSKEYS[0]!.lastUsedAt!)}\u2069`)
    expect(rows[1]!.textContent).to.contain('Not used yet')
    expect(allByTestId('passkey-remove')[1]!.getAttribute('aria-label')).to.equal('Remove Passkey 2')

    allByTestId('passkey-remove')[1]!.click() // a script's click: ignored
    await tick()
    expect(allByTestId('passkey-row')).to.have.length(2)
    await click(allByTestId('passkey-remove')[1]!)
    expect(screen().querySelector('h1')!.textContent).to.equal('Remove this passkey?')
    byTestId('passkey-remove-confirm')!.click() // ignored too
    await tick()
    expect(removed).to.deep.equal([])
    await click(byTestId('passkey-remove-confirm'))
    expect(removed).to.deep.equal(['cred-2'])
    await tick()
    expect(byTestId('passkeys-notice')!.textContent).to.equal('\u2068Passkey 2\u2069 was removed.')
    expect(allByTestId('passkey-row')).to.have.length(1)
    await click(byTestId('passkeys-close'))
    expect(closed).to.equal(true)
    expect(screen().hidden).to.equal(true)
  })

  it('says a failed load and tries again; no passkeys is its own state', async () => {
    let loads = 0
    void showPasskeys(async () => {
      if (++loads === 1) throw new Error('offline')
      return []
    }, async () => 'removed')
    await tick()
    expect(byTestId('passkeys-error')!.textContent).to.equal('Your passkeys could not be loaded. Try again.')
    await click(byTestId('passkeys-retry'))
    expect(loads).to.equal(2)
    expect(byTestId('passkeys-empty')!.textContent).to.equal('No passkeys yet. Add one from your account to sign in without a code.')
    expect(allByTestId('passkey-row')).to.have.length(0)
  })

  it("shows a refused removal's words as text on the confirmation; a cancelled factor or Cancel goes back to the list", async () => {
    const outcomes: PasskeyRemoved[] = [{ error: '<img src=x onerror=alert(1)>Passkey not found' }, 'cancelled']
    void showPasskeys(async () => PASSKEYS, async () => outcomes.shift()!)
    await tick()
    await click(allByTestId('passkey-remove')[0]!)
    await click(byTestId('passkey-remove-confirm'))
    expect(byTestId('passkey-remove-error')!.textContent).to.equal('<img src=x onerror=alert(1)>Passkey not found')
    expect(screen().querySelector('img')).to.equal(null)
    await click(byTestId('passkey-remove-confirm'))
    expect(allByTestId('passkey-row')).to.have.length(2)
    await click(allByTestId('passkey-remove')[0]!)
    await click(byTestId('passkey-remove-cancel'))
    expect(allByTestId('passkey-row')).to.have.length(2)
  })
})
