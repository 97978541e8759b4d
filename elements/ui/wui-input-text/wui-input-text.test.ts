import { expect } from '@open-wc/testing'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { hasFocusRing, sendKeys, tabInto } from '../../../test/fixtures/keyboard.js'
import { themedFixture } from '../../../test/fixtures/themed.js'
import './wui-input-text.js'
import type { WuiInputText } from './wui-input-text.js'

const inputOf = (el: WuiInputText) => el.shadowRoot!.querySelector('input')!

describe('wui-input-text', () => {
  it('renders a labelled native input with its placeholder, icon and part', async () => {
    const el = await themedFixture<WuiInputText>(
      html`<wui-input-text label="Search wallets" placeholder="Search" icon="search" inputTestId="all-wallets-search"></wui-input-text>`
    )
    const input = inputOf(el)
    expect(input.getAttribute('aria-label')).to.equal('Search wallets')
    expect(input.placeholder).to.equal('Search')
    expect(input.getAttribute('part')).to.equal('input')
    expect(input.dataset.testid).to.equal('all-wallets-search')
    expect(el.shadowRoot!.querySelector('wui-icon')!.getAttribute('name')).to.equal('search')
  })

  it('is reached by Tab with a visible focus style, and fires w3m-input as the user types', async () => {
    const el = await themedFixture<WuiInputText>(html`<wui-input-text label="Email" type="email"></wui-input-text>`)
    const values: string[] = []
    el.addEventListener('w3m-input', (event) => values.push((event as CustomEvent<string>).detail))
    expect(await tabInto()).to.equal(inputOf(el))
    expect(hasFocusRing(inputOf(el))).to.equal(true)
    await sendKeys({ type: 'a@b' })
    expect(values).to.deep.equal(['a', 'a@', 'a@b'])
    expect(el.value).to.equal('a@b')
  })

  it('shows the value set from outside', async () => {
    const el = await themedFixture<WuiInputText>(html`<wui-input-text label="Name" value="alice"></wui-input-text>`)
    expect(inputOf(el).value).to.equal('alice')
    el.value = ''
    await el.updateComplete
    expect(inputOf(el).value).to.equal('')
  })

  it('ties an error message to the input', async () => {
    const el = await themedFixture<WuiInputText>(html`<wui-input-text label="Email" errorMessage="Invalid email"></wui-input-text>`)
    const input = inputOf(el)
    expect(input.getAttribute('aria-invalid')).to.equal('true')
    const error = el.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!)!
    expect(error.textContent).to.equal('Invalid email')
    await expect(el).to.be.accessible()
  })

  it('keeps hostile values and errors inert', async () => {
    for (const text of Object.values(hostileTexts)) {
      const el = await themedFixture<WuiInputText>(html`<wui-input-text label="x" .value=${text} .errorMessage=${text}></wui-input-text>`)
      assertNoInjectedElements(el)
      expect(inputOf(el).value).to.equal(text)
      expect(el.shadowRoot!.querySelector('#error')!.textContent).to.equal(text)
    }
  })

  it('is accessible, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const el = await themedFixture<WuiInputText>(html`<wui-input-text label="Search" placeholder="Search wallet" icon="search"></wui-input-text>`, theme)
      await expect(el).to.be.accessible()
    }
  })

  it('Enter submits the form around it, as a native input does', async () => {
    const form = await themedFixture<HTMLFormElement>(html`<form><wui-input-text label="Email"></wui-input-text></form>`)
    let submits = 0
    form.addEventListener('submit', event => {
      event.preventDefault()
      submits++
    })
    const el = form.querySelector('wui-input-text')!
    await el.updateComplete
    inputOf(el).focus()
    await sendKeys({ type: 'a' })
    expect(submits).to.equal(0)
    await sendKeys({ press: 'Enter' })
    expect(submits).to.equal(1)
  })
})
