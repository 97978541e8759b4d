import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinAddressNetwork } from './bip322.js'

export const BIP122_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
export const BIP122_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
export const BIP122_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

const REGTEST: BitcoinAddressNetwork = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** Address encoding of a CAIP-2 bip122 network (mainnet `bc`, testnet `tb`, regtest `bcrt`). */
export function addressNetworkFor(caipNetworkId: string): BitcoinAddressNetwork {
  if (caipNetworkId === BIP122_MAINNET) return NETWORK
  if (caipNetworkId === BIP122_TESTNET) return TEST_NETWORK
  if (caipNetworkId === BIP122_REGTEST) return REGTEST
  throw new Error('Network not found')
}

/** Wallet Standard chain ids (`bitcoin:mainnet` …) of the CAIP-2 networks. */
export function walletStandardChainFor(caipNetworkId: string): `bitcoin:${string}` {
  if (caipNetworkId === BIP122_MAINNET) return 'bitcoin:mainnet'
  if (caipNetworkId === BIP122_TESTNET) return 'bitcoin:testnet'
  if (caipNetworkId === BIP122_REGTEST) return 'bitcoin:regtest'
  throw new Error('Network not found')
}

/** The network a wallet's address belongs to, read from its encoding (wallets report no chain id). */
export function chainIdOfAddress(address: string): string {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return BIP122_REGTEST.split(':')[1]!
  if (lower.startsWith('tb1') || /^[mn2]/.test(address)) return BIP122_TESTNET.split(':')[1]!
  return BIP122_MAINNET.split(':')[1]!
}
