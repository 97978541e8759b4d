import { html, nothing } from 'lit'
import { $chain } from '../../../controllers/chain.js'
import { $options } from '../../../controllers/options.js'
import { pushView } from '../../../controllers/router.js'
import { msg } from '../../localize.js'
import '../../ui/wui-list-item/wui-list-item.js'

/**
 * Buy and Swap entries of the Account view (the integrator folds them into the feature table of
 * branch `home`): absent when switched off, or on a chain family the flow does not serve (SPEC §9).
 */
export function tradeFeatureButtons() {
  const features = $options.get()?.features
  const namespace = $chain.get().activeNamespace
  const onramp = features?.onramp !== false && (namespace === 'eip155' || namespace === 'solana')
  const swaps = features?.swaps !== false && namespace === 'eip155'
  return html`${onramp
    ? html`<wui-list-item icon="card" chevron data-testid="account-feature-onramp" @click=${() => pushView('OnRampProviders')}>${msg('Buy crypto')}</wui-list-item>`
    : nothing}
  ${swaps
    ? html`<wui-list-item icon="swap-horizontal" chevron data-testid="account-feature-swaps" @click=${() => pushView('Swap')}>${msg('Swap')}</wui-list-item>`
    : nothing}`
}
