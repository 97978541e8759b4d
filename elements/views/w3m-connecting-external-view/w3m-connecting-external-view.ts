import { css, html, LitElement, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { isUserRejection } from '../../../adapters/errors.js'
import { connectExternal } from '../../../controllers/connection/actions.js'
import { closeModal } from '../../../controllers/modal/modal.js'
import { $router } from '../../../controllers/modal/router.js'
import { define } from '../../define.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-loading-thumbnail/wui-loading-thumbnail.js'
import '../../ui/wui-text/wui-text.js'
import '../../ui/wui-wallet-image/wui-wallet-image.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg, str } from '../../localize.js'
import { errorText } from '../../error-text.js'

/** What a failed attempt tells the user: a declined request is expected, anything else is shown as text. */
function describeFailure(error: unknown): { title: string; detail: string } {
  if (isUserRejection(error)) {
    return { title: msg('Connection declined'), detail: msg('Connection can be declined if a previous request is still active') }
  }
  const message = error instanceof Error && error.message ? errorText(error.message) : msg('Something went wrong')
  return { title: msg('Connection failed'), detail: message }
}

/**
 * @summary Connecting a browser wallet: waits for the wallet, shows a decline or failure with a retry.
 */
@localized()
export class W3mConnectingExternalView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .centered {
        gap: var(--wui-sys-spacing-s);
      }
    `
  ]

  @state() private failure: { title: string; detail: string } | undefined
  /** Only the latest attempt may report: not rendered, so not reactive. */
  private attempt = 0
  private readonly connector = $router.get().data?.connector

  override firstUpdated(): void {
    void this.connect()
  }

  private async connect(): Promise<void> {
    if (!this.connector) return
    this.failure = undefined
    const attempt = ++this.attempt
    try {
      await connectExternal(this.connector)
      // A feature that followed the connection (sign-in) may have moved the modal on: then it is not ours to close.
      if (attempt === this.attempt && this.isConnected && $router.get().view === 'ConnectingExternal') closeModal(true)
    } catch (error) {
      if (attempt === this.attempt) this.failure = describeFailure(error)
    }
  }

  override render() {
    const connector = this.connector
    if (!connector) return html`<div class="centered" role="alert"><wui-text>${msg('No wallet was chosen')}</wui-text></div>`
    const failure = this.failure
    const image = html`<wui-wallet-image size="lg" .imageSrc=${connector.imageUrl} .name=${connector.name}></wui-wallet-image>`
    return html`<div class="centered">
      ${failure ? image : html`<wui-loading-thumbnail>${image}</wui-loading-thumbnail>`}
      ${failure
        ? html`<wui-text variant="paragraph-500" color="error-100" data-testid="connect-error" role="alert">${failure.title}</wui-text>
            <wui-text variant="small-400" color="fg-200" align="center">${failure.detail}</wui-text>
            <wui-button variant="accent" size="md" data-testid="connect-retry" @click=${() => this.connect()}>${msg('Try again')}</wui-button>`
        : html`<wui-text variant="paragraph-500">${msg(str`Continue in ${connector.name}`)}</wui-text>
            <wui-text variant="small-400" color="fg-200" align="center">${msg('Accept connection request in the wallet')}</wui-text>`}
      ${nothing}
    </div>`
  }
}

define('w3m-connecting-external-view', W3mConnectingExternalView)
