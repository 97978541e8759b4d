import { html, LitElement } from 'lit'
import { goBack } from '../../../controllers/modal/router.js'
import { $swap, selectToken } from '../../../controllers/swap/actions.js'
import { define } from '../../define.js'
import { localized, msg } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary The swap token picker: the chain's swappable tokens; picking one fills the side being chosen.
 */
@localized()
export class W3mSwapSelectTokenView extends LitElement {
  static override styles = viewStyles

  private readonly swap = new StoreController(this, $swap)

  override render() {
    const { tokens, picking, from, to } = this.swap.value
    const current = picking === 'from' ? from : to
    return html`<ul aria-label=${picking === 'from' ? msg('Token to pay with') : msg('Token to receive')}>
      ${tokens.map(
        token =>
          html`<li>
            <wui-list-item
              variant="image"
              .imageSrc=${token.logoUri ?? ''}
              ?current=${current?.address === token.address}
              data-testid=${`swap-select-token-${token.symbol}`}
              @click=${() => {
                selectToken(token)
                goBack()
              }}
              >${token.symbol} · ${token.name}</wui-list-item
            >
          </li>`
      )}
    </ul>`
  }
}

define('w3m-swap-select-token-view', W3mSwapSelectTokenView)
