import { expect } from '@open-wc/testing'
import { emulateMedia } from '@web/test-runner-commands'
import { html } from 'lit'
import { setTheme, themedFixture, tokenOf } from '../../test/fixtures/themed.js'

/** Resolves a colour token to the colour a box painted with it gets, as `rgb(r, g, b)`. */
function paintedColor(probe: HTMLElement, token: string): string {
  probe.style.backgroundColor = `var(${token})`
  const painted = getComputedStyle(probe).backgroundColor
  // color-mix() results serialise as color(srgb r g b) with 0..1 channels.
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)\)$/.exec(painted)
  if (!srgb) return painted
  const [r, g, b] = srgb.slice(1).map((c) => Math.round(Number(c) * 255))
  return `rgb(${r}, ${g}, ${b})`
}

describe('themes', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
  })

  it('light and dark resolve different backgrounds (#fff and #121313)', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`, 'light')
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.equal('rgb(255, 255, 255)')
    await setTheme(probe, 'dark')
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.equal('rgb(18, 19, 19)')
    expect(tokenOf(probe, '--wui-sys-color-fg-100')).to.not.equal('')
  })

  it('follows the system scheme when no theme attribute is set', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`, 'system')
    await emulateMedia({ colorScheme: 'dark' })
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.equal('rgb(18, 19, 19)')
    await emulateMedia({ colorScheme: 'light' })
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.equal('rgb(255, 255, 255)')
    await emulateMedia({ colorScheme: 'dark' })
    await setTheme(probe, 'light')
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.equal('rgb(255, 255, 255)')
  })

  it('defaults the accent per mode and lets --w3m-accent on an ancestor override it', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`, 'light')
    expect(paintedColor(probe, '--wui-sys-color-accent-100')).to.equal('rgb(102, 125, 255)')
    await setTheme(probe, 'dark')
    expect(paintedColor(probe, '--wui-sys-color-accent-100')).to.equal('rgb(87, 115, 255)')
    probe.parentElement!.parentElement!.style.setProperty('--w3m-accent', 'rgb(255, 0, 0)')
    expect(paintedColor(probe, '--wui-sys-color-accent-100')).to.equal('rgb(255, 0, 0)')
    // Derived accent shades follow the knob too.
    expect(paintedColor(probe, '--wui-sys-color-accent-090')).to.equal('rgb(204, 0, 0)')
    probe.parentElement!.parentElement!.style.removeProperty('--w3m-accent')
  })

  it('scales every radius with --w3m-border-radius-master', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`)
    probe.style.borderRadius = 'var(--wui-sys-border-radius-xs)'
    expect(getComputedStyle(probe).borderTopLeftRadius).to.equal('16px')
    probe.parentElement!.style.setProperty('--w3m-border-radius-master', '2px')
    expect(getComputedStyle(probe).borderTopLeftRadius).to.equal('8px')
    probe.style.borderRadius = 'var(--wui-sys-border-radius-3xl)'
    expect(getComputedStyle(probe).borderTopLeftRadius).to.equal('40px')
  })

  it('scales font sizes with --w3m-font-size-master and takes --w3m-font-family', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`)
    probe.style.fontSize = 'var(--wui-sys-font-size-paragraph)'
    probe.style.fontFamily = 'var(--wui-sys-font-family)'
    expect(getComputedStyle(probe).fontSize).to.equal('16px')
    probe.parentElement!.style.setProperty('--w3m-font-size-master', '12px')
    probe.parentElement!.style.setProperty('--w3m-font-family', 'monospace')
    expect(getComputedStyle(probe).fontSize).to.equal('19.2px')
    expect(getComputedStyle(probe).fontFamily).to.equal('monospace')
  })

  it('mixes --w3m-color-mix into surfaces at --w3m-color-mix-strength percent', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`)
    const host = probe.parentElement!
    host.style.setProperty('--w3m-color-mix', 'rgb(0, 0, 0)')
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.equal('rgb(255, 255, 255)')
    host.style.setProperty('--w3m-color-mix-strength', '50')
    expect(paintedColor(probe, '--wui-sys-color-bg-100')).to.match(/^rgb\((127|128), (127|128), (127|128)\)$/)
  })

  it('sets z-index and QR colour from their knobs', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`)
    probe.style.position = 'relative'
    probe.style.zIndex = 'var(--wui-sys-z-index)'
    expect(getComputedStyle(probe).zIndex).to.equal('999')
    probe.parentElement!.style.setProperty('--w3m-z-index', '42')
    expect(getComputedStyle(probe).zIndex).to.equal('42')
    probe.parentElement!.style.setProperty('--w3m-qr-color', 'rgb(1, 2, 3)')
    expect(paintedColor(probe, '--wui-sys-qr-color')).to.equal('rgb(1, 2, 3)')
  })

  it('zeroes motion durations under prefers-reduced-motion', async () => {
    const probe = await themedFixture<HTMLElement>(html`<div></div>`)
    probe.style.transitionDuration = 'var(--wui-sys-duration-md)'
    expect(getComputedStyle(probe).transitionDuration).to.equal('0.2s')
    await emulateMedia({ reducedMotion: 'reduce' })
    expect(getComputedStyle(probe).transitionDuration).to.equal('0s')
  })
})
