import type { ShapeOptions, WireFixture } from './harness.js'

/**
 * The swap (convert) calls and token prices as the real blockchain API speaks them. Values are
 * the ones of its integration tests (Ethereum mainnet: the native coin, the 1INCH token, SHIB and
 * the test user); the devnet half of each test swaps them for devnet ones (`devnetValues`).
 */

export const REAL = {
  native: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  token: 'eip155:1:0x111111111117dc0aa78b770fa6a738034120c302',
  shib: 'eip155:1:0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce',
  user: 'eip155:1:0x2aae531a81461f029cd55cb46703211c9227ba05'
} as const

const CONVERT_TEST = 'reown-com/blockchain-api integration/convert.test.ts'
const PRICE_TEST = 'reown-com/blockchain-api integration/fungible_price.test.ts'

export const tokens: WireFixture = {
  call: 'GET /v1/convert/tokens',
  source: `reown-com/blockchain-api src/handlers/convert/tokens.rs (TokenItem), src/providers/one_inch.rs get_tokens_list; ${CONVERT_TEST} 'available tokens list'`,
  request: { method: 'GET', path: '/v1/convert/tokens', query: { chainId: 'eip155:1' } },
  response: {
    status: 200,
    body: { tokens: [{ name: '1INCH Token', symbol: '1INCH', address: REAL.token, decimals: 18, logoUri: 'https://tokens.1inch.io/0x111111111117dc0aa78b770fa6a738034120c302.png', eip2612: true }] }
  }
}
export const tokensShape: ShapeOptions = { nullable: ['tokens.*.logoUri', 'tokens.*.eip2612'] }

export const tokensUnsupportedChain: WireFixture = {
  call: 'GET /v1/convert/tokens (unsupported chain)',
  source: `${CONVERT_TEST} 'unsupported chain'; src/providers/one_inch.rs (1inch 404 → ConversionInvalidParameter), src/error.rs`,
  request: { method: 'GET', path: '/v1/convert/tokens', query: { chainId: 'eip155:92374624' } },
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: '', description: 'Conversion parameter error: Chain ID eip155:92374624 is not supported' }] } }
}

export const quotes: WireFixture = {
  call: 'GET /v1/convert/quotes',
  source: `reown-com/blockchain-api src/handlers/convert/quotes.rs (ConvertQuoteQueryParams has no userAddress; QuoteItem), src/providers/one_inch.rs get_convert_quote; ${CONVERT_TEST} 'get conversion quote'`,
  request: { method: 'GET', path: '/v1/convert/quotes', query: { amount: '1000000000000000', from: REAL.native, to: REAL.token, gasPrice: '1000000000' } },
  response: { status: 200, body: { quotes: [{ id: null, fromAmount: '1000000000000000', fromAccount: REAL.native, toAmount: '10123', toAccount: REAL.token }] } }
}
export const quotesShape: ShapeOptions = { nullable: ['quotes.*.id'] }

export const allowance: WireFixture = {
  call: 'GET /v1/convert/allowance',
  source: `reown-com/blockchain-api src/handlers/convert/allowance.rs; ${CONVERT_TEST} 'get allowance' (both ids CAIP-10)`,
  request: { method: 'GET', path: '/v1/convert/allowance', query: { tokenAddress: REAL.token, userAddress: REAL.user } },
  response: { status: 200, body: { allowance: '0' } }
}

export const gasPrice: WireFixture = {
  call: 'GET /v1/convert/gas-price',
  source: `reown-com/blockchain-api src/handlers/convert/gas_price.rs; ${CONVERT_TEST} 'get gas price'`,
  request: { method: 'GET', path: '/v1/convert/gas-price', query: { chainId: 'eip155:1' } },
  response: { status: 200, body: { standard: '12000000000', fast: '14000000000', instant: '18000000000' } }
}

/** From = the token to approve, answered back as tx.from (where AppKit's SwapController sends the approval); tx.to is the `to` side. */
export const buildApprove: WireFixture = {
  call: 'GET /v1/convert/build-approve',
  source: `reown-com/blockchain-api src/handlers/convert/approve.rs, src/providers/one_inch.rs build_approve_tx; ${CONVERT_TEST} 'build approve tx'; reown-com/appkit SwapController.createAllowanceTransaction`,
  request: { method: 'GET', path: '/v1/convert/build-approve', query: { from: REAL.token, to: REAL.native, amount: '1000000' } },
  response: {
    status: 200,
    body: {
      tx: {
        from: REAL.token,
        to: REAL.native,
        data: '0x095ea7b3000000000000000000000000111111125421ca6dc452d289314280a0f8842a6500000000000000000000000000000000000000000000000000000000000f4240',
        value: '0',
        eip155: { gasPrice: '12000000000' }
      }
    }
  }
}

export const buildTransaction: WireFixture = {
  call: 'POST /v1/convert/build-transaction',
  source: `reown-com/blockchain-api src/handlers/convert/transaction.rs (eip155.slippage: usize), src/providers/one_inch.rs build_convert_tx (tx.amount = dstAmount); ${CONVERT_TEST} 'build conversion tx'`,
  request: {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: { amount: '1000000000000000', from: REAL.native, to: REAL.token, userAddress: REAL.user, projectId: 'w3m-devnet', disableEstimate: true, eip155: { slippage: 1 } }
  },
  response: {
    status: 200,
    body: {
      tx: {
        from: REAL.user,
        to: 'eip155:1:0x111111125421ca6dc452d289314280a0f8842a65',
        data: '0x07ed2379',
        amount: '10123',
        eip155: { gas: '209000', gasPrice: '12000000000' }
      }
    }
  }
}

/** What the kit used to send: axum's Json extractor refuses it before the handler runs. */
export const buildTransactionStringSlippage: WireFixture = {
  call: 'POST /v1/convert/build-transaction (slippage as a string)',
  source: 'reown-com/blockchain-api src/handlers/convert/transaction.rs + src/utils/simple_request_json.rs (axum JsonRejection: 422 plain text); issue 21',
  request: { ...buildTransaction.request, body: { ...(buildTransaction.request.body as object), eip155: { slippage: '1' } } },
  response: { status: 422, body: 'Failed to deserialize the JSON body into the target type: eip155.slippage: invalid type: string "1", expected usize at line 1 column 214' }
}

export const buildTransactionPlainUser: WireFixture = {
  call: 'POST /v1/convert/build-transaction (plain user address)',
  source: `${CONVERT_TEST} 'handling invalid parameter'; src/utils/crypto.rs disassemble_caip10, src/error.rs`,
  request: { ...buildTransaction.request, body: { ...(buildTransaction.request.body as object), userAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' } },
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: '', description: 'Crypto utils error: Wrong CAIP-10 format: 0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }] } }
}

export const price: WireFixture = {
  call: 'POST /v1/fungible/price',
  source: `reown-com/blockchain-api src/handlers/fungible_price.rs (addresses[0] only; FungiblePriceItem), src/providers/one_inch.rs get_price; ${PRICE_TEST} 'get Ethereum ERC20 token price'`,
  request: { method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses: [REAL.shib], projectId: 'w3m-devnet' } },
  response: { status: 200, body: { fungibles: [{ address: REAL.shib, name: 'SHIBA INU', symbol: 'SHIB', iconUrl: 'https://tokens.1inch.io/0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce.png', price: 0.0000123, decimals: 18 }] } }
}

export const priceUnknownToken: WireFixture = {
  call: 'POST /v1/fungible/price (a token it cannot price)',
  source: 'reown-com/blockchain-api src/providers/one_inch.rs get_token_price (1inch 404 → AssetNotSupported), src/error.rs',
  request: { method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses: ['eip155:1:0x0000000000000000000000000000000000000001'], projectId: 'w3m-devnet' } },
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'asset', description: 'Asset is not supported: 0x0000000000000000000000000000000000000001' }] } }
}

export const priceNoAddress: WireFixture = {
  call: 'POST /v1/fungible/price (no address)',
  source: `${PRICE_TEST} 'bad arguments'; src/handlers/fungible_price.rs (RpcError::InvalidAddress), src/error.rs`,
  request: { method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses: [], projectId: 'w3m-devnet' } },
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] } }
}

export const priceUnknownCurrency: WireFixture = {
  call: 'POST /v1/fungible/price (unknown currency)',
  source: `${PRICE_TEST} 'bad arguments' (422); src/handlers/mod.rs SupportedCurrencies`,
  request: { method: 'POST', path: '/v1/fungible/price', body: { currency: 'irn', addresses: [REAL.native], projectId: 'w3m-devnet' } },
  response: { status: 422, body: 'Failed to deserialize the JSON body into the target type: currency: unknown variant `irn`, expected one of `btc`, `eth`, `usd`, `eur`, `gbp`, `aud`, `cad`, `inr`, `jpy` at line 1 column 17' }
}
