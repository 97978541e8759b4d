import { expect, fixture } from '@open-wc/testing'
import { until } from '../../../test/until.js'
import { html } from 'lit'
import { assertNoInjectedElements, hostileTexts } from '../../../test/fixtures/hostile.js'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { $accountName, resetAccountName, type AccountNameState } from '../../../controllers/names/registration.js'
import { setCaipAddress, updateAccount } from '../../../controllers/account/store.js'
import { setNetworks } from '../../../controllers/networks/store.js'
import { $router, resetView } from '../../../controllers/modal/router.js'
import { mainnet } from '../../../networks.js'
import '../w3m-register-account-name-success-view/w3m-register-account-name-success-view.js'
import './w3m-register-account-name-view.js'
import type { W3mRegisterAccountNameView } from './w3m-register-account-name-view.js'

const byTestId = (root: Element, id: string) => root.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const nativeInput = (view: Element) => view.shadowRoot!.querySelector('wui-input-text')!.shadowRoot!.querySelector('input')!
const fieldError = (view: Element) => view.shadowRoot!.querySelector('wui-input-text')!.shadowRoot!.querySelector('.error')?.textContent?.trim() ?? ''
const suggestionButtons = (view: Element) => [...view.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-testid="register-name-suggestion"]')]
const submitDisabled = (view: Element) => byTestId(view, 'register-name-submit')!.hasAttribute('disabled')

const suggestions = (label: string, taken: string[] = []) =>
  [label, `${label}-web3`, `the-${label}`].map(name => ({ name: `${name}.reown.id`, registered: taken.includes(name) }))

async function nameView(value = '', state: Partial<AccountNameState> = {}): Promise<W3mRegisterAccountNameView> {
  $accountName.set({ ...$accountName.get(), ...state })
  const view = await fixture<W3mRegisterAccountNameView>(html`<w3m-register-account-name-view .value=${value}></w3m-register-account-name-view>`)
  await view.updateComplete
  return view
}

/** Types into the real input, as a person would (each key fires `input`). */
async function type(view: W3mRegisterAccountNameView, text: string): Promise<void> {
  nativeInput(view).focus()
  await sendKeys({ type: text })
  await view.updateComplete
}

describe('w3m-register-account-name-view', () => {
  beforeEach(() => {
    resetControllers()
    // A registration under way survives resetAccountName by design: a test starts from nothing.
    $accountName.set({ loading: false, query: '', suggestions: [], suggesting: false, error: undefined })
    setNetworks([mainnet], mainnet)
  })

  it('empty: a labelled field with the suffix beside it, Register disabled, the field focused; axe clean', async () => {
    const view = await nameView()
    expect(nativeInput(view).getAttribute('aria-label')).to.equal('Account name')
    expect(nativeInput(view).dataset.testid).to.equal('register-name-input')
    expect(view.shadowRoot!.textContent).to.contain('.reown.id')
    expect(submitDisabled(view)).to.equal(true)
    await until(() => deepActiveElement() === nativeInput(view), 'the field has focus')
    await expect(view).to.be.accessible()
  })

  it('the rule in words while typing: other characters, then too short; Register stays disabled', async () => {
    const view = await nameView()
    await type(view, 'bad_name')
    expect(fieldError(view)).to.equal('Use only letters, digits and hyphens')
    expect(nativeInput(view).getAttribute('aria-invalid')).to.equal('true')
    expect(submitDisabled(view)).to.equal(true)
    nativeInput(view).select()
    await sendKeys({ type: 'abc' })
    await view.updateComplete
    expect(fieldError(view)).to.equal('Use at least 4 characters')
    expect(submitDisabled(view)).to.equal(true)
  })

  it('suggestions are buttons that say Available or Taken in words (taken ones disabled); one fills the field; axe clean', async () => {
    const view = await nameView('alice', { query: 'alice', suggestions: suggestions('alice', ['alice-web3']) })
    const buttons = suggestionButtons(view)
    expect(buttons.map(button => button.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'alice.reown.id Available',
      'alice-web3.reown.id Taken',
      'the-alice.reown.id Available'
    ])
    expect(buttons.map(button => button.disabled)).to.deep.equal([false, true, false])
    await expect(view).to.be.accessible()
    buttons[2]!.focus()
    await sendKeys({ press: 'Enter' })
    await view.updateComplete
    expect(nativeInput(view).value).to.equal('the-alice')
    expect(submitDisabled(view)).to.equal(false)
  })

  it('a name the suggestions say is taken: said in words, Register disabled', async () => {
    const view = await nameView('alice', { query: 'alice', suggestions: suggestions('alice', ['alice']) })
    expect(fieldError(view)).to.equal('alice.reown.id is already taken')
    expect(submitDisabled(view)).to.equal(true)
  })

  it('suggestions for another text than the field are not shown', async () => {
    const view = await nameView('bob-name', { query: 'alice', suggestions: suggestions('alice') })
    expect(suggestionButtons(view)).to.have.length(0)
  })

  it('registering: Register is busy and the field disabled', async () => {
    const view = await nameView('alice', { query: 'alice', suggestions: suggestions('alice'), loading: true })
    expect(byTestId(view, 'register-name-submit')!.hasAttribute('loading')).to.equal(true)
    expect(nativeInput(view).disabled).to.equal(true)
    expect(suggestionButtons(view).map(button => button.disabled)).to.deep.equal([true, true, true])
  })

  it('an API reason (even markup) renders as text in an alert; a behaviour spec error is translated text', async () => {
    const view = await nameView('alice', { query: 'alice', error: hostileTexts.markup })
    assertNoInjectedElements(view)
    expect(byTestId(view, 'register-name-error')!.getAttribute('role')).to.equal('alert')
    expect(byTestId(view, 'register-name-error')!.textContent).to.equal(hostileTexts.markup)
    $accountName.setKey('error', 'Error registering name alice.reown.id')
    await view.updateComplete
    expect(byTestId(view, 'register-name-error')!.textContent).to.equal('Error registering name alice.reown.id')
  })

  it('coming back after a failure keeps the name tried and its error; a fresh visit starts empty', async () => {
    $accountName.set({ ...$accountName.get(), query: 'alice', error: 'Error registering name alice.reown.id' })
    const back = await fixture<W3mRegisterAccountNameView>(html`<w3m-register-account-name-view></w3m-register-account-name-view>`)
    expect(nativeInput(back).value).to.equal('alice')
    expect(byTestId(back, 'register-name-error')).to.exist
    resetAccountName()
    $accountName.setKey('query', 'stale')
    const fresh = await fixture<W3mRegisterAccountNameView>(html`<w3m-register-account-name-view></w3m-register-account-name-view>`)
    expect(nativeInput(fresh).value).to.equal('')
    expect($accountName.get().query).to.equal('')
  })

  it('keyboard: Tab goes field → suggestions → Register; Enter in the field submits, and without an embedded account the behaviour spec error shows', async () => {
    setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
    const view = await nameView('alice', { query: 'alice', suggestions: suggestions('alice') })
    await until(() => deepActiveElement() === nativeInput(view), 'the field has focus')
    await sendKeys({ press: 'Tab' })
    expect(deepActiveElement() === suggestionButtons(view)[0], 'the first suggestion has focus').to.equal(true)
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    const focused = deepActiveElement()
    expect(((focused?.getRootNode() as ShadowRoot).host as HTMLElement).dataset.testid).to.equal('register-name-submit')
    nativeInput(view).focus()
    await sendKeys({ press: 'Enter' })
    await until(() => byTestId(view, 'register-name-error'), 'the failure is shown')
    expect(byTestId(view, 'register-name-error')!.textContent).to.equal('Address or auth connector not found')
    expect($router.get().transactionStack).to.deep.equal([])
  })
})

describe('w3m-register-account-name-success-view', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet], mainnet)
    setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
  })

  it('shows the new name as text, focuses Back to Account, Enter returns to Account; axe clean', async () => {
    updateAccount('eip155', { profileName: hostileTexts.markup })
    resetView('RegisterAccountNameSuccess')
    const view = await fixture(html`<w3m-register-account-name-success-view></w3m-register-account-name-success-view>`)
    await until(() => deepActiveElement()?.getRootNode() instanceof ShadowRoot && deepActiveElement() !== document.body, 'something has focus')
    assertNoInjectedElements(view)
    expect(byTestId(view, 'register-name-success-name')!.textContent).to.equal(hostileTexts.markup)
    expect(byTestId(view, 'register-name-success')!.getAttribute('role')).to.equal('status')
    await expect(view).to.be.accessible()
    const focused = deepActiveElement()
    expect(((focused?.getRootNode() as ShadowRoot).host as HTMLElement).dataset.testid).to.equal('register-name-success-done')
    await sendKeys({ press: 'Enter' })
    expect($router.get().view).to.equal('Account')
  })
})
