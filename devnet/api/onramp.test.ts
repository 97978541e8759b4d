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

test('the options and quote routes are not served, as the real API serves none (the kit falls back to behaviour §8)', async () => {
  assert.equal((await devnet.get('/v1/onramp/options')).status, 404)
  assert.equal((await devnet.post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300' })).status, 404)
})

test('the checkout page funds the destination with native ETH when Buy is pressed, once', async () => {
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const { status, body } = await devnet.post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }],
    defaultNetwork: 'ethereum',
    partnerUserId: buyer,
    defaultExperience: 'buy',
    presetFiatAmount: 750
  })
  assert.equal(status, 200)
  assert.ok(body.url.startsWith(`${devnet.api.url}/onramp/checkout/`))
  const pending = (await devnet.get(`/v1/account/${buyer}/history?onramp=coinbase`)).body.data
  assert.deepEqual(pending.map((row: { metadata: { status: string } }) => row.metadata.status), ['ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'])
  // Two presses in flight at once: one delivery, both pages show it.
  const action = await buyAction(body.url)
  const [html, twice] = await Promise.all([press(action), press(action)])
  for (const page of [html, twice]) assert.match(page, /data-testid="onramp-result">Done: sent 0\.25 ETH on Ethereum/)
  assert.doesNotMatch(await (await fetch(body.url)).text(), /onramp-buy/, 'a paid checkout offers no second Buy')
  assert.equal(await client(0).getBalance({ address: buyer }), parseEther('0.25'), 'paid once')
  // The purchase as Coinbase's list reads through reown-com/blockchain-api src/providers/coinbase.rs.
  const history = (await devnet.get(`/v1/account/${buyer}/history?chainId=eip155:1&onramp=coinbase`)).body.data
  assert.equal(history.length, 1)
  assert.equal(history[0].id, new URL(body.url).pathname.split('/').pop())
  assert.deepEqual(
    { ...history[0].metadata, hash: typeof history[0].metadata.hash, minedAt: typeof history[0].metadata.minedAt },
    { operationType: 'buy', hash: 'string', minedAt: 'string', sentFrom: 'Coinbase', sentTo: buyer, status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', nonce: 1, application: null, chain: 'eip155:1' }
  )
  assert.match(history[0].metadata.hash, /^0x[0-9a-f]{64}$/)
  assert.deepEqual(history[0].transfers, [{ fungible_info: { name: 'ETH', symbol: 'ETH', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '0.25' }, value: null, price: null }])
  // The delivery itself is an ordinary receive in the on-chain history.
  const onchain = (await devnet.get(`/v1/account/${buyer}/history?chainId=eip155:1`)).body.data
  assert.deepEqual(onchain.map((row: { metadata: { operationType: string; status: string } }) => [row.metadata.operationType, row.metadata.status]), [['receive', 'confirmed']])
})

test('a fiat amount buys USDC on BNB Smart Chain', async () => {
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const { body } = await devnet.post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['bsc'], assets: ['USDC'] }], partnerUserId: buyer, presetFiatAmount: 42 })
  await buy(body.url)
  const usdc = devnet.evm.chains[1]!.tokens.find(token => token.symbol === 'USDC')!
  assert.equal(await client(1).readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] }), parseUnits('42', 6))
})

test('SOL can be bought for a Solana address', async () => {
  const buyer = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
  const { body } = await devnet.post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['solana'], assets: ['SOL'] }], partnerUserId: buyer, presetFiatAmount: 225 })
  await buy(body.url)
  const balance = await devnet.get(`/v1/account/${buyer}/balance?currency=usd&sv=html-wagmi-1.0.0`)
  assert.deepEqual(balance.body.balances[0].quantity, { decimals: '9', numeric: '1.5' })
})

test('bad on-ramp URL requests are 400 and unknown checkouts 404', async () => {
  const address = privateKeyToAccount(devnet.evm.accounts[1]!).address
  const wallets = [{ address, blockchains: ['ethereum'] }]
  // What serde cannot read into OnRampURLRequest: the handler's plain-text 400 (reown-com/blockchain-api src/handlers/generators/onrampurl.rs).
  for (const request of [
    {},
    { destinationWallets: wallets },
    { destinationWallets: [{ blockchains: ['ethereum'] }], partnerUserId: address },
    { destinationWallets: wallets, partnerUserId: address, presetFiatAmount: 25.5 },
    { destinationWallets: wallets, partnerUserId: address, presetFiatAmount: '25' },
    { destinationWallets: wallets, partnerUserId: address, presetFiatAmount: -1 },
    { destinationWallets: wallets, partnerUserId: address, presetCryptoAmount: 0.25 },
    { destinationWallets: wallets, partnerUserId: address, defaultExperience: 'sell' }
  ]) {
    const response = await devnet.post('/v1/generators/onrampurl', request)
    assert.equal(response.status, 400, JSON.stringify(request))
    assert.equal(response.body, 'Error deserializing request body: {}')
  }
  // What only the devnet's checkout needs to deliver (the real service leaves it to the provider's page).
  for (const [request, message] of [
    [{ destinationWallets: [], partnerUserId: address }, /destinationWallets/],
    [{ destinationWallets: [{ address, blockchains: ['dogechain'] }], partnerUserId: address }, /Unsupported network: dogechain/],
    [{ destinationWallets: [{ address: 'nope', blockchains: ['ethereum'] }], partnerUserId: address }, /Invalid destination address/],
    [{ destinationWallets: [{ address, blockchains: ['solana'] }], partnerUserId: address }, /not a Solana address/],
    [{ destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['BNB'] }], partnerUserId: address }, /Unsupported asset: BNB on ethereum/],
    [{ destinationWallets: wallets, partnerUserId: address, presetCryptoAmount: 100 }, /purchase limit/]
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
