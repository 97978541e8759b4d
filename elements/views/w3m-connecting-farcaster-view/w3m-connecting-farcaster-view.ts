import { css, html, LitElement, nothing } from 'lit'
import { $accounts } from '../../../controllers/account/store.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { farcasterLoginUnderway, leaveFarcasterLogin, startFarcasterLogin } from '../../../controllers/embedded-wallet/farcaster-login.js'
import { isMobile } from '../../../controllers/modal/modal.js'
import { copyText } from '../../copy-text.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-link/wui-link.js'
import '../../ui/wui-qr-code/wui-qr-code.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-spinner/wui-spinner.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { FARCASTER_LOGO } from './farcaster-logo.js'

const FARCASTER = 'Farcaster'

/**
 * @summary ConnectingFarcaster: the Farcaster sign-in link as a QR code (and, on a phone, a button
 * that opens the Farcaster app), waiting until the person approves there; a failure with a retry.
 * Leaving before the connection clears the link and reloads the embedded wallet's frame.
 */
@localized()
export class W3mConnectingFarcasterView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      wui-qr-code,
      wui-shimmer {
        width: min(100%, 280px);
      }
      wui-shimmer {
        aspect-ratio: 1;
      }
      .status {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: var(--wui-sys-spacing-xs);
        min-height: 24px;
      }
      .text {
        overflow-wrap: anywhere;
      }
    `
  ]

  private readonly accounts = new StoreController(this, $accounts)
  private readonly wallet = new StoreController(this, $embeddedWallet)

  override connectedCallback(): void {
    super.connectedCallback()
    // Started once rendered (starting moves the stores); a sign-in already under way is shown, not restarted.
    void this.updateComplete.then(() => {
      if (this.isConnected && !farcasterLoginUnderway()) void startFarcasterLogin()
    })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    leaveFarcasterLogin()
  }

  private get url(): string | undefined {
    return this.accounts.value.eip155?.farcasterUrl
  }

  private openApp(): void {
    if (this.url) window.open(this.url, '_blank', 'noopener,noreferrer')
  }

  private async copy(): Promise<void> {
    if (this.url) await copyText(this.url, msg('Link copied'))
  }

  override render() {
    const { error } = this.wallet.value
    if (error) {
      return html`<div class="centered">
        <wui-text variant="paragraph-500" color="error-100" data-testid="connect-error" role="alert">${msg('Connection failed')}</wui-text>
        <wui-text class="text" variant="small-400" color="fg-200" align="center">${errorText(error)}</wui-text>
        <wui-button variant="accent" size="md" data-testid="connect-retry" @click=${() => startFarcasterLogin()}>${msg('Try again')}</wui-button>
      </div>`
    }
    const url = this.url
    return html`<div class="centered">
      ${url
        ? html`<wui-qr-code data-testid="farcaster-qr" .uri=${url} .imageSrc=${FARCASTER_LOGO} .alt=${msg('QR code to sign in with Farcaster')}></wui-qr-code>`
        : html`<wui-shimmer width="280px" height="280px" role="status" aria-label=${msg('Preparing the QR code')}></wui-shimmer>`}
      <wui-text variant="paragraph-500" align="center"
        >${isMobile() ? msg('Scan this QR code with another device') : msg('Scan this QR code with your phone')}</wui-text
      >
      ${url
        ? html`<div class="status">
            <wui-spinner size="sm" label=${msg('Approve the sign-in in the Farcaster app')}></wui-spinner>
            <wui-text variant="small-400" color="fg-200" aria-hidden="true">${msg('Approve the sign-in in the Farcaster app')}</wui-text>
          </div>`
        : nothing}
      ${isMobile()
        ? html`<wui-button variant="accent" size="md" data-testid="open-farcaster" ?disabled=${!url} @click=${() => this.openApp()}
            >${msg(str`Open ${FARCASTER}`)}</wui-button
          >`
        : nothing}
      <wui-link data-testid="copy-farcaster-url" color="fg-200" ?disabled=${!url} @click=${() => this.copy()}>${msg('Copy link')}</wui-link>
    </div>`
  }
}

define('w3m-connecting-farcaster-view', W3mConnectingFarcasterView)
