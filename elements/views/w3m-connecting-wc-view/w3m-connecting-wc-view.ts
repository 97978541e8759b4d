import { css, html, LitElement, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { isMobile } from '../../../controllers/modal/modal.js'
import { $router } from '../../../controllers/modal/router.js'
import { $walletConnect, deepLinkFor, setWcLinking } from '../../../controllers/walletconnect/actions.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-link/wui-link.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import './w3m-connecting-wc-qr.js'
import { localized, msg, str } from '../../localize.js'

/** How long the page may stay visible after "Open" before we say the app did not open. */
export const APP_OPEN_TIMEOUT_MS = 2_500

/**
 * @summary ConnectingWalletConnect: the chosen wallet (or any) over WalletConnect. QR code and copy
 * link; on mobile an "Open" deep link, and store links when the app does not open.
 */
@localized()
export class W3mConnectingWcView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .stores {
        display: flex;
        gap: var(--wui-sys-spacing-s);
        justify-content: center;
      }
    `
  ]

  @state() private appDidNotOpen = false
  private readonly wallet = $router.get().data?.wallet
  private readonly wc = new StoreController(this, $walletConnect)
  private openTimer: ReturnType<typeof setTimeout> | undefined

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.openTimer)
  }

  private openApp(): void {
    const uri = this.wc.value.wcUri
    const link = this.wallet?.mobileLink
    if (!uri || !link || !this.wallet) return
    const href = deepLinkFor(link, uri)
    setWcLinking({ name: this.wallet.name, href })
    this.appDidNotOpen = false
    clearTimeout(this.openTimer)
    // A page that stays visible means no app took the link.
    this.openTimer = setTimeout(() => {
      if (document.visibilityState === 'visible') this.appDidNotOpen = true
    }, APP_OPEN_TIMEOUT_MS)
    window.location.href = href
  }

  private renderMobile() {
    const wallet = this.wallet
    if (!wallet?.mobileLink || !isMobile()) return nothing
    return html`<wui-button variant="accent" size="md" data-testid="open-wallet-app" ?disabled=${!this.wc.value.wcUri} @click=${() => this.openApp()}>
        ${msg(str`Open ${wallet.name}`)}
      </wui-button>
      ${this.appDidNotOpen
        ? html`<div class="centered" role="status" data-testid="app-not-opened">
            <wui-text variant="small-400" color="fg-200" align="center">${msg(str`${wallet.name} did not open. Is it installed?`)}</wui-text>
            <div class="stores">
              ${wallet.appStore ? html`<wui-link href=${wallet.appStore} target="_blank">${msg('App Store')}</wui-link>` : nothing}
              ${wallet.playStore ? html`<wui-link href=${wallet.playStore} target="_blank">${msg('Google Play')}</wui-link>` : nothing}
            </div>
          </div>`
        : nothing}`
  }

  override render() {
    return html`${this.renderMobile()}<w3m-connecting-wc-qr .wallet=${this.wallet}></w3m-connecting-wc-qr>`
  }
}

define('w3m-connecting-wc-view', W3mConnectingWcView)
