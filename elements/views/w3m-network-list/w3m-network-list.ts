import { css, html, LitElement } from 'lit'
import { state } from 'lit/decorators.js'
import { isUserRejection } from '../../../adapters/errors.js'
import { $activeNetwork, $chain } from '../../../controllers/networks/store.js'
import { chooseNetwork, groupNetworksByFamily } from '../../../controllers/connection/families.js'
import { $modal } from '../../../controllers/modal/modal.js'
import { pushView } from '../../../controllers/modal/router.js'
import { FAMILY_LABELS } from '../family-label.js'
import { showToast } from '../../../controllers/notices/toast.js'
import type { CaipNetwork } from '../../../types/public.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-list-item/wui-list-item.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg } from '../../localize.js'
import { errorText } from '../../error-text.js'

/**
 * @summary The configured networks as rows, grouped under a heading per family when several are
 * configured; choosing one switches to it (asking the wallet when connected). A network of a
 * family without a connection makes that family active and opens Connect filtered to it.
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
      h3 {
        margin: var(--wui-sys-spacing-s) var(--wui-sys-spacing-xs) var(--wui-sys-spacing-3xs);
        font: inherit;
        font-size: var(--wui-sys-font-size-small);
        font-weight: 600;
        color: var(--wui-sys-color-fg-200);
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
      if ((await chooseNetwork(network)) === 'connect') {
        $modal.setKey('namespace', network.chainNamespace)
        pushView('Connect')
        return
      }
      this.dispatchEvent(new CustomEvent('w3m-network-switched', { detail: network, bubbles: true, composed: true }))
    } catch (error) {
      showToast(isUserRejection(error) ? msg('Network switch declined') : error instanceof Error ? errorText(error.message) : msg('Switch failed'), 'error')
    } finally {
      this.switching = undefined
    }
  }

  private renderRows(networks: CaipNetwork[], activeId: string | undefined, label: string) {
    return html`<ul aria-label=${label}>
      ${networks.map(network => {
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

  override render() {
    const { networks, adapterNamespaces, unsupportedChainId } = this.chain.value
    const activeId = unsupportedChainId === undefined ? this.active.value?.caipNetworkId : undefined
    const families = groupNetworksByFamily(networks, adapterNamespaces)
    if (families.length < 2) return this.renderRows(families[0]?.networks ?? [], activeId, msg('Networks'))
    return families.map(
      ({ namespace, networks: inFamily }) =>
        html`<section data-testid=${`w3m-network-group-${namespace}`} aria-labelledby=${`family-${namespace}`}>
          <h3 id=${`family-${namespace}`}>${FAMILY_LABELS[namespace]}</h3>
          ${this.renderRows(inFamily, activeId, FAMILY_LABELS[namespace])}
        </section>`
    )
  }
}

define('w3m-network-list', W3mNetworkList)
