import { expect, fixture } from '@open-wc/testing'
import { html, type LitElement } from 'lit'
import { resetControllers } from '../../test/reset-controllers.js'
import { deepQueryAll, hostileIdentityName as HOSTILE_NAME } from '../../test/fixtures/hostile.js'
import { setCaipAddress, updateAccount } from '../../controllers/account/store.js'
import { setNetworks } from '../../controllers/networks/store.js'
import { closeModal } from '../../controllers/modal/modal.js'
import { mainnet } from '../../networks.js'
import './buttons.js'

/**
 * The public buttons sit on the site's own page, outside the modal card: whatever an outside source
 * says (an identity name, a token symbol, a network name, a site's label) stays text, within the
 * button's box, and cannot reorder the text beside it.
 */

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SHOWN_ADDRESS = '0xf39F...2266'
const RLO = '\u202E'

const inner = (host: Element) => host.shadowRoot!.querySelector<HTMLElement>('button')!

async function settled(host: Element): Promise<void> {
  for (const element of [host, ...deepQueryAll(host.shadowRoot!, '*')]) await (element as LitElement).updateComplete
}

/** The x of each character of the first text node of `element` that contains `text`, in logical order. */
function characterLefts(element: Element, text: string): number[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text)
    if (at < 0) continue
    return [...text].map((_, index) => {
      const range = document.createRange()
      range.setStart(node, at + index)
      range.setEnd(node, at + index + 1)
      return range.getBoundingClientRect().left
    })
  }
  throw new Error(`"${text}" is not shown`)
}

const inOrder = (lefts: number[]) => lefts.every((left, index) => index === 0 || left > lefts[index - 1]!)

describe('public buttons with hostile outside text', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet])
  })
  afterEach(() => closeModal(true))

  it('a 10 000-character identity name keeps the account button within its box, cut with an ellipsis, as text', async () => {
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH', profileName: HOSTILE_NAME })
    const page = await fixture(html`<div><w3m-button></w3m-button></div>`)
    const account = deepQueryAll(page, 'w3m-account-button')[0]!
    await settled(page.firstElementChild!)
    const button = inner(account)
    expect(button.getBoundingClientRect().width, 'the button width in px').to.be.at.most(320)
    expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').to.be.at.most(window.innerWidth)
    const name = button.querySelector<HTMLElement>('.text:not(.balance)')!
    expect(name.textContent).to.equal(HOSTILE_NAME.replace('\u202E', ''))
    expect(name.scrollWidth, 'the name is cut').to.be.greaterThan(name.clientWidth)
    expect(getComputedStyle(name).textOverflow).to.equal('ellipsis')
    expect(deepQueryAll(account.shadowRoot!, 'img, b, script'), 'no markup from the name').to.have.length(0)
    expect((window as { __wuiPwned?: number }).__wuiPwned).to.equal(undefined)
  })

  it('each button keeps to a narrow container: account, network, connect', async () => {
    setNetworks([{ ...mainnet, name: `${RLO}${'Network '.repeat(500)}` }])
    const page = await fixture(html`<div style="width: 150px">
      <w3m-connect-button .label=${'Connect '.repeat(500)}></w3m-connect-button>
      <w3m-network-button></w3m-network-button>
      <w3m-account-button></w3m-account-button>
    </div>`)
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.5', balanceSymbol: `${RLO}${'SYMBOL'.repeat(200)}`, profileName: HOSTILE_NAME })
    for (const host of page.children) {
      await settled(host)
      const width = inner(host).getBoundingClientRect().width
      expect(width, `${host.localName} width in px`).to.be.at.most(150)
    }
  })

  it('a right-to-left override in a symbol or a name cannot reorder the address or the amount beside it', async () => {
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.5', balanceSymbol: `ETH${RLO}` })
    const el = await fixture(html`<w3m-account-button></w3m-account-button>`)
    await settled(el)
    expect(inOrder(characterLefts(inner(el), SHOWN_ADDRESS)), 'the address reads left to right').to.equal(true)

    updateAccount('eip155', { balanceSymbol: 'ETH', profileName: `${RLO}evil.eth` })
    await settled(el)
    expect(inOrder(characterLefts(inner(el), '1.5')), 'the amount reads left to right').to.equal(true)
  })

  it('on a right-to-left page a name and a network name read in their own direction', async () => {
    setNetworks([{ ...mainnet, name: 'Main net (L1)' }])
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH', profileName: 'vitalik.eth!' })
    const page = await fixture(html`<div dir="rtl"><w3m-account-button></w3m-account-button><w3m-network-button></w3m-network-button></div>`)
    const [account, network] = [...page.children]
    await settled(account!)
    await settled(network!)
    expect(inOrder(characterLefts(inner(account!), 'vitalik.eth!')), 'the name reads left to right').to.equal(true)
    expect(inOrder(characterLefts(inner(network!), 'Main net (L1)')), 'the network name reads left to right').to.equal(true)
  })

  it('a name, a symbol or a network name cannot turn its own text around: its bidi controls are dropped', async () => {
    setNetworks([{ ...mainnet, name: `${RLO}tentset` }])
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.5', balanceSymbol: `${RLO}HTE`, profileName: `${RLO}hte.kilativ` })
    const page = await fixture(html`<div><w3m-account-button></w3m-account-button><w3m-network-button></w3m-network-button></div>`)
    const [account, network] = [...page.children]
    await settled(account!)
    await settled(network!)
    for (const [host, text] of [[account!, 'hte.kilativ'], [account!, '1.5 HTE'], [network!, 'tentset']] as const) {
      expect(inOrder(characterLefts(inner(host), text)), `"${text}" reads as written`).to.equal(true)
    }
  })
})
