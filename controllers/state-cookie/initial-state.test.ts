import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { p2pk, p2pkh, p2sh, p2tr, p2wpkh, p2wsh, TEST_NETWORK } from '@scure/btc-signer'
import { base58 } from '@scure/base'
import { secp256k1 } from '@noble/curves/secp256k1'
import { getAddress, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { bitcoin, bsc, mainnet, solana } from '../../networks.js'
import type { AppKitInitialState, CaipNetwork } from '../../types/public.js'
import { isWalletAddress } from './address-check.js'
import { cookieToInitialState, readStateCookie, rememberedAccount, serializeInitialState, STATE_COOKIE } from './initial-state.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STATE = {
  activeNamespace: 'eip155' as const,
  caipNetworkId: 'eip155:56' as const,
  accounts: { eip155: { caipAddress: `eip155:56:${ADDRESS}` as const, connectorId: 'io.test', walletName: 'Test <Wallet>' } }
}

const SITE = { networks: [mainnet, bsc, solana, bitcoin] as CaipNetwork[] }
const cookieOf = (state: unknown) => `${STATE_COOKIE}=${encodeURIComponent(JSON.stringify(state))}`

describe('the w3m-state cookie (option ssr)', () => {
  it('reads back what the page wrote, among other cookies in a Cookie header', () => {
    const header = `theme=dark; ${STATE_COOKIE}=${serializeInitialState(STATE)}; other=1`
    assert.deepEqual(cookieToInitialState(SITE, header), STATE)
    assert.deepEqual(readStateCookie(header), STATE)
  })

  it('is undefined without the cookie, or with one the kit did not write', () => {
    for (const read of [(cookie: string | null | undefined) => cookieToInitialState(SITE, cookie), readStateCookie]) {
      assert.equal(read(undefined), undefined)
      assert.equal(read(null), undefined)
      assert.equal(read('a=1; b=2'), undefined)
      assert.equal(read(`${STATE_COOKIE}=%7Bnot-json`), undefined)
      assert.equal(read(`${STATE_COOKIE}=42`), undefined)
    }
  })

  it('a server renders no visitor from a cookie the kit never wrote: a malformed address or chain id, a network or family the site does not configure', () => {
    const solanaAddress = base58.encode(new Uint8Array(32).fill(7))
    const btcAddress = p2wpkh(secp256k1.getPublicKey(hexToBytes(generatePrivateKey()), true)).address!
    const valid: AppKitInitialState = {
      activeNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      accounts: {
        eip155: { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'io.test' },
        solana: { caipAddress: `${solana.caipNetworkId}:${solanaAddress}` },
        bip122: { caipAddress: `${bitcoin.caipNetworkId}:${btcAddress}` }
      }
    }
    assert.deepEqual(cookieToInitialState(SITE, cookieOf(valid)), valid)
    const lowerCase = { accounts: { eip155: { caipAddress: `eip155:56:${ADDRESS.toLowerCase()}` } } }
    assert.deepEqual(cookieToInitialState(SITE, cookieOf(lowerCase)), lowerCase)
    const hostile = [
      { accounts: { eip155: { caipAddress: 'eip155:1:0xNOTANADDRESS' } } },
      { accounts: { eip155: { caipAddress: `eip155:1:${ADDRESS.replace('f39F', 'f39f')}` } } }, // a broken EIP-55 checksum
      { accounts: { eip155: { caipAddress: `eip155:zz:${ADDRESS}` } } },
      { caipNetworkId: 'eip155:zz', accounts: {} },
      { accounts: { eip155: { caipAddress: `eip155:137:${ADDRESS}` } } }, // a chain the site does not configure
      { caipNetworkId: 'eip155:137', accounts: {} },
      { accounts: { eip155: { caipAddress: `eip155:01:${ADDRESS}` } } },
      { accounts: { solana: { caipAddress: `${solana.caipNetworkId}:${base58.encode(new Uint8Array(31).fill(7))}` } } },
      { accounts: { solana: { caipAddress: `${solana.caipNetworkId}:0OIl${solanaAddress.slice(4)}` } } },
      { accounts: { bip122: { caipAddress: `${bitcoin.caipNetworkId}:${btcAddress.slice(0, -1)}${btcAddress.endsWith('q') ? 'p' : 'q'}` } } },
      { accounts: { bip122: { caipAddress: `bip122:000000000933ea01ad0ee984209779ba:${btcAddress}` } } }, // testnet: not the site's
      { activeNamespace: 'polkadot', accounts: {} },
      { activeNamespace: 'evil', accounts: {} },
      { accounts: { eip155: { caipAddress: `eip155:1:${ADDRESS}`, walletName: 'x'.repeat(101) } } },
      { accounts: { solana: { caipAddress: `eip155:1:${ADDRESS}` } } }
    ]
    for (const state of hostile) assert.equal(cookieToInitialState(SITE, cookieOf(state)), undefined, JSON.stringify(state))
    assert.equal(cookieToInitialState({ networks: [mainnet] }, cookieOf(valid)), undefined, 'a site without Solana and Bitcoin')
  })

  it('checks each family\'s addresses to their checksum: EIP-55 (Keccak-256), base58 keys, bech32/bech32m and base58check (double SHA-256)', () => {
    for (let index = 0; index < 20; index++) {
      const address = privateKeyToAccount(generatePrivateKey()).address
      assert.equal(isWalletAddress('eip155', getAddress(address)), true)
      const letter = [...address].findIndex((char, at) => at > 1 && /[a-fA-F]/.test(char))
      const flipped = address.slice(0, letter) + (address[letter] === address[letter]!.toUpperCase() ? address[letter]!.toLowerCase() : address[letter]!.toUpperCase()) + address.slice(letter + 1)
      assert.equal(isWalletAddress('eip155', flipped), flipped.slice(2) === flipped.slice(2).toLowerCase(), flipped)
      const pub = secp256k1.getPublicKey(hexToBytes(generatePrivateKey()), true)
      const xOnly = pub.subarray(1)
      for (const network of [undefined, TEST_NETWORK]) {
        for (const payment of [p2wpkh(pub, network), p2tr(xOnly, undefined, network), p2pkh(pub, network), p2sh(p2wpkh(pub, network), network), p2wsh(p2pk(pub, network), network)]) {
          assert.equal(isWalletAddress('bip122', payment.address!), true, payment.address)
          const broken = payment.address!.slice(0, -2) + (payment.address!.at(-2) === '2' ? '3' : '2') + payment.address!.at(-1)
          assert.equal(isWalletAddress('bip122', broken), false, broken)
        }
      }
      assert.equal(isWalletAddress('solana', base58.encode(xOnly)), true)
    }
    assert.equal(isWalletAddress('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'), true, 'the genesis block\'s address')
    assert.equal(isWalletAddress('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'), false)
    assert.equal(isWalletAddress('polkadot', ADDRESS), false)
  })

  it('the page\'s own read refuses a cookie with a piece the kit never writes: a forged family, network, address or oversized name', () => {
    const forged = {
      activeNamespace: 'evil',
      caipNetworkId: 'eip155:1"><script>',
      accounts: {
        eip155: { caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'x'.repeat(101), walletName: 7 },
        solana: { caipAddress: `eip155:1:${ADDRESS}` },
        evil: { caipAddress: 'evil:1:0x1' },
        bip122: { caipAddress: 'bip122:000000000019d6689c085ae165831e93:<img>' }
      }
    }
    assert.equal(readStateCookie(cookieOf(forged)), undefined)
    for (const [key, value] of Object.entries(forged)) assert.equal(readStateCookie(cookieOf({ accounts: {}, [key]: value })), undefined, key)
    assert.deepEqual(readStateCookie(cookieOf({ accounts: { eip155: { caipAddress: `eip155:1:${ADDRESS}` } } })), { accounts: { eip155: { caipAddress: `eip155:1:${ADDRESS}` } } })
  })

  it('a remembered account is reconnecting, with its address and wallet', () => {
    assert.deepEqual(rememberedAccount(STATE.accounts.eip155), {
      caipAddress: `eip155:56:${ADDRESS}`,
      address: ADDRESS,
      allAccounts: [],
      status: 'reconnecting',
      connectorId: 'io.test',
      connectedWalletInfo: { name: 'Test <Wallet>' }
    })
  })
})
