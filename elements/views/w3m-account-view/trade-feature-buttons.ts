import { html } from 'lit'
import { pushView } from '../../../controllers/router.js'
import { msg } from '../../localize.js'
import '../../ui/wui-list-item/wui-list-item.js'

/** Buy and Swap entries of the Account view (the integrator folds them into the feature table of branch `home`). */
export function tradeFeatureButtons() {
  return html`<wui-list-item icon="card" chevron data-testid="account-feature-onramp" @click=${() => pushView('OnRampProviders')}>${msg('Buy crypto')}</wui-list-item>
    <wui-list-item icon="swap-horizontal" chevron data-testid="account-feature-swaps" @click=${() => pushView('Swap')}>${msg('Swap')}</wui-list-item>`
}
