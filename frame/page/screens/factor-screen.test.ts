import { expect } from '@open-wc/testing'
import { byTestId, click, freshScreen, screen, tick } from '../../../test/frame-screen.js'
import { askFactor, enrolTotp } from './factor-screen.js'
import { showPrivateKey } from './export-screen.js'

// The second factor's and export's screens in Chromium: only a trusted click acts, errors are shown as text, the key goes with the screen.

beforeEach(freshScreen)

describe('frame second-factor screens', () => {
  it('sends the code only on a trusted click, shows the check\'s error as text, and resolves once it passes', async () => {
    const tried: string[] = []
    let result: boolean | undefined
    void askFactor('device', async code => {
      tried.push(code)
      return code === '123456' ? undefined : '<b>Invalid code</b>'
    }).then(value => (result = value))
    await tick()
    byTestId<HTMLInputElement>('factor-code').value = '000000'
    byTestId('factor-code-submit').click() // a script's click: ignored
    await tick()
    expect(tried).to.deep.equal([])
    await click(byTestId('factor-code-submit'))
    expect(byTestId('factor-code-error').textContent).to.equal('<b>Invalid code</b>')
    expect(byTestId('factor-code-error').children).to.have.length(0)
    byTestId<HTMLInputElement>('factor-code').value = '123456'
    await click(byTestId('factor-code-submit'))
    expect(tried).to.deep.equal(['000000', '123456'])
    expect(result).to.equal(true)
    expect(screen().hidden).to.equal(true)
  })

  it('offers the passkey only when given one: a trusted click runs it, a closed dialog is said as text, then it passes', async () => {
    void askFactor('device', async () => undefined)
    await tick()
    expect(byTestId('factor-passkey')).to.equal(null)

    let runs = 0
    let result: boolean | undefined
    void askFactor(
      'export',
      async () => 'no code expected',
      async () => {
        runs++
        if (runs === 1) throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
        return undefined
      }
    ).then(value => (result = value))
    await tick()
    byTestId('factor-passkey').click() // a script's click: ignored
    await tick()
    expect(runs).to.equal(0)
    await click(byTestId('factor-passkey'))
    expect(runs).to.equal(1)
    expect(byTestId('factor-code-error').textContent).to.equal('Your passkey was not used. Try again, or enter a code.')
    expect(result).to.equal(undefined)
    await click(byTestId('factor-passkey'))
    expect(result).to.equal(true)
    expect(screen().hidden).to.equal(true)
  })

  it('draws the enrolment QR code as an SVG path and the key in groups of four; Cancel resolves false', async () => {
    let result: boolean | undefined
    void enrolTotp({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }, async () => undefined).then(value => (result = value))
    await tick()
    expect(screen().querySelector('svg.qr path')!.getAttribute('d')).to.match(/^M\d+ \d+h1v1h-1z/)
    expect(byTestId('factor-secret').textContent).to.equal('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    await click(byTestId('factor-enrol-code-cancel'))
    expect(result).to.equal(false)
  })

  it('shows the exported key until Done, then removes it from the page', async () => {
    const key = `0x${'ab'.repeat(32)}`
    let done = false
    void showPrivateKey({ privateKey: key, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }).then(() => (done = true))
    await tick()
    expect(byTestId('export-key').textContent).to.equal(key)
    await click(byTestId('export-done'))
    expect(done).to.equal(true)
    expect(document.body.innerHTML.includes(key.slice(2))).to.equal(false)
  })
})
