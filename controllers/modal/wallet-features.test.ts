import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CaipNetwork } from '../../types/public.js'
import { DEFAULT_WALLET_FEATURES_ORDER } from '../config/options.js'
import { featureSupported, visibleWalletFeatures } from './wallet-features.js'

const evm = (id: number) => ({ id, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155' }) as CaipNetwork
const solana = { id: 'sol', caipNetworkId: 'solana:sol', chainNamespace: 'solana' } as unknown as CaipNetwork
const bitcoin = { id: 'btc', caipNetworkId: 'bip122:btc', chainNamespace: 'bip122' } as unknown as CaipNetwork
const all = () => true

describe('wallet features (behaviour §9)', () => {
  it('default order: onramp, swaps, receive, send', () => {
    assert.deepEqual(visibleWalletFeatures(DEFAULT_WALLET_FEATURES_ORDER, {}, evm(1), all), ['onramp', 'swaps', 'receive', 'send'])
  })

  it('walletFeaturesOrder decides the order; a feature set false is absent', () => {
    assert.deepEqual(visibleWalletFeatures(['send', 'receive', 'swaps'], { swaps: false }, evm(1), all), ['send', 'receive'])
  })

  it('swaps only on the swap chain ids; send on eip155, solana and bip122 (issue #14), on-ramp on eip155 and solana', () => {
    assert.equal(featureSupported('swaps', evm(56)), true)
    assert.equal(featureSupported('swaps', evm(31337)), false)
    assert.equal(featureSupported('swaps', solana), false)
    assert.equal(featureSupported('send', solana), true)
    assert.equal(featureSupported('send', bitcoin), true)
    assert.equal(featureSupported('onramp', bitcoin), false)
    assert.equal(featureSupported('receive', bitcoin), true)
  })

  it('a feature whose view is not in this build is absent', () => {
    assert.deepEqual(visibleWalletFeatures(DEFAULT_WALLET_FEATURES_ORDER, {}, evm(1), view => view === 'Send' || view === 'Receive'), ['receive', 'send'])
  })
})
