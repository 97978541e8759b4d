import { css, html, LitElement, nothing } from 'lit'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-text/wui-text.js'

/** The actions load on click: the Account view's first bytes stay the same. */
const actions = () => import('../../../controllers/embedded-wallet/actions.js')

/**
 * @summary The embedded wallet's security on the Account view: "Two-factor authentication", "Passkeys" (list
 * and remove them) and "Export key". Each opens the secure frame's own screen over the modal; codes, secrets and the key stay in the frame.
 */
@localized()
export class W3mAccountSecurity extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      gap: var(--wui-sys-spacing-xs);
    }
    .error {
      color: var(--wui-sys-color-error-100);
    }
  `

  private readonly wallet = new StoreController(this, $embeddedWallet)
  /** Set while this element's own action runs: its error is shown here, not another view's. */
  private acting = false

  private async act(run: (module: Awaited<ReturnType<typeof actions>>) => Promise<void>): Promise<void> {
    this.acting = true
    this.requestUpdate()
    await run(await actions())
    this.requestUpdate()
  }

  protected override render() {
    const { busy, error } = this.wallet.value
    return html`<wui-list-item icon="shield" chevron data-testid="w3m-account-second-factor" ?disabled=${busy} @click=${() => this.act(module => module.manageSecondFactor())}
        >${msg('Two-factor authentication')}</wui-list-item
      >
      <wui-list-item icon="shield" chevron data-testid="w3m-account-passkeys" ?disabled=${busy} @click=${() => this.act(module => module.managePasskeys())}>${msg('Passkeys')}</wui-list-item>
      <wui-list-item icon="warning-circle" chevron data-testid="w3m-account-export-key" ?disabled=${busy} @click=${() => this.act(module => module.exportKey())}>${msg('Export key')}</wui-list-item>
      ${this.acting && error && !busy ? html`<wui-text class="error" variant="small-400" role="alert" dir="auto" data-testid="w3m-account-security-error">${errorText(error)}</wui-text>` : nothing}`
  }
}

define('w3m-account-security', W3mAccountSecurity)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-security': W3mAccountSecurity
  }
}
