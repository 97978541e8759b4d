import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { $connectors, addConnector } from '../wallets/connectors.js'
import { selectWallet } from '../wallets/wallet-choice.js'
import { $router } from '../modal/router.js'
import { deepLinkFor, pairingExpiryOf, reusablePairing, reusesPendingPairing } from './actions.js'
import { walletConnectConnector, WALLET_CONNECT_ID } from './connector.js'

const URI = 'wc:0f1e2d@2?relay-protocol=irn&symKey=abc&expiryTimestamp=1700000300'
const SAFARI_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const CHROME_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

describe('WalletConnect controller rules', () => {
  it('reads the pairing expiry (seconds in the URI) as epoch ms', () => {
    assert.equal(pairingExpiryOf(URI), 1_700_000_300_000)
    assert.equal(pairingExpiryOf('wc:abc@2?symKey=1'), undefined)
  })

  it('behaviour §4: only Telegram and Safari on iOS reuse a pending pairing', () => {
    assert.equal(reusesPendingPairing(SAFARI_IOS, false), true)
    assert.equal(reusesPendingPairing(CHROME_IOS, false), false)
    assert.equal(reusesPendingPairing(DESKTOP, false), false)
    assert.equal(reusesPendingPairing(DESKTOP, true), true)
  })

  it('reuses a pending pairing until it expires, never after an error', () => {
    const state = { wcUri: URI, wcPairingExpiry: 2_000, buffering: false }
    assert.equal(reusablePairing(state, 1_000, true), URI)
    assert.equal(reusablePairing(state, 2_000, true), undefined)
    assert.equal(reusablePairing(state, 1_000, false), undefined)
    assert.equal(reusablePairing({ ...state, wcError: 'declined' }, 1_000, true), undefined)
  })

  it('deep links: native scheme://wc?uri= and universal https://…/wc?uri=, URI encoded', () => {
    const encoded = encodeURIComponent(URI)
    assert.equal(deepLinkFor('metamask://', URI), `metamask://wc?uri=${encoded}`)
    assert.equal(deepLinkFor('rainbow:', URI), `rainbow://wc?uri=${encoded}`)
    assert.equal(deepLinkFor('https://link.trustwallet.com', URI), `https://link.trustwallet.com/wc?uri=${encoded}`)
    assert.equal(deepLinkFor('https://wallet.example/app/', URI), `https://wallet.example/app/wc?uri=${encoded}`)
  })

  it('the connector entry is WALLET_CONNECT on eip155 and loads nothing until asked', () => {
    const connector = walletConnectConnector()
    assert.equal(connector.id, WALLET_CONNECT_ID)
    assert.equal(connector.type, 'WALLET_CONNECT')
    assert.equal(connector.provider, undefined)
    assert.equal(typeof connector.getProvider, 'function')
  })

  it('behaviour §2: choosing WalletConnect or a wallet not installed opens ConnectingWalletConnect', () => {
    resetControllers()
    addConnector(walletConnectConnector())
    addConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' }, provider: { request: async () => null } })
    assert.equal($connectors.get().length, 2)
    selectWallet({ id: WALLET_CONNECT_ID, name: 'WalletConnect' })
    assert.equal($router.get().view, 'ConnectingWalletConnect')
    assert.equal($router.get().data?.wallet, undefined)
    resetControllers()
    addConnector(walletConnectConnector())
    selectWallet({ id: 'rainbow', name: 'Rainbow', mobileLink: 'rainbow://' })
    assert.equal($router.get().view, 'ConnectingWalletConnect')
    assert.equal($router.get().data?.wallet?.id, 'rainbow')
    resetControllers()
    addConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' }, provider: { request: async () => null } })
    selectWallet({ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' })
    assert.equal($router.get().view, 'ConnectingExternal')
  })
})
