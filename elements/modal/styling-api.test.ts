import { expect, fixture } from '@open-wc/testing'
import { html, type TemplateResult } from 'lit'
import { until } from '../../test/until.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { setCaipAddress, updateAccount } from '../../controllers/account/store.js'
import { setAdapterNamespaces, setNetworks } from '../../controllers/networks/store.js'
import { $modal, closeModal, openModal } from '../../controllers/modal/modal.js'
import { pushView } from '../../controllers/modal/router.js'
import { setOptions } from '../../controllers/config/options.js'
import { ALERTS, showAlert } from '../../controllers/notices/alert.js'
import { showToast } from '../../controllers/notices/toast.js'
import { bsc, mainnet } from '../../networks.js'
import './buttons.js'
import './w3m-modal/w3m-modal.js'

// The public styling API as the manifest (and so docs/api.md and docs/theming.md) states it: each documented
// CSS part is one a site can reach with `tag::part(name)`, and each documented custom property is read by the
// element's own styles (or its shadow tree's), so the docs cannot drift from the elements.

interface ManifestElement {
  tagName?: string
  customElement?: boolean
  cssParts?: { name: string }[]
  cssProperties?: { name: string }[]
}

const PUBLIC_TAGS = ['w3m-button', 'w3m-connect-button', 'w3m-account-button', 'w3m-network-button', 'w3m-modal']
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function manifestElements(): Promise<Map<string, ManifestElement>> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as { modules: { declarations?: ManifestElement[] }[] }
  const elements = manifest.modules.flatMap(module => module.declarations ?? []).filter(each => each.customElement && each.tagName)
  return new Map(elements.map(each => [each.tagName!, each]))
}

/** Every element in a shadow tree, through nested open shadow roots. */
function deepElements(root: ShadowRoot | Element): Element[] {
  const found: Element[] = []
  for (const element of (root instanceof ShadowRoot ? root : root.shadowRoot ?? root).querySelectorAll('*')) {
    found.push(element)
    if (element.shadowRoot) found.push(...deepElements(element.shadowRoot))
  }
  return found
}

/** The CSS text of every stylesheet the element's shadow tree applies (its own and its descendants' roots). */
function shadowCss(host: Element): string {
  const roots = [host, ...deepElements(host)].map(element => element.shadowRoot).filter(root => root !== null)
  return roots.flatMap(root => root.adoptedStyleSheets.flatMap(sheet => [...sheet.cssRules].map(rule => rule.cssText))).join('\n')
}

/** The parts `tag::part(name)` reaches in the element as rendered now: a page stylesheet marks them. */
function reachableParts(host: Element, names: string[]): string[] {
  const sheet = new CSSStyleSheet()
  names.forEach((name, index) => sheet.insertRule(`${host.localName}::part(${name}) { --part-probe-${index}: reached; }`))
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  try {
    const elements = deepElements(host)
    return names.filter((_, index) => elements.some(element => getComputedStyle(element).getPropertyValue(`--part-probe-${index}`).trim() === 'reached'))
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter(each => each !== sheet)
  }
}

/** Renders the element in each state that together show all its parts, collecting what is reachable. */
async function partsShown(tag: string, names: string[]): Promise<Set<string>> {
  const reached = new Set<string>()
  const look = async (template: TemplateResult, before?: () => void | Promise<void>) => {
    const el = await fixture(template)
    await before?.()
    await (el as Element & { updateComplete: Promise<unknown> }).updateComplete
    for (const element of deepElements(el)) await (element as Element & { updateComplete?: Promise<unknown> }).updateComplete
    for (const name of reachableParts(el, names)) reached.add(name)
  }
  const connected = () => {
    setCaipAddress('eip155', `eip155:1:${ADDRESS}`)
    updateAccount('eip155', { balance: '1.23456', balanceSymbol: 'ETH', status: 'connected' })
  }
  if (tag === 'w3m-modal') {
    setOptions({ projectId: 'test', networks: [mainnet, bsc], walletDirectoryUrl: 'http://127.0.0.1:9', analyticsUrl: 'http://127.0.0.1:9' })
    await look(html`<w3m-modal></w3m-modal>`, async () => {
      openModal()
      await until(() => $modal.get().open && !$modal.get().loading, 'the modal open', 5000)
      pushView('Networks')
      showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED)
      showToast('A toast', 'success', { autoClose: false })
      await until(() => !$modal.get().loading, 'the Networks view', 5000)
    })
    closeModal(true)
    return reached
  }
  const templates: Record<string, TemplateResult> = {
    'w3m-button': html`<w3m-button></w3m-button>`,
    'w3m-connect-button': html`<w3m-connect-button></w3m-connect-button>`,
    'w3m-account-button': html`<w3m-account-button></w3m-account-button>`,
    'w3m-network-button': html`<w3m-network-button></w3m-network-button>`
  }
  await look(templates[tag]!)
  await look(templates[tag]!, connected)
  return reached
}

describe('public styling API (custom-elements.json)', () => {
  let manifest: Map<string, ManifestElement>
  before(async () => {
    manifest = await manifestElements()
  })
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, bsc])
    setAdapterNamespaces(['eip155'])
  })
  afterEach(() => closeModal(true))

  for (const tag of PUBLIC_TAGS) {
    it(`${tag}: documents parts and custom properties, each part reachable with ::part()`, async () => {
      const element = manifest.get(tag)!
      const parts = (element.cssParts ?? []).map(part => part.name)
      expect(parts.length, `${tag} documents no part`).to.be.greaterThan(0)
      const reached = await partsShown(tag, parts)
      expect(parts.filter(name => !reached.has(name)), `parts of ${tag} no ::part() reaches`).to.deep.equal([])
    })
  }

  it("w3m-modal: a page dims its own way through the dialog part's ::backdrop", async () => {
    setOptions({ projectId: 'test', networks: [mainnet, bsc], walletDirectoryUrl: 'http://127.0.0.1:9', analyticsUrl: 'http://127.0.0.1:9' })
    const modal = await fixture(html`<w3m-modal></w3m-modal>`)
    openModal()
    await until(() => $modal.get().open && !$modal.get().loading, 'the modal open', 5000)
    const sheet = new CSSStyleSheet()
    sheet.insertRule('w3m-modal::part(dialog)::backdrop { background-color: rgb(1, 2, 3); }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    try {
      const dialog = modal.shadowRoot!.querySelector('dialog')!
      expect(getComputedStyle(dialog, '::backdrop').backgroundColor).to.equal('rgb(1, 2, 3)')
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(each => each !== sheet)
    }
  })

  it('every documented custom property of every element is read by its styles, and none is an internal token', async () => {
    for (const [tag, element] of manifest) {
      const properties = (element.cssProperties ?? []).map(property => property.name)
      if (!properties.length) continue
      expect(properties.filter(name => !name.startsWith('--w3m-')), `${tag} documents an internal token`).to.deep.equal([])
      const el = await fixture(html`<div></div>`)
      el.append(document.createElement(tag))
      const host = el.firstElementChild!
      await (host as Element & { updateComplete: Promise<unknown> }).updateComplete
      // A wrapper's knobs are read by what it renders (w3m-button renders the connect button).
      for (const each of deepElements(host)) await (each as Element & { updateComplete?: Promise<unknown> }).updateComplete
      const css = shadowCss(host)
      expect(properties.filter(name => !css.includes(`var(${name}`)), `custom properties ${tag}'s styles never read`).to.deep.equal([])
    }
  })
})
