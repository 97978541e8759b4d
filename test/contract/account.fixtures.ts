import type { ShapeOptions, WireFixture } from './harness.js'

/**
 * Balance and history as the real blockchain API serves them (facts read from reown-com/blockchain-api;
 * addresses and figures are examples of the documented shapes).
 */

const HOLDER = '0x2aae531a81461f029cd55cb46703211c9227ba05'
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

const balances = {
  balances: [
    { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: USDC, value: 10, price: 1, quantity: { decimals: '6', numeric: '10' }, iconUrl: 'https://cdn.zerion.io/usdc.png' },
    // The native coin carries no `address` (BalanceItem.address is skipped when None).
    { name: 'Ethereum', symbol: 'ETH', chainId: 'eip155:1', value: 3, price: 3000, quantity: { decimals: '18', numeric: '0.001' }, iconUrl: 'https://cdn.zerion.io/eth.png' }
  ]
}

/** BalanceItem: `address` absent for a native coin, `value` absent when the provider has none. */
export const BALANCE_SHAPE: ShapeOptions = { optional: ['balances.*.address', 'balances.*.value'] }

export const balanceFixtures = {
  /** After a send of ETH: the native coin named by its 0xeeee…eeee pseudo-address. */
  forceUpdateNative: {
    call: 'GET /v1/account/{address}/balance',
    source: 'reown-com/blockchain-api integration/balance.test.ts ("force update balance for the native Ethereum token"), src/handlers/balance.rs',
    request: { method: 'GET', path: `/v1/account/${HOLDER}/balance`, query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: NATIVE } },
    response: { status: 200, body: balances }
  },
  /** After a send of USDC: the token sent and the native coin that paid the gas, comma separated. */
  forceUpdateToken: {
    call: 'GET /v1/account/{address}/balance',
    source: 'reown-com/blockchain-api integration/balance.test.ts ("force update balance for the ERC20 token"), src/handlers/balance.rs BalanceQueryParams.force_update',
    request: { method: 'GET', path: `/v1/account/${HOLDER}/balance`, query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: `${NATIVE},${USDC}` } },
    response: { status: 200, body: balances }
  },
  /** What the old kit sent: `true` is no CAIP-10 address (disassemble_caip10 fails: RpcError::InvalidAddress). */
  forceUpdateTrue: {
    call: 'GET /v1/account/{address}/balance',
    source: 'reown-com/blockchain-api src/handlers/balance.rs (force_update entries), src/error.rs (InvalidAddress)',
    request: { method: 'GET', path: `/v1/account/${HOLDER}/balance`, query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true' } },
    response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] } }
  },
  /** An account holding nothing. */
  empty: {
    call: 'GET /v1/account/{address}/balance',
    source: 'reown-com/blockchain-api integration/balance.test.ts ("empty balance Ethereum address")',
    request: { method: 'GET', path: '/v1/account/0x5b6262592954B925B510651462b63ddEbcc22eaD/balance', query: { currency: 'usd', chainId: 'eip155:1' } },
    response: { status: 200, body: { balances: [] } }
  }
} satisfies Record<string, WireFixture>

const SENDER = '0x63755B7B300228254FB7d16321eCD3B87f98ca2a'

/** One on-chain row as src/providers/zerion.rs maps it (statuses are Zerion's: confirmed, failed, pending). */
const onchainRow = {
  id: '0x5f1e…-1',
  metadata: {
    operationType: 'send',
    hash: '0x5f1e9d0d7b6b8c3a2f4e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a',
    minedAt: '2025-01-15T10:12:31Z',
    sentFrom: SENDER,
    sentTo: '0x5b6262592954B925B510651462b63ddEbcc22eaD',
    status: 'confirmed',
    nonce: 412,
    application: null,
    chain: 'eip155:1'
  },
  transfers: [
    {
      fungible_info: { name: 'Ethereum', symbol: 'ETH', icon: { url: 'https://cdn.zerion.io/eth.png' } },
      nft_info: null,
      direction: 'out',
      quantity: { numeric: '0.01' },
      value: 30,
      price: 3000
    }
  ]
}

/** HistoryTransaction's Options: null where the real service may say null. */
export const HISTORY_SHAPE: ShapeOptions = {
  nullable: [
    'next',
    'data.*.transfers',
    'data.*.metadata.application',
    'data.*.metadata.chain',
    'data.*.transfers.*.fungible_info',
    'data.*.transfers.*.fungible_info.icon',
    'data.*.transfers.*.nft_info',
    'data.*.transfers.*.value',
    'data.*.transfers.*.price'
  ]
}

export const historyFixtures = {
  onchain: {
    call: 'GET /v1/account/{address}/history',
    source: 'reown-com/blockchain-api src/handlers/history.rs (HistoryResponseBody), src/providers/zerion.rs (status passed through), integration/history.test.ts; AppKit packages/common/src/utils/TypeUtil.ts TransactionStatus',
    request: { method: 'GET', path: `/v1/account/${SENDER}/history`, query: { chainId: 'eip155:1' } },
    response: { status: 200, body: { data: [onchainRow], next: 'eyJ0eXBlIjoidHJhbnNhY3Rpb25zIiwiYWZ0ZXIiOiIweDVmMWUifQ' } }
  },
  /** A Coinbase purchase (src/providers/coinbase.rs): operationType buy, sentFrom Coinbase, Coinbase's status. */
  onramp: {
    call: 'GET /v1/account/{address}/history?onramp=coinbase',
    source: 'reown-com/blockchain-api src/providers/coinbase.rs, integration/history.test.ts ("onramp Coinbase provider")',
    request: { method: 'GET', path: `/v1/account/${SENDER}/history`, query: { onramp: 'coinbase' } },
    response: {
      status: 200,
      body: {
        data: [
          {
            id: '6a1b5ac0-3c2e-4c64-9d1e-1b7f7c0e9a11',
            metadata: {
              operationType: 'buy',
              hash: '0x9c0b0f2b6f1e7e5d4c3b2a190817263544536271809fa0b1c2d3e4f5a6b7c8d9',
              minedAt: '2025-01-15T10:20:00Z',
              sentFrom: 'Coinbase',
              sentTo: SENDER,
              status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
              nonce: 1,
              application: null,
              chain: 'eip155:1'
            },
            transfers: [{ fungible_info: { name: 'ETH', symbol: 'ETH', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '0.1' }, value: null, price: null }]
          }
        ],
        next: null
      }
    }
  },
  empty: {
    call: 'GET /v1/account/{address}/history',
    source: 'reown-com/blockchain-api integration/history.test.ts ("empty history Ethereum address")',
    request: { method: 'GET', path: '/v1/account/0x5b6262592954B925B510651462b63ddEbcc22eaD/history', query: { chainId: 'eip155:1' } },
    response: { status: 200, body: { data: [], next: null } }
  },
  wrongProvider: {
    call: 'GET /v1/account/{address}/history?onramp=…',
    source: 'reown-com/blockchain-api integration/history.test.ts ("onramp wrong provider"), src/error.rs (UnsupportedProvider)',
    request: { method: 'GET', path: `/v1/account/${SENDER}/history`, query: { onramp: 'some' } },
    response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'provider', description: 'Provider some is not supported' }] } }
  },
  wrongAddress: {
    call: 'GET /v1/account/{address}/history',
    source: 'reown-com/blockchain-api integration/history.test.ts ("wrong addresses"), src/error.rs (InvalidAddress)',
    request: { method: 'GET', path: `/v1/account/X${SENDER}/history`, query: { chainId: 'eip155:1' } },
    response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] } }
  }
} satisfies Record<string, WireFixture>

export const NATIVE_TOKEN_ID = NATIVE
export const USDC_TOKEN_ID = USDC
