import { html, LitElement } from 'lit'
import { goBack } from '../../../controllers/modal/router.js'
import { define } from '../../define.js'
import '../w3m-network-list/w3m-network-list.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary Networks: choose the active network; goes back once the switch succeeded.
 */
export class W3mNetworksView extends LitElement {
  static override styles = viewStyles

  override render() {
    return html`<w3m-network-list @w3m-network-switched=${goBack}></w3m-network-list>`
  }
}

define('w3m-networks-view', W3mNetworksView)
