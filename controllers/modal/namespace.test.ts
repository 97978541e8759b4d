import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { bitcoin, mainnet, solana } from '../../networks.js'
import { setCaipAddress } from '../account/store.js'
import { $chain, setAdapterNamespaces, setNetworks } from '../networks/store.js'
import { $modal, openModal } from './modal.js'
import { $router } from './router.js'

describe('open({namespace}) (API.md)', () => {
  beforeEach(() => {
    resetControllers()
    setNetworks([mainnet, solana, bitcoin])
    setAdapterNamespaces(['eip155', 'solana', 'bip122'])
  })

  it('a family without a connection opens Connect filtered to it, even when another family is connected', () => {
    setCaipAddress('eip155', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    openModal({ namespace: 'solana' })
    assert.equal($router.get().view, 'Connect')
    assert.equal($modal.get().namespace, 'solana')
    assert.equal($chain.get().activeNamespace, 'eip155')
  })

  it('a connected family opens its Account and becomes the active family', () => {
    setCaipAddress('eip155', 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    setCaipAddress('bip122', `bip122:${bitcoin.id}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`)
    openModal({ namespace: 'bip122' })
    assert.equal($router.get().view, 'Account')
    assert.equal($chain.get().activeNamespace, 'bip122')
  })

  it('a named view wins; without a namespace the filter is cleared', () => {
    openModal({ view: 'Networks', namespace: 'solana' })
    assert.equal($router.get().view, 'Networks')
    openModal()
    assert.equal($modal.get().namespace, undefined)
  })
})
