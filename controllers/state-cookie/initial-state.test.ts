import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { cookieToInitialState, rememberedAccount, serializeInitialState, STATE_COOKIE } from './initial-state.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STATE = {
  activeNamespace: 'eip155' as const,
  caipNetworkId: 'eip155:56' as const,
  accounts: { eip155: { caipAddress: `eip155:56:${ADDRESS}` as const, connectorId: 'io.test', walletName: 'Test <Wallet>' } }
}

describe('the w3m-state cookie (option ssr)', () => {
  it('reads back what the page wrote, among other cookies in a Cookie header', () => {
    const header = `theme=dark; ${STATE_COOKIE}=${serializeInitialState(STATE)}; other=1`
    assert.deepEqual(cookieToInitialState(header), STATE)
  })

  it('is undefined without the cookie, or with one the kit did not write', () => {
    assert.equal(cookieToInitialState(undefined), undefined)
    assert.equal(cookieToInitialState(null), undefined)
    assert.equal(cookieToInitialState('a=1; b=2'), undefined)
    assert.equal(cookieToInitialState(`${STATE_COOKIE}=%7Bnot-json`), undefined)
    assert.equal(cookieToInitialState(`${STATE_COOKIE}=42`), undefined)
  })

  it('keeps only what it can vouch for: a forged family, address or oversized name is dropped', () => {
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
    const state = cookieToInitialState(`${STATE_COOKIE}=${encodeURIComponent(JSON.stringify(forged))}`)
    assert.deepEqual(state, { accounts: { eip155: { caipAddress: `eip155:1:${ADDRESS}` } } })
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
