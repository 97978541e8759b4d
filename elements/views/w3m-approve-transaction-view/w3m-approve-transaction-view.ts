import { css, html, LitElement } from 'lit'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-icon/wui-icon.js'
import '../../ui/wui-spinner/wui-spinner.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary ApproveTransaction: the room for the secure frame's own approval screen. The modal lays
 * the frame over this view; Approve and Reject are inside the frame (test ids
 * `approve-transaction-approve` / `-reject` there), so the site's page can never approve for the person.
 * The view leaves when the frame answers; closing is blocked meanwhile (behaviour §2).
 */
@localized()
export class W3mApproveTransactionView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      :host {
        min-height: 380px;
        justify-content: center;
      }
    `
  ]

  private readonly wallet = new StoreController(this, $embeddedWallet)

  override render() {
    const shown = Boolean(this.wallet.value.frameScreen)
    return html`<div class="centered" role="status">
      ${shown ? html`<wui-icon name="shield" size="xl" color="accent-100"></wui-icon>` : html`<wui-spinner size="lg"></wui-spinner>`}
      <wui-text variant="paragraph-500">${shown ? msg('Review it in the secure window') : msg('Opening the secure window…')}</wui-text>
      <wui-text variant="small-400" color="fg-200">${msg('Your keys stay in the secure window: only a click there approves or rejects the request.')}</wui-text>
    </div>`
  }
}

define('w3m-approve-transaction-view', W3mApproveTransactionView)
