import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { startRelay, type RelayService } from '../../devnet/relay/index.js'
import { bitcoinTestKey } from '../../devnet/bitcoin/index.js'
import { REGTEST_NETWORK } from '../../devnet/bitcoin/ledger.js'
import { answerRemoteFetchesLocally, MemoryStorage, startTestWalletKit, type TestWalletKit } from '../../test/wallets/walletkit-offline.js'
import { bitcoinRegtest, mainnet, solana } from '../../networks.js'
import type { Connector } from '../../types/public.js'
import { signBip322Simple, verifyBip322Simple } from '../bip122/bip322.js'
import { sessionAccountOf, sessionNamespaces, walletConnectFamilyAdapter } from './family.js'
import { startWalletConnect, type WalletConnectSession } from './provider.js'

// Real parts: the devnet relay, the WalletConnect SDK on both sides, walletkit signing with real
// keys (ed25519 for Solana, BIP-322 over a regtest P2WPKH key for Bitcoin); only the SDK's remote
// fetches (verify, telemetry) are answered locally since they cannot exist offline.
describe('WalletConnect across eip155 + solana + bip122 (walletkit over the devnet relay)', () => {
  let relay: RelayService
  let dapp: WalletConnectSession
  let walletKit: TestWalletKit
  let wallet: TestWalletKit['kit']
  const { restore } = answerRemoteFetchesLocally()
  const solanaKey = ed25519.utils.randomPrivateKey()
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
  const bitcoinKey = bitcoinTestKey(0)
  const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const served: string[] = []

  before(async () => {
    relay = await startRelay()
    dapp = await startWalletConnect({ projectId: 'w3m-devnet', relayUrl: relay.url, networks: [mainnet, solana, bitcoinRegtest], storage: new MemoryStorage() as never })
    walletKit = await startTestWalletKit({ projectId: 'w3m-devnet', relayUrl: relay.url, name: 'Three Family Wallet' })
    wallet = walletKit.kit
    wallet.on('session_proposal', ({ id, params }) => {
      const events = ['accountsChanged', 'chainChanged']
      const namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign', 'eth_accounts'], events, accounts: [`eip155:1:${evmAddress}`] },
          solana: { chains: [solana.caipNetworkId], methods: ['solana_signMessage'], events, accounts: [`${solana.caipNetworkId}:${solanaAddress}`] },
          bip122: { chains: [bitcoinRegtest.caipNetworkId], methods: ['signMessage'], events, accounts: [`${bitcoinRegtest.caipNetworkId}:${bitcoinKey.paymentAddress}`] }
        }
      })
      void wallet.approveSession({ id, namespaces })
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      const { method, params: args } = params.request as { method: string; params: { message: string; pubkey?: string; address?: string } }
      served.push(`${params.chainId} ${method}`)
      let result: unknown
      if (method === 'solana_signMessage') result = { signature: base58.encode(ed25519.sign(base58.decode(args.message), solanaKey)) }
      else if (method === 'signMessage') result = { address: args.address, signature: signBip322Simple(args.message, args.address!, hex.decode(bitcoinKey.privateKey), REGTEST_NETWORK) }
      void wallet.respondSessionRequest({ topic, response: result === undefined ? { id, jsonrpc: '2.0', error: { code: 4200, message: 'unsupported' } } : { id, jsonrpc: '2.0', result } })
    })
    const uri = await new Promise<string>((resolve, reject) => {
      dapp.pair(resolve).catch(reject)
    })
    await wallet.pair({ uri })
    while (!dapp.hasSession()) await new Promise(resolve => setTimeout(resolve, 10))
  })
  after(async () => {
    await walletKit.stop()
    await dapp.close()
    await relay.stop()
    restore()
  })

  it('the session grants an account in each family, read as CAIP-10 ids', () => {
    assert.deepEqual(sessionNamespaces(dapp).sort(), ['bip122', 'eip155', 'solana'])
    assert.deepEqual(sessionAccountOf(dapp, 'solana'), { address: solanaAddress, chainId: solana.id })
    assert.deepEqual(sessionAccountOf(dapp, 'bip122'), { address: bitcoinKey.paymentAddress, chainId: bitcoinRegtest.id })
  })

  it('solana_signMessage goes to the session; the signature verifies with ed25519', async () => {
    const adapter = walletConnectFamilyAdapter('solana', dapp)
    const connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', provider: dapp.provider } satisfies Connector
    const account = await adapter.connect(connector, solana)
    const signature = await adapter.signMessage!(connector, 'Sign in to w3m-kit', account.address)
    assert.equal(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Sign in to w3m-kit'), base58.decode(solanaAddress)), true)
    assert.equal(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Sign in to w3m-kit?'), base58.decode(solanaAddress)), false)
  })

  it('bip122 signMessage goes to the session; the BIP-322 signature verifies', async () => {
    const adapter = walletConnectFamilyAdapter('bip122', dapp)
    const connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', provider: dapp.provider } satisfies Connector
    const account = await adapter.connect(connector, bitcoinRegtest)
    const signature = await adapter.signMessage!(connector, 'Sign in to w3m-kit', account.address)
    assert.equal(verifyBip322Simple('Sign in to w3m-kit', bitcoinKey.paymentAddress, signature, REGTEST_NETWORK), true)
    assert.ok(served.includes(`${bitcoinRegtest.caipNetworkId} signMessage`), served.join(', '))
    assert.ok(served.includes(`${solana.caipNetworkId} solana_signMessage`), served.join(', '))
  })

  it('switching within the family is accepted only to a chain the session granted', async () => {
    const adapter = walletConnectFamilyAdapter('bip122', dapp)
    const connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', provider: dapp.provider } satisfies Connector
    await adapter.switchNetwork(connector, bitcoinRegtest, '')
    await assert.rejects(adapter.switchNetwork(connector, { ...bitcoinRegtest, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }, ''), /Network not found/)
  })
})
