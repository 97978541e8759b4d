import { html, LitElement, nothing } from 'lit'
import { $onramp } from '../../../controllers/onramp/actions.js'
import { ONRAMP_PROVIDERS } from '../../../controllers/onramp/rules.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-spinner/wui-spinner.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary Buy in progress: the provider's window is open; history is watched until the funds arrive, then Account shows.
 */
@localized()
export class W3mOnrampInProgressView extends LitElement {
  static override styles = viewStyles

  private readonly onramp = new StoreController(this, $onramp)

  override render() {
    const { status, provider, error } = this.onramp.value
    const label = ONRAMP_PROVIDERS.find(entry => entry.name === provider)?.label ?? ''
    if (status === 'error') {
      return html`<div class="centered" data-testid="onramp-in-progress">
        <wui-text role="alert" color="error-100" variant="paragraph-500">${msg('The purchase could not be started:')} ${error ?? ''}</wui-text>
      </div>`
    }
    return html`<div class="centered" data-testid="onramp-in-progress" data-status=${status}>
      <wui-spinner size="xl" label=""></wui-spinner>
      <wui-text variant="paragraph-600" role="status"
        >${status === 'opening' ? msg(str`Opening ${label}…`) : status === 'arrived' ? msg('The funds arrived') : msg(str`Complete the purchase in the ${label} window`)}</wui-text
      >
      ${status === 'waiting'
        ? html`<wui-text variant="small-400" color="fg-200">${msg('Your balance updates here as soon as the funds arrive.')}</wui-text>`
        : nothing}
    </div>`
  }
}

define('w3m-onramp-in-progress-view', W3mOnrampInProgressView)
