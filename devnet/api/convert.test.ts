import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../chains/deploy.js'
import { startApiFixture, type ApiFixture } from './fixture.js'

let devnet: ApiFixture
const native = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

before(async () => {
  devnet = await startApiFixture()
})
after(async () => {
  await devnet?.stop()
})

function user(index: number) {
  const chain = devnet.evm.chains[0]!
  const viem = viemChain(chain.chainId, chain.rpcUrl)
  const account = privateKeyToAccount(devnet.evm.accounts[index]!)
  const wallet = createWalletClient({ account, chain: viem, transport: http(chain.rpcUrl) })
  const client = createPublicClient({ chain: viem, transport: http(chain.rpcUrl), pollingInterval: 20 })
  const caip = `eip155:1:${account.address}`
  const token = (symbol: string) => chain.tokens.find(candidate => candidate.symbol === symbol)!
  const tokenBalance = (symbol: string) => client.readContract({ address: token(symbol).address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
  /** Sends an API-built tx exactly as a wallet would and returns the receipt. */
  const send = async (tx: { to: string; data: string; amount?: string; value?: string; eip155: { gas?: string; gasPrice: string } }) => {
    const hash = await wallet.sendTransaction({
      to: tx.to.split(':')[2] as Address,
      data: tx.data as Hex,
      value: BigInt(tx.amount ?? tx.value ?? '0'),
      gas: tx.eip155.gas ? BigInt(tx.eip155.gas) : undefined,
      gasPrice: BigInt(tx.eip155.gasPrice)
    })
    return client.waitForTransactionReceipt({ hash })
  }
  return { account, client, caip, token, tokenBalance, send, caipOf: (symbol: string) => `eip155:1:${token(symbol).address}` }
}

test('convert/tokens lists the native coin and the devnet tokens as CAIP-10 ids', async () => {
  const { body } = await devnet.get('/v1/convert/tokens?chainId=eip155:56')
  assert.deepEqual(body.tokens.map((token: { symbol: string; address: string; decimals: number }) => [token.symbol, token.address, token.decimals]), [
    ['BNB', 'eip155:56:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18],
    ['USDC', 'eip155:56:0x5FbDB2315678afecb367f032d93F642f64180aa3', 6],
    ['DAI', 'eip155:56:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 18]
  ])
  assert.match(body.tokens[1].logoUri, /\/icons\/usdc\.svg$/)
})

test('a native→USDC quote equals what the built transaction really pays out', async () => {
  const alice = user(1)
  const amount = parseEther('0.5').toString()
  const quote = await devnet.get(`/v1/convert/quotes?amount=${amount}&userAddress=${alice.caip}&from=${native}&to=${alice.caipOf('USDC')}&gasPrice=1000000000`)
  assert.equal(quote.status, 200)
  const [offer] = quote.body.quotes
  assert.deepEqual([offer.fromAmount, offer.fromAddress, offer.toAddress], [amount, native, alice.caipOf('USDC')])

  const built = await devnet.post('/v1/convert/build-transaction', { amount, eip155: { slippage: '1' }, from: native, to: alice.caipOf('USDC'), userAddress: alice.caip, disableEstimate: false })
  assert.equal(built.status, 200)
  assert.equal(built.body.tx.to, `eip155:1:${devnet.evm.chains[0]!.amm.address}`)
  assert.equal(built.body.tx.amount, amount)
  const before = await alice.tokenBalance('USDC')
  const receipt = await alice.send(built.body.tx)
  assert.equal(receipt.status, 'success')
  assert.equal((await alice.tokenBalance('USDC')) - before, BigInt(offer.toAmount))
})

test('selling a token: allowance, build-approve, then a swap paying the quoted native amount', async () => {
  const bob = user(2)
  const dai = bob.caipOf('DAI')
  const allowance = async () => (await devnet.get(`/v1/convert/allowance?tokenAddress=${dai}&userAddress=${bob.caip}`)).body.allowance
  assert.equal(await allowance(), '0')
  const amount = parseUnits('250', 18).toString()

  const approve = await devnet.get(`/v1/convert/build-approve?userAddress=${bob.caip}&from=${dai}&to=${native}&amount=${amount}`)
  assert.equal(approve.status, 200)
  assert.equal(approve.body.tx.to, dai)
  assert.equal(approve.body.tx.value, '0')
  assert.equal((await bob.send(approve.body.tx)).status, 'success')
  assert.equal(await allowance(), amount)

  const { body } = await devnet.get(`/v1/convert/quotes?amount=${amount}&userAddress=${bob.caip}&from=${dai}&to=${native}`)
  const built = (await devnet.post('/v1/convert/build-transaction', { amount, eip155: { slippage: 1 }, from: dai, to: native, userAddress: bob.caip })).body
  const before = await bob.client.getBalance({ address: bob.account.address })
  const receipt = await bob.send(built.tx)
  const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
  assert.equal((await bob.client.getBalance({ address: bob.account.address })) - before + gasCost, BigInt(body.quotes[0].toAmount))
  assert.equal(await allowance(), '0')
})

test('token→token swaps route through the native pools and pay the quote', async () => {
  const carol = user(3)
  const amount = parseUnits('100', 6).toString()
  await carol.send((await devnet.get(`/v1/convert/build-approve?userAddress=${carol.caip}&from=${carol.caipOf('USDC')}&to=${carol.caipOf('DAI')}`)).body.tx)
  const { body } = await devnet.get(`/v1/convert/quotes?amount=${amount}&userAddress=${carol.caip}&from=${carol.caipOf('USDC')}&to=${carol.caipOf('DAI')}`)
  const toAmount = BigInt(body.quotes[0].toAmount)
  assert.ok(toAmount > parseUnits('99', 18) && toAmount < parseUnits('100', 18), 'two 0.3% hops')
  const built = (await devnet.post('/v1/convert/build-transaction', { amount, from: carol.caipOf('USDC'), to: carol.caipOf('DAI'), userAddress: carol.caip })).body
  const before = await carol.tokenBalance('DAI')
  assert.equal((await carol.send(built.tx)).status, 'success')
  assert.equal((await carol.tokenBalance('DAI')) - before, toAmount)
})

test('slippage protects the user: a swap built before the price moved reverts', async () => {
  const dave = user(4)
  const erin = user(5)
  const amount = parseEther('1').toString()
  const stale = (await devnet.post('/v1/convert/build-transaction', { amount, eip155: { slippage: '0' }, from: native, to: dave.caipOf('USDC'), userAddress: dave.caip, disableEstimate: true })).body
  assert.equal(stale.tx.eip155.gas, '300000')
  const mover = (await devnet.post('/v1/convert/build-transaction', { amount: parseEther('20').toString(), from: native, to: erin.caipOf('USDC'), userAddress: erin.caip })).body
  await erin.send(mover.tx)
  assert.equal((await dave.send(stale.tx)).status, 'reverted')
})

test('gas-price gives standard ≤ fast ≤ instant in wei', async () => {
  const { status, body } = await devnet.get('/v1/convert/gas-price?chainId=eip155:1')
  assert.equal(status, 200)
  assert.ok(BigInt(body.standard) > 0n)
  assert.ok(BigInt(body.standard) <= BigInt(body.fast) && BigInt(body.fast) <= BigInt(body.instant))
})

test('bad convert requests are 400 with a message', async () => {
  const alice = user(1)
  const bscUsdc = `eip155:56:${alice.token('USDC').address}`
  const cases: Array<[string, RegExp]> = [
    ['/v1/convert/tokens', /Missing required parameter: chainId/],
    ['/v1/convert/tokens?chainId=eip155:10', /Unsupported chainId: eip155:10/],
    [`/v1/convert/quotes?amount=0&userAddress=${alice.caip}&from=${native}&to=${alice.caipOf('USDC')}`, /Invalid amount/],
    [`/v1/convert/quotes?amount=1000&userAddress=${alice.caip}&from=${native}&to=${native}`, /same asset/],
    [`/v1/convert/quotes?amount=1000&userAddress=${alice.caip}&from=${native}&to=${bscUsdc}`, /same chain/],
    [`/v1/convert/quotes?amount=1000&userAddress=${alice.caip}&from=${native}&to=eip155:1:0x0000000000000000000000000000000000000001`, /not a swappable asset/],
    [`/v1/convert/quotes?amount=1000&userAddress=${alice.caip}&from=${native}&to=USDC`, /not a CAIP-10 id/],
    [`/v1/convert/quotes?amount=1000&userAddress=nobody&from=${native}&to=${alice.caipOf('USDC')}`, /Invalid userAddress/],
    [`/v1/convert/quotes?amount=1000&from=${native}`, /Missing required parameter: to/],
    [`/v1/convert/allowance?tokenAddress=${alice.caipOf('USDC')}`, /Missing required parameter: userAddress/],
    [`/v1/convert/build-approve?userAddress=${alice.caip}&from=${native}&to=${alice.caipOf('USDC')}`, /native coin needs no approval/],
    ['/v1/convert/gas-price?chainId=banana', /Invalid chainId/]
  ]
  for (const [path, message] of cases) {
    const response = await devnet.get(path)
    assert.equal(response.status, 400, path)
    assert.match(response.message, message, path)
  }
  const badSlippage = await devnet.post('/v1/convert/build-transaction', { amount: '1000', eip155: { slippage: '90' }, from: native, to: alice.caipOf('USDC'), userAddress: alice.caip })
  assert.equal(badSlippage.status, 400)
  assert.match(badSlippage.message, /slippage/)
  const noBody = await devnet.post('/v1/convert/build-transaction', undefined)
  assert.equal(noBody.status, 400)
})

// The kit names its sdk version on every call (`sv`); the real balance call answers an empty list without one.
const SV = 'sv=html-wagmi-1.0.0'

test('balance reads native and token holdings live, in usd, per chain or for all', async () => {
  const frank = user(6)
  const all = (await devnet.get(`/v1/account/${frank.account.address}/balance?currency=usd&${SV}`)).body.balances
  assert.deepEqual(all.map((entry: { chainId: string; symbol: string }) => `${entry.chainId} ${entry.symbol}`), ['eip155:1 ETH', 'eip155:1 USDC', 'eip155:1 DAI', 'eip155:56 BNB', 'eip155:56 USDC', 'eip155:56 DAI'])
  const usdc = all.find((entry: { symbol: string; chainId: string }) => entry.symbol === 'USDC' && entry.chainId === 'eip155:1')
  assert.deepEqual(usdc, {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: frank.caipOf('USDC'),
    value: 10000,
    price: 1,
    quantity: { decimals: '6', numeric: '10000' },
    iconUrl: `${devnet.api.url}/icons/usdc.svg`
  })
  const bnb = all.find((entry: { symbol: string }) => entry.symbol === 'BNB')
  assert.equal(bnb.address, undefined)
  assert.equal(bnb.price, 600)
  assert.equal(bnb.value, Number(bnb.quantity.numeric) * 600)

  const onBsc = (await devnet.get(`/v1/account/${frank.account.address}/balance?currency=usd&${SV}&chainId=eip155:56&forceUpdate=eip155:56:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`)).body.balances
  assert.ok(onBsc.length > 0 && onBsc.every((entry: { chainId: string }) => entry.chainId === 'eip155:56'))
  const empty = (await devnet.get(`/v1/account/0x000000000000000000000000000000000000dEaD/balance?currency=usd&${SV}`)).body
  assert.deepEqual(empty, { balances: [] })
  // A token named in forceUpdate that the account does not hold is listed with its zero balance (the native coin without an address).
  const forced = (await devnet.get(`/v1/account/0x000000000000000000000000000000000000dEaD/balance?currency=usd&${SV}&forceUpdate=eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee,${frank.caipOf('USDC')}`)).body
  assert.deepEqual(forced.balances.map((entry: { symbol: string; address?: string; quantity: { numeric: string } }) => [entry.symbol, entry.address, entry.quantity.numeric]), [['ETH', undefined, '0'], ['USDC', frank.caipOf('USDC'), '0']])
  // Without an sdk version the real service answers an empty list.
  assert.deepEqual((await devnet.get(`/v1/account/${frank.account.address}/balance?currency=usd`)).body, { balances: [] })
})

test('a Solana address gets its SOL balance from the Solana endpoint', async () => {
  const owner = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  await fetch(devnet.solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [owner, 2_500_000_000] }) })
  const { body } = await devnet.get(`/v1/account/${owner}/balance?currency=usd&${SV}&chainId=${devnet.solana.caipNetworkId}`)
  assert.deepEqual(body.balances.map((entry: { symbol: string; quantity: unknown; value: number }) => [entry.symbol, entry.quantity, entry.value]), [['SOL', { decimals: '9', numeric: '2.5' }, 375]])
  const mismatch = await devnet.get(`/v1/account/${owner}/balance?currency=usd&${SV}&chainId=eip155:1`)
  assert.equal(mismatch.status, 400)
  assert.equal(mismatch.message, 'The address provided is invalid')
})

test('bad balance requests are answered as the real service answers them', async () => {
  const address = user(1).account.address
  for (const [path, status, message] of [
    [`/v1/account/0xnope/balance?currency=usd&${SV}`, 400, /^The address provided is invalid$/],
    [`/v1/account/${address}/balance?currency=usd&${SV}&forceUpdate=true`, 400, /^The address provided is invalid$/],
    [`/v1/account/9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin/balance?currency=usd&${SV}&chainId=${devnet.solana.caipNetworkId}&forceUpdate=eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, 400, /^Unsupported namespace: solana$/],
    [`/v1/account/${address}/balance?currency=usd&${SV}&chainId=eip155:5`, 400, /eip155:5/]
  ] as const) {
    const response = await devnet.get(path)
    assert.equal(response.status, status, path)
    assert.match(response.message, message)
  }
  // axum's query extractor: a missing or unknown currency is a plain-text 400.
  for (const [query, text] of [
    ['', /^Failed to deserialize query string: missing field `currency`$/],
    ['currency=xyz', /^Failed to deserialize query string: unknown variant `xyz`/]
  ] as const) {
    const response = await devnet.get(`/v1/account/${address}/balance?${query}&${SV}`)
    assert.equal(response.status, 400)
    assert.match(response.body, text)
  }
})

test('fungible/price prices CAIP-10 ids from the fixed table and skips unknown tokens', async () => {
  const alice = user(1)
  const { status, body } = await devnet.post('/v1/fungible/price', {
    currency: 'usd',
    addresses: [native, alice.caipOf('DAI'), 'eip155:56:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'eip155:1:0x0000000000000000000000000000000000000001', `${devnet.solana.caipNetworkId}:So11111111111111111111111111111111111111111`, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:native', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bc1qunknown']
  })
  assert.equal(status, 200)
  assert.deepEqual(body.fungibles.map((entry: { symbol: string; price: number }) => [entry.symbol, entry.price]), [['ETH', 3000], ['DAI', 1], ['BNB', 600], ['SOL', 150], ['BTC', 60000]])
  assert.match(body.fungibles[0].iconUrl, /eth\.svg$/)
  for (const [request, message] of [
    [{ currency: 'usd', addresses: [] }, /addresses/],
    [{ currency: 'usd', addresses: ['USDC'] }, /not a CAIP-10 id/],
    [{ currency: 'jpy', addresses: [native] }, /Unsupported currency/],
    [{ currency: 'usd', addresses: ['eip155:999:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] }, /Unsupported address/]
  ] as const) {
    const response = await devnet.post('/v1/fungible/price', request)
    assert.equal(response.status, 400, JSON.stringify(request))
    assert.match(response.message, message)
  }
})
