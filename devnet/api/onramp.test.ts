import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../chains/deploy.js'
import { startApiFixture, type ApiFixture } from './fixture.js'

let devnet: ApiFixture

before(async () => {
  devnet = await startApiFixture()
})
after(async () => {
  await devnet?.stop()
})

const client = (index: number) => {
  const chain = devnet.evm.chains[index]!
  return createPublicClient({ chain: viemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) })
}

/** Opens the checkout page and returns what its Buy button submits to. */
async function buyAction(url: string): Promise<URL> {
  const page = await fetch(url)
  assert.equal(page.status, 200)
  assert.match(page.headers.get('content-type') ?? '', /text\/html/)
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  assert.ok(action, 'the page has a Buy form')
  assert.match(html, /<button type="submit" data-testid="onramp-buy">Buy<\/button>/)
  return new URL(action, url)
}

async function press(action: URL): Promise<string> {
  const bought = await fetch(action, { method: 'POST' })
  assert.equal(bought.status, 200)
  return bought.text()
}

const buy = async (url: string) => press(await buyAction(url))

test('options list USD and EUR with the SPEC limits, and what can be bought on which network', async () => {
  const { status, body } = await devnet.get('/v1/onramp/options')
  assert.equal(status, 200)
  assert.deepEqual(body.paymentCurrencies.map((currency: { id: string }) => currency.id), ['USD', 'EUR'])
  assert.deepEqual(body.paymentCurrencies[0].payment_method_limits, [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
  ])
  const usdc = body.purchaseCurrencies.find((currency: { id: string }) => currency.id === 'USDC')
  assert.deepEqual(usdc.networks.map((network: { name: string; chain_id: string }) => [network.name, network.chain_id]), [['ethereum', '1'], ['bsc', '56']])
  assert.equal(usdc.networks[0].contract_address, devnet.evm.chains[0]!.tokens[0]!.address)
  assert.ok(body.purchaseCurrencies.some((currency: { id: string }) => currency.id === 'SOL'))
})

test('a quote itemises fees and converts the rest at the fixed price', async () => {
  const { status, body } = await devnet.post('/v1/onramp/quote', { purchaseCurrency: { id: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: '300', network: 'ethereum' })
  assert.equal(status, 200)
  assert.deepEqual(body.paymentTotal, { amount: '300.00', currency: 'USD' })
  assert.deepEqual(body.coinbaseFee, { amount: '4.50', currency: 'USD' })
  assert.deepEqual(body.networkFee, { amount: '0.50', currency: 'USD' })
  assert.deepEqual(body.paymentSubtotal, { amount: '295.00', currency: 'USD' })
  assert.deepEqual(body.purchaseAmount, { amount: (295 / 3000).toFixed(6), currency: 'ETH' })
  assert.match(body.quoteId, /^[0-9a-f-]{36}$/)
  for (const [request, message] of [
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '5' }, /between 10\.00 and 7500\.00/],
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '50' }, /Unsupported paymentCurrency/],
    [{ purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '50' }, /Unsupported purchaseCurrency/],
    [{ purchaseCurrency: 'BNB', paymentCurrency: 'USD', amount: '50', network: 'ethereum' }, /not offered on ethereum/],
    [{ paymentCurrency: 'USD', amount: '50' }, /purchaseCurrency/]
  ] as const) {
    const response = await devnet.post('/v1/onramp/quote', request)
    assert.equal(response.status, 400, JSON.stringify(request))
    assert.match(response.message, message)
  }
})

test('the checkout page funds the destination with native ETH when Buy is pressed, once', async () => {
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const { status, body } = await devnet.post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
    defaultNetwork: 'ethereum',
    partnerUserId: buyer,
    defaultExperience: 'buy',
    presetCryptoAmount: 0.25
  })
  assert.equal(status, 200)
  assert.ok(body.url.startsWith(`${devnet.api.url}/onramp/checkout/`))
  // Two presses in flight at once: one delivery, both pages show it.
  const action = await buyAction(body.url)
  const [html, twice] = await Promise.all([press(action), press(action)])
  for (const page of [html, twice]) assert.match(page, /data-testid="onramp-result">Done: sent 0\.25 ETH on Ethereum/)
  assert.doesNotMatch(await (await fetch(body.url)).text(), /onramp-buy/, 'a paid checkout offers no second Buy')
  assert.equal(await client(0).getBalance({ address: buyer }), parseEther('0.25'), 'paid once')
  const history = (await devnet.get(`/v1/account/${buyer}/history?chainId=eip155:1&onramp=coinbase`)).body.data
  assert.equal(history.length, 1)
  assert.equal(history[0].metadata.operationType, 'receive')
  assert.equal(history[0].transfers[0].quantity.numeric, '0.25')
})

test('a fiat amount buys USDC on BNB Smart Chain', async () => {
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const { body } = await devnet.post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['bsc'], assets: ['USDC'] }], presetFiatAmount: 42 })
  await buy(body.url)
  const usdc = devnet.evm.chains[1]!.tokens.find(token => token.symbol === 'USDC')!
  assert.equal(await client(1).readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] }), parseUnits('42', 6))
})

test('SOL can be bought for a Solana address', async () => {
  const buyer = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
  const { body } = await devnet.post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['solana'], assets: ['SOL'] }], presetCryptoAmount: 1.5 })
  await buy(body.url)
  const balance = await devnet.get(`/v1/account/${buyer}/balance?currency=usd`)
  assert.deepEqual(balance.body.balances[0].quantity, { decimals: '9', numeric: '1.5' })
})

test('bad on-ramp URL requests are 400 and unknown checkouts 404', async () => {
  const address = privateKeyToAccount(devnet.evm.accounts[1]!).address
  for (const [request, message] of [
    [{}, /destinationWallets/],
    [{ destinationWallets: [{ address, blockchains: ['dogechain'] }] }, /Unsupported network: dogechain/],
    [{ destinationWallets: [{ address: 'nope', blockchains: ['ethereum'] }] }, /Invalid destination address/],
    [{ destinationWallets: [{ address, blockchains: ['solana'] }] }, /not a Solana address/],
    [{ destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['BNB'] }] }, /Unsupported asset: BNB on ethereum/],
    [{ destinationWallets: [{ address, blockchains: ['ethereum'] }], presetFiatAmount: -1 }, /presetFiatAmount/],
    [{ destinationWallets: [{ address, blockchains: ['ethereum'] }], presetCryptoAmount: 100 }, /purchase limit/],
    [{ destinationWallets: [{ address, blockchains: ['ethereum'] }], presetCryptoAmount: 1e-9 }, /too small/]
  ] as const) {
    const response = await devnet.post('/v1/generators/onrampurl', request)
    assert.equal(response.status, 400, JSON.stringify(request))
    assert.match(response.message, message)
  }
  assert.equal((await fetch(`${devnet.api.url}/onramp/checkout/unknown`)).status, 404)
  assert.equal((await fetch(`${devnet.api.url}/onramp/checkout/unknown/buy`, { method: 'POST' })).status, 404)
})

test('sessions (reown-com/blockchain-api src/handlers/sessions): create for a CAIP-10 account, list every one, revoke by pci (empty 200); unknown and repeated revokes are 400', async () => {
  const owner = privateKeyToAccount(devnet.evm.accounts[2]!)
  const account = `eip155:1:${owner.address}`
  const created = await devnet.post(`/v1/sessions/${account}?v=2`, {
    expiry: Math.floor(Date.now() / 1000) + 3600,
    signer: { type: 'keys', data: {} },
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86400 }, required: true }],
    policies: []
  })
  assert.equal(created.status, 200)
  const { pci, key } = created.body
  assert.equal(key.type, 'secp256k1')
  assert.equal(key.publicKey.length, 132, 'v=2: the uncompressed public key in hex')
  const listed = (await devnet.get(`/v1/sessions/${account}`)).body.pcis
  assert.deepEqual(
    listed.map((session: { pci: string; permissions: unknown[]; revokedAt: number | null }) => [session.pci, session.permissions, session.revokedAt]),
    [[pci, [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86400 } }], null]]
  )
  assert.deepEqual((await devnet.get(`/v1/sessions/eip155:56:${owner.address}`)).body.pcis, [], 'kept per CAIP-10 account')

  const unknown = await devnet.post(`/v1/sessions/${account}/revoke`, { pci: 'no-such-pci' })
  assert.deepEqual([unknown.status, unknown.message], [400, 'Permission for PCI is not found: no-such-pci'])
  const revoked = await devnet.post(`/v1/sessions/${account}/revoke`, { pci, signature: '0x' })
  assert.deepEqual([revoked.status, revoked.body], [200, ''])
  assert.equal(typeof (await devnet.get(`/v1/sessions/${account}`)).body.pcis[0].revokedAt, 'number')
  const again = await devnet.post(`/v1/sessions/${account}/revoke`, { pci })
  assert.deepEqual([again.status, again.message], [400, `Permission is revoked: ${pci}`])
})

test('bad session requests: a plain address is 400 (CAIP-10), a body serde refuses is 422 plain text', async () => {
  const owner = privateKeyToAccount(devnet.evm.accounts[2]!).address
  const plain = await devnet.get(`/v1/sessions/${owner}`)
  assert.deepEqual([plain.status, plain.message], [400, `Crypto utils error: Wrong CAIP-10 format: ${owner}`])
  assert.equal((await devnet.get('/v1/sessions/eip155:1:0xabc')).message, 'Crypto utils error: Address format is not supported: 0xabc')
  assert.equal((await devnet.get(`/v1/sessions/cosmos:1:${owner}`)).message, `Crypto utils error: Namespace is not supported: cosmos:1:${owner}`)
  for (const [path, body, words] of [
    [`/v1/sessions/eip155:1:${owner}`, { expiry: 1, signer: { type: 'keys', data: {} }, permissions: [] }, 'missing field `policies`'],
    [`/v1/sessions/eip155:1:${owner}`, { expiry: '1', signer: { type: 'keys', data: {} }, permissions: [], policies: [] }, 'expiry: invalid type: string "1", expected usize'],
    [`/v1/sessions/eip155:1:${owner}`, { expiry: 1, signer: { type: 'keys', data: {} }, permissions: [{ type: 'x' }], policies: [] }, 'permissions[0]: missing field `data`'],
    [`/v1/sessions/eip155:1:${owner}/revoke`, { signature: '0x00' }, 'missing field `pci`']
  ] as const) {
    const response = await devnet.post(path, body)
    assert.equal(response.status, 422, path)
    assert.equal(response.body, `Failed to deserialize the JSON body into the target type: ${words}`)
  }
})
