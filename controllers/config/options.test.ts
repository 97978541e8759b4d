import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { until } from '../../test/until.js'
import { mainnet } from '../../networks.js'
import type { AppKitOptions, SIWEConfig, SIWXConfig } from '../../types/public.js'
import { $alert } from '../notices/alert.js'
import { $options, connectMethodsOrder, setOptions } from './options.js'
import { emailSignInOffered, socialsConfigured } from '../embedded-wallet/sign-in-methods.js'

describe('options (behaviour §5 validation, behaviour §9 defaults)', () => {
  beforeEach(resetControllers)

  it("a missing projectId shows the 'Project ID Not Configured' alert and option setup stops", async () => {
    const ok = setOptions({ networks: [mainnet] } as unknown as AppKitOptions)
    assert.equal(ok, false)
    await until(() => $alert.get().open)
    assert.equal($alert.get().message, 'Project ID Not Configured')
    assert.equal($options.get(), undefined)
  })

  it("both siweConfig and siwx throw 'Cannot set both `siweConfig` and `siwx` options'", () => {
    assert.throws(() => setOptions({ projectId: 'p', networks: [mainnet], siwx: {} as SIWXConfig, siweConfig: {} as SIWEConfig }), {
      message: 'Cannot set both `siweConfig` and `siwx` options'
    })
    assert.equal($options.get(), undefined)
  })

  it('features default per behaviour §9 and a site can turn each off', () => {
    setOptions({ projectId: 'p', networks: [mainnet], features: { swaps: false } })
    const features = $options.get()!.features
    assert.equal(features.swaps, false)
    assert.equal(features.onramp, true)
    assert.equal(features.history, true)
    assert.equal(features.legalCheckbox, false)
    assert.equal(features.collapseWallets, false)
    assert.deepEqual(features.walletFeaturesOrder, ['onramp', 'swaps', 'receive', 'send'])
  })

  it('option flags are on unless set false', () => {
    setOptions({ projectId: 'p', networks: [mainnet], enableEIP6963: false })
    const options = $options.get()!
    assert.equal(options.enableEIP6963, false)
    assert.equal(options.enableInjected, true)
    assert.equal(options.enableWalletConnect, true)
    assert.equal(options.enableNetworkSwitch, true)
    assert.equal(options.debug, true)
  })

  it('the default connect order is wallet, email, social when injected wallets exist', () => {
    setOptions({ projectId: 'p', networks: [mainnet] })
    assert.deepEqual(connectMethodsOrder(true), ['wallet', 'email', 'social'])
    assert.deepEqual(connectMethodsOrder(false), ['email', 'social', 'wallet'])
  })

  it('email sign-in is offered only with email on, a secure site, and EVM among the families', () => {
    setOptions({ projectId: 'p', networks: [mainnet] })
    assert.equal(emailSignInOffered(), false)
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test' })
    assert.equal(emailSignInOffered(['eip155', 'solana']), true)
    assert.equal(emailSignInOffered(['solana']), false)
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test', features: { email: false } })
    assert.equal(emailSignInOffered(), false)
  })

  it('socials follow the same rule as email (a secure site, EVM); false or [] turns them off; email off leaves them on', () => {
    setOptions({ projectId: 'p', networks: [mainnet] })
    assert.deepEqual(socialsConfigured(), [])
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test', features: { email: false } })
    assert.deepEqual(socialsConfigured(['eip155']), ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    assert.deepEqual(socialsConfigured(['solana']), [])
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test', features: { socials: false } })
    assert.deepEqual(socialsConfigured(), [])
  })
})
