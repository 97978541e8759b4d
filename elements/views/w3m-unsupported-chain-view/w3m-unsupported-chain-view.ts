import { html, LitElement } from 'lit'
import { disconnect } from '../../../controllers/connection/actions.js'
import { closeModal } from '../../../controllers/modal/modal.js'
import { define } from '../../define.js'
import '../../ui/wui-list-item/wui-list-item.js'
import '../../ui/wui-text/wui-text.js'
import '../w3m-network-list/w3m-network-list.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg } from '../../localize.js'

/**
 * @summary The wallet is on a network this app does not support: switch to one it does, or disconnect.
 */
@localized()
export class W3mUnsupportedChainView extends LitElement {
  static override styles = viewStyles

  override render() {
    return html`<wui-text variant="small-400" color="fg-200" align="center">
        ${msg("This app doesn't support your current network. Switch to an available option to continue.")}
      </wui-text>
      <w3m-network-list @w3m-network-switched=${() => closeModal(true)}></w3m-network-list>
      <wui-list-item icon="disconnect" data-testid="disconnect-button" @click=${() => disconnect()}>${msg('Disconnect')}</wui-list-item>`
  }
}

define('w3m-unsupported-chain-view', W3mUnsupportedChainView)
