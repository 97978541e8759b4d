import { css, html, LitElement, nothing } from 'lit'
import { $activeAccount } from '../../../controllers/account/store.js'
import { $options } from '../../../controllers/config/options.js'
import { $siwxFlow, cancelSignIn, signIn } from '../../../controllers/siwx/actions.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-text/wui-text.js'
import '../../ui/wui-wallet-image/wui-wallet-image.js'
import { viewStyles } from '../view.styles.js'

/** Errors come from wallets and sign-in services: a few lines at most, never a wall of text. */
const MAX_ERROR_LENGTH = 160

function shortened(text: string): string {
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text
}

/**
 * @summary SIWXSignMessage: asks the connected wallet to sign the site's sign-in message, with
 * the site's name and icon, what signing means, Cancel and Sign; a failure shows why.
 */
@localized()
export class W3mSiwxSignMessageView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .images {
        display: flex;
        gap: var(--wui-sys-spacing-s);
        align-items: center;
      }
      .actions {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: var(--wui-sys-spacing-xs);
      }
      .reason {
        overflow-wrap: anywhere;
      }
    `
  ]

  private readonly flow = new StoreController(this, $siwxFlow)
  private readonly account = new StoreController(this, $activeAccount)

  override render() {
    const flow = this.flow.value
    const metadata = $options.get()?.metadata
    const siteName = metadata?.name || msg('This site')
    const wallet = this.account.value.connectedWalletInfo
    const signing = flow.status === 'signing'
    return html`<div class="centered">
        <div class="images">
          <wui-wallet-image size="lg" .imageSrc=${metadata?.icons?.[0]} .name=${siteName}></wui-wallet-image>
          ${wallet ? html`<wui-wallet-image size="lg" .imageSrc=${wallet.icon} .name=${wallet.name}></wui-wallet-image>` : nothing}
        </div>
        <wui-text variant="paragraph-500" align="center" class="reason">${msg(str`${siteName} needs to connect to your wallet`)}</wui-text>
        <wui-text variant="small-400" color="fg-200" align="center">
          ${flow.required
            ? msg('Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.')
            : msg('Sign this message to prove you own this wallet and proceed. Signing costs nothing and sends no transaction.')}
        </wui-text>
        ${flow.status === 'error'
          ? html`<wui-text variant="small-500" color="error-100" align="center" role="alert" data-testid="siwx-error" class="reason">${shortened(errorText(flow.error ?? 'Something went wrong'))}</wui-text>`
          : nothing}
      </div>
      <div class="actions">
        <wui-button variant="neutral" size="md" data-testid="siwx-cancel" ?disabled=${signing} @click=${() => void cancelSignIn()}>${msg('Cancel')}</wui-button>
        <wui-button variant="accent" size="md" data-testid="siwx-sign" ?loading=${signing} @click=${() => void signIn()}>${signing ? msg('Signing…') : msg('Sign')}</wui-button>
      </div>`
  }
}

define('w3m-siwx-sign-message-view', W3mSiwxSignMessageView)
