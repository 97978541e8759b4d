import { css, html, LitElement } from 'lit'
import { state } from 'lit/decorators.js'
import { isUserRejection } from '../../../adapters/errors.js'
import { $activeNetwork, $chain } from '../../../controllers/chain.js'
import { switchNetwork } from '../../../controllers/connection.js'
import { showToast } from '../../../controllers/toast.js'
import type { CaipNetwork } from '../../../app-kit/types.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-item/wui-list-item.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg } from '../../localize.js'
import { errorText } from '../../error-text.js'

/**
 * @summary The configured networks as rows; choosing one switches to it (asking the wallet when connected).
 * @fires w3m-network-switched - After the switch succeeded; `detail` is the network.
 */
@localized()
export class W3mNetworkList extends LitElement {
  static override styles = [
    viewStyles,
    css`
      :host {
        padding: 0;
      }
    `
  ]

  @state() private switching: string | undefined
  private readonly chain = new StoreController(this, $chain)
  private readonly active = new StoreController(this, $activeNetwork)

  private async choose(network: CaipNetwork): Promise<void> {
    if (this.switching) return
    this.switching = network.caipNetworkId
    try {
      await switchNetwork(network)
      this.dispatchEvent(new CustomEvent('w3m-network-switched', { detail: network, bubbles: true, composed: true }))
    } catch (error) {
      showToast(isUserRejection(error) ? msg('Network switch declined') : error instanceof Error ? errorText(error.message) : msg('Switch failed'), 'error')
    } finally {
      this.switching = undefined
    }
  }

  override render() {
    const { networks, adapterNamespaces, unsupportedChainId } = this.chain.value
    const activeId = unsupportedChainId === undefined ? this.active.value?.caipNetworkId : undefined
    const shown = networks.filter(network => adapterNamespaces.includes(network.chainNamespace))
    return html`<ul aria-label=${msg('Networks')}>
      ${shown.map(network => {
        const active = network.caipNetworkId === activeId
        return html`<li>
          <wui-list-item
            variant="image"
            .imageSrc=${network.assets?.imageUrl}
            data-testid=${`w3m-network-switch-${network.caipNetworkId}`}
            ?current=${active}
            ?loading=${this.switching === network.caipNetworkId}
            ?disabled=${Boolean(this.switching)}
            icon=${active ? 'checkmark' : ''}
            @click=${() => this.choose(network)}
            >${network.name}</wui-list-item
          >
        </li>`
      })}
    </ul>`
  }
}

define('w3m-network-list', W3mNetworkList)
