import { expect, fixture } from '@open-wc/testing'
import { html } from 'lit'
import { deepActiveElement, sendKeys } from '../../../test/fixtures/keyboard.js'
import { resetControllers } from '../../../test/reset-controllers.js'
import { setAdapterNamespaces, setNetworks } from '../../../controllers/networks/store.js'
import { setOptions } from '../../../controllers/config/options.js'
import { $router } from '../../../controllers/modal/router.js'
import { mainnet } from '../../../networks.js'
import type { AppKitOptions } from '../../../types/public.js'
import './w3m-connect-socials.js'
import './w3m-connect-socials-view.js'
import type { W3mConnectSocials } from './w3m-connect-socials.js'
import type { W3mConnectSocialsView } from './w3m-connect-socials-view.js'

const SECURE = 'https://secure.test'
const buttons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('button')]
const ids = (root: ShadowRoot) => buttons(root).map(button => button.dataset.testid)
const names = (root: ShadowRoot) => buttons(root).map(button => button.getAttribute('aria-label') ?? button.textContent!.trim())

async function socials(options: Partial<AppKitOptions> = {}): Promise<W3mConnectSocials> {
  setOptions({ projectId: 'test', networks: [mainnet], secureSiteUrl: SECURE, ...options })
  return fixture<W3mConnectSocials>(html`<w3m-connect-socials></w3m-connect-socials>`)
}

describe('w3m-connect-socials (Connect)', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet])
    setAdapterNamespaces(['eip155'])
  })

  it('the default order: Google wide, X, Discord and Farcaster as icons, the rest behind "more"', async () => {
    const element = await socials()
    expect(ids(element.shadowRoot!)).to.deep.equal(['social-login-google', 'social-login-x', 'social-login-discord', 'social-login-farcaster', 'social-login-more'])
    expect(names(element.shadowRoot!)).to.deep.equal(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'More sign-in options'])
    await expect(element).to.be.accessible()
  })

  it("the site's order and few enough for no \"more\"", async () => {
    const element = await socials({ features: { socials: ['github', 'apple'] } })
    expect(ids(element.shadowRoot!)).to.deep.equal(['social-login-github', 'social-login-apple'])
  })

  it('nothing without socials or without a secure site', async () => {
    expect(ids((await socials({ features: { socials: false } })).shadowRoot!)).to.deep.equal([])
    expect(ids((await socials({ secureSiteUrl: undefined })).shadowRoot!)).to.deep.equal([])
  })

  it('Tab goes from the wide button through the icons to "more"; Enter on "more" opens ConnectSocials', async () => {
    const element = await socials()
    buttons(element.shadowRoot!)[0]!.focus()
    for (const id of ['social-login-x', 'social-login-discord', 'social-login-farcaster', 'social-login-more']) {
      await sendKeys({ press: 'Tab' })
      expect((deepActiveElement() as HTMLElement).dataset.testid).to.equal(id)
    }
    await sendKeys({ press: 'Enter' })
    expect($router.get().view).to.equal('ConnectSocials')
  })

  it('Farcaster opens its own view (a QR code), no popup', async () => {
    const element = await socials()
    const opened: unknown[] = []
    // The browser's window.open is replaced: a real popup here would mean the OAuth flow started for Farcaster.
    const realOpen = window.open
    window.open = (...args: unknown[]) => {
      opened.push(args)
      return null
    }
    try {
      buttons(element.shadowRoot!).find(button => button.dataset.testid === 'social-login-farcaster')!.click()
      expect($router.get().view).to.equal('ConnectingFarcaster')
      expect(opened).to.deep.equal([])
    } finally {
      window.open = realOpen
    }
  })
})

describe('w3m-connect-socials-view (ConnectSocials)', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet])
    setAdapterNamespaces(['eip155'])
  })

  it('lists every sign-in the site offers in order as a named button, accessible', async () => {
    setOptions({ projectId: 'test', networks: [mainnet], secureSiteUrl: SECURE })
    const view = await fixture<W3mConnectSocialsView>(html`<w3m-connect-socials-view></w3m-connect-socials-view>`)
    expect(ids(view.shadowRoot!)).to.deep.equal(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'].map(p => `social-login-${p}`))
    expect(names(view.shadowRoot!).at(-1)).to.equal('Continue with Facebook')
    await expect(view).to.be.accessible()
    buttons(view.shadowRoot!)[0]!.focus()
    await sendKeys({ press: 'Tab' })
    expect((deepActiveElement() as HTMLElement).dataset.testid).to.equal('social-login-x')
  })
})
