import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { deepActiveElement, hasFocusRing, sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-otp.js'
import type { WuiOtp } from './wui-otp.js'

const boxesOf = (el: WuiOtp) => [...el.shadowRoot!.querySelectorAll('input')]
const shown = (el: WuiOtp) => boxesOf(el).map(box => box.value).join('|')

/** Records the element's events in order. */
function recorder(el: WuiOtp) {
  const changes: string[] = []
  const completes: string[] = []
  el.addEventListener('w3m-otp-change', event => changes.push((event as CustomEvent<string>).detail))
  el.addEventListener('w3m-otp-complete', event => completes.push((event as CustomEvent<string>).detail))
  return { changes, completes }
}

/** A real paste event carrying `text`, as the browser fires it on the focused box. */
function paste(box: HTMLInputElement, text: string): boolean {
  const data = new DataTransfer()
  data.setData('text/plain', text)
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true })
  box.dispatchEvent(event)
  return event.defaultPrevented
}

async function otp(): Promise<WuiOtp> {
  return themedFixture<WuiOtp>(html`<wui-otp label="Login code"></wui-otp>`)
}

describe('wui-otp', () => {
  it('is a labelled group of six numeric boxes, each named by its position; the first takes the one-time code', async () => {
    const el = await otp()
    const group = el.shadowRoot!.querySelector('[role="group"]')!
    expect(group.getAttribute('aria-label')).to.equal('Login code')
    const boxes = boxesOf(el)
    expect(boxes).to.have.length(6)
    expect(boxes.map(box => box.getAttribute('aria-label'))).to.deep.equal([1, 2, 3, 4, 5, 6].map(n => `Digit ${n} of 6`))
    expect(boxes.every(box => box.inputMode === 'numeric')).to.equal(true)
    expect(boxes[0]!.getAttribute('autocomplete')).to.equal('one-time-code')
    expect(boxes.slice(1).every(box => box.getAttribute('autocomplete') !== 'one-time-code')).to.equal(true)
  })

  it('typing digits moves forward, ignores other characters, and fires complete once with the code', async () => {
    const el = await otp()
    const { changes, completes } = recorder(el)
    expect((await tabInto()) === boxesOf(el)[0]).to.equal(true)
    expect(hasFocusRing(boxesOf(el)[0]!)).to.equal(true)
    await sendKeys({ type: '12a3 -' })
    expect(shown(el)).to.equal('1|2|3|||')
    expect(deepActiveElement() === boxesOf(el)[3]).to.equal(true)
    expect(completes).to.deep.equal([])
    await sendKeys({ type: '456' })
    await el.updateComplete
    expect(el.value).to.equal('123456')
    expect(changes.at(-1)).to.equal('123456')
    expect(completes).to.deep.equal(['123456'])
    // More keys on the full code (Tab away and back, a non-digit) do not submit it again.
    await sendKeys({ type: 'x' })
    expect(completes).to.deep.equal(['123456'])
  })

  it('Backspace clears the box, then on an empty box moves back and clears that one', async () => {
    const el = await otp()
    const { completes } = recorder(el)
    await tabInto()
    await sendKeys({ type: '123' })
    await sendKeys({ press: 'Backspace' })
    await el.updateComplete
    expect(shown(el)).to.equal('1|2||||')
    expect(deepActiveElement() === boxesOf(el)[2]).to.equal(true)
    await sendKeys({ press: 'Backspace' })
    await el.updateComplete
    expect(shown(el)).to.equal('1|||||')
    expect(deepActiveElement() === boxesOf(el)[1]).to.equal(true)
    expect(el.value).to.equal('1')
    expect(completes).to.deep.equal([])
  })

  it('arrow keys, Home and End move between boxes; a digit typed over one replaces it', async () => {
    const el = await otp()
    el.value = '123456'
    await el.updateComplete
    const { completes } = recorder(el)
    boxesOf(el)[5]!.focus()
    await sendKeys({ press: 'ArrowLeft' })
    await sendKeys({ press: 'ArrowLeft' })
    await el.updateComplete
    expect(deepActiveElement() === boxesOf(el)[3]).to.equal(true)
    await sendKeys({ press: 'ArrowRight' })
    await el.updateComplete
    expect(deepActiveElement() === boxesOf(el)[4]).to.equal(true)
    await sendKeys({ press: 'Home' })
    await el.updateComplete
    expect(deepActiveElement() === boxesOf(el)[0]).to.equal(true)
    await sendKeys({ type: '9' })
    await el.updateComplete
    expect(el.value).to.equal('923456')
    // Another full code is announced once.
    expect(completes).to.deep.equal(['923456'])
    await sendKeys({ press: 'End' })
    await el.updateComplete
    expect(deepActiveElement() === boxesOf(el)[5]).to.equal(true)
  })

  it('a pasted code with spaces or dashes fills every box and completes once; a paste with letters is ignored', async () => {
    const el = await otp()
    const { completes } = recorder(el)
    const boxes = boxesOf(el)
    boxes[2]!.focus()
    expect(paste(boxes[2]!, 'ab12cd')).to.equal(true)
    await el.updateComplete
    expect(el.value).to.equal('')
    expect(paste(boxes[2]!, ' 123-456 ')).to.equal(true)
    await el.updateComplete
    expect(shown(el)).to.equal('1|2|3|4|5|6')
    expect(completes).to.deep.equal(['123456'])
    expect(deepActiveElement() === boxes[5]).to.equal(true)
  })

  it('autofill of the whole code into the first box (one-time-code) spreads it over the boxes', async () => {
    const el = await otp()
    const { completes } = recorder(el)
    const first = boxesOf(el)[0]!
    first.value = '654321'
    first.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertReplacementText' }))
    await el.updateComplete
    expect(shown(el)).to.equal('6|5|4|3|2|1')
    expect(completes).to.deep.equal(['654321'])
  })

  it('disabled disables every box; clear() empties them, puts focus on the first, and the same code can be submitted again', async () => {
    const el = await otp()
    const { completes } = recorder(el)
    await tabInto()
    await sendKeys({ type: '111111' })
    el.disabled = true
    await el.updateComplete
    expect(boxesOf(el).every(box => box.disabled)).to.equal(true)
    el.disabled = false
    el.clear()
    await el.updateComplete
    await new Promise(resolve => requestAnimationFrame(resolve))
    expect(el.value).to.equal('')
    expect(shown(el)).to.equal('|||||')
    expect(deepActiveElement() === boxesOf(el)[0]).to.equal(true)
    await sendKeys({ type: '111111' })
    expect(completes).to.deep.equal(['111111', '111111'])
  })

  it('is accessible, light and dark, valid and invalid', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<WuiOtp>(html`<wui-otp label="Login code"></wui-otp>`, theme)
      await expect(el).to.be.accessible()
      el.invalid = true
      el.value = '12'
      await el.updateComplete
      expect(boxesOf(el)[0]!.getAttribute('aria-invalid')).to.equal('true')
      await expect(el).to.be.accessible()
    }
  })
})
