import { css, html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { closeModal, isMobile } from '../../../controllers/modal/modal.js'
import { $router, type WalletChoice } from '../../../controllers/modal/router.js'
import { $walletConnect, connectWalletConnect, leavePairing, refreshPairing } from '../../../controllers/walletconnect/actions.js'
import { copyText } from '../../copy-text.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-link/wui-link.js'
import '../../ui/wui-qr-code/wui-qr-code.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg, str } from '../../localize.js'
import { errorText } from '../../error-text.js'

/**
 * @summary The WalletConnect pairing: starts it, shows the QR code with a copy-link action,
 * refreshes it when it expires, shows a failure with a retry, closes the modal once connected.
 */
@localized()
export class W3mConnectingWcQr extends LitElement {
  static override styles = [
    viewStyles,
    css`
      :host {
        padding: 0;
        align-items: center;
      }
      wui-qr-code,
      wui-shimmer {
        width: min(100%, 280px);
      }
      wui-shimmer {
        aspect-ratio: 1;
      }
    `
  ]

  @property({ attribute: false }) wallet: WalletChoice | undefined

  /** Only the latest attempt may close the modal: not rendered, so not reactive. */
  private attempt = 0

  private readonly wc = new StoreController(this, $walletConnect)
  private expiryTimer: ReturnType<typeof setTimeout> | undefined
  private unlisten: (() => void) | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    this.unlisten = $walletConnect.listen(state => this.scheduleRefresh(state.wcPairingExpiry))
    // Started once rendered: starting moves the store, which must not re-render the view mid-update.
    void this.updateComplete.then(() => {
      if (this.isConnected) void this.connect()
    })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.expiryTimer)
    this.unlisten?.()
    leavePairing()
  }

  private scheduleRefresh(expiry: number | undefined): void {
    clearTimeout(this.expiryTimer)
    if (!expiry) return
    // Refresh a little early so a scan at the last second still meets a live pairing.
    this.expiryTimer = setTimeout(() => void this.connect(true), Math.max(0, expiry - Date.now() - 5_000))
  }

  private async connect(refresh = false): Promise<void> {
    const attempt = ++this.attempt
    const view = $router.get().view
    try {
      await (refresh ? refreshPairing(this.wallet) : connectWalletConnect(this.wallet))
      // A feature that followed the connection (sign-in) may have moved the modal on: then it is not ours to close.
      if (attempt === this.attempt && this.isConnected && $router.get().view === view) closeModal(true)
    } catch {
      // The store carries the error; the view renders it.
    }
  }

  private async copy(): Promise<void> {
    const uri = $walletConnect.get().wcUri
    if (uri) await copyText(uri, msg('Link copied'))
  }

  override render() {
    const { wcUri, wcError, buffering } = this.wc.value
    if (wcError) {
      return html`<div class="centered">
        <wui-text variant="paragraph-500" color="error-100" data-testid="connect-error" role="alert">${msg('Connection failed')}</wui-text>
        <wui-text variant="small-400" color="fg-200" align="center">${errorText(wcError)}</wui-text>
        <wui-button variant="accent" size="md" data-testid="connect-retry" @click=${() => this.connect(true)}>${msg('Try again')}</wui-button>
      </div>`
    }
    return html`${wcUri && !buffering
        ? html`<wui-qr-code
            data-testid="wui-qr-code"
            .uri=${wcUri}
            .imageSrc=${this.wallet?.imageUrl ?? ''}
            .alt=${this.wallet ? msg(str`QR code to connect ${this.wallet.name} with WalletConnect`) : msg('QR code to connect your wallet with WalletConnect')}
          ></wui-qr-code>`
        : html`<wui-shimmer width="280px" height="280px" role="status" aria-label=${msg('Preparing the QR code')}></wui-shimmer>`}
      <wui-text variant="paragraph-500" align="center"
        >${isMobile() ? msg('Scan this QR code with another device') : msg('Scan this QR code with your phone')}</wui-text
      >
      <wui-link data-testid="copy-wc-uri" color="fg-200" ?disabled=${!wcUri} @click=${() => this.copy()}>${msg('Copy link')}</wui-link>`
  }
}

define('w3m-connecting-wc-qr', W3mConnectingWcQr)
