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
  const sendRaw = async (to: string, data: string, value: bigint, eip155: { gas?: string; gasPrice: string }) => {
    const hash = await wallet.sendTransaction({ to: to.split(':')[2] as Address, data: data as Hex, value, gas: eip155.gas ? BigInt(eip155.gas) : undefined, gasPrice: BigInt(eip155.gasPrice) })
    return client.waitForTransactionReceipt({ hash })
  }
  /** Sends an API-built swap as AppKit does: to tx.to, with the amount as value when selling the native coin (tx.amount is the expected output). */
  const send = (tx: { to: string; data: string; eip155: { gas?: string; gasPrice: string } }, nativeValue = 0n) => sendRaw(tx.to, tx.data, nativeValue, tx.eip155)
  /** Sends an API-built approval as AppKit does: to tx.from, the token being approved. */
  const approve = (tx: { from: string; data: string; value: string; eip155: { gasPrice: string } }) => sendRaw(tx.from, tx.data, BigInt(tx.value), tx.eip155)
  return { account, client, caip, token, tokenBalance, send, approve, caipOf: (symbol: string) => `eip155:1:${token(symbol).address}` }
}

test('convert/tokens lists the native coin and the devnet tokens as CAIP-10 ids with 1inch\'s lower-case addresses', async () => {
  const { body } = await devnet.get('/v1/convert/tokens?chainId=eip155:56')
  assert.deepEqual(body.tokens.map((token: { symbol: string; address: string; decimals: number }) => [token.symbol, token.address, token.decimals]), [
    ['BNB', 'eip155:56:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18],
    ['USDC', 'eip155:56:0x5fbdb2315678afecb367f032d93f642f64180aa3', 6],
    ['DAI', 'eip155:56:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512', 18]
  ])
  assert.match(body.tokens[1].logoUri, /\/icons\/usdc\.svg$/)
  const filtered = await devnet.get('/v1/convert/tokens?chainId=eip155:56&address=0x5fbdb2315678afecb367f032d93f642f64180aa3')
  assert.deepEqual(filtered.body.tokens.map((token: { symbol: string }) => token.symbol), ['USDC'])
})

test('a native→USDC quote equals what the built transaction really pays out', async () => {
  const alice = user(1)
  const amount = parseEther('0.5').toString()
  const quote = await devnet.get(`/v1/convert/quotes?amount=${amount}&from=${native}&to=${alice.caipOf('USDC')}&gasPrice=1000000000`)
  assert.equal(quote.status, 200)
  const [offer] = quote.body.quotes
  assert.deepEqual([offer.id, offer.fromAmount, offer.fromAccount, offer.toAccount], [null, amount, native, alice.caipOf('USDC')])

  const built = await devnet.post('/v1/convert/build-transaction', { projectId: 'w3m-devnet', amount, eip155: { slippage: 1 }, from: native, to: alice.caipOf('USDC'), userAddress: alice.caip, disableEstimate: false })
  assert.equal(built.status, 200)
  assert.equal(built.body.tx.from, alice.caip)
  assert.equal(built.body.tx.to, `eip155:1:${devnet.evm.chains[0]!.amm.address}`)
  assert.equal(built.body.tx.amount, offer.toAmount)
  const before = await alice.tokenBalance('USDC')
  const receipt = await alice.send(built.body.tx, BigInt(amount))
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
  assert.deepEqual([approve.body.tx.from, approve.body.tx.to, approve.body.tx.value], [dai, native, '0'])
  assert.equal((await bob.approve(approve.body.tx)).status, 'success')
  assert.equal(await allowance(), amount)

  const { body } = await devnet.get(`/v1/convert/quotes?amount=${amount}&from=${dai}&to=${native}`)
  const built = (await devnet.post('/v1/convert/build-transaction', { projectId: 'w3m-devnet', amount, eip155: { slippage: 1 }, from: dai, to: native, userAddress: bob.caip })).body
  const before = await bob.client.getBalance({ address: bob.account.address })
  const receipt = await bob.send(built.tx)
  const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
  assert.equal((await bob.client.getBalance({ address: bob.account.address })) - before + gasCost, BigInt(body.quotes[0].toAmount))
  assert.equal(await allowance(), '0')
})

test('token→token swaps route through the native pools and pay the quote', async () => {
  const carol = user(3)
  const amount = parseUnits('100', 6).toString()
  await carol.approve((await devnet.get(`/v1/convert/build-approve?from=${carol.caipOf('USDC')}&to=${carol.caipOf('DAI')}`)).body.tx)
  const { body } = await devnet.get(`/v1/convert/quotes?amount=${amount}&from=${carol.caipOf('USDC')}&to=${carol.caipOf('DAI')}`)
  const toAmount = BigInt(body.quotes[0].toAmount)
  assert.ok(toAmount > parseUnits('99', 18) && toAmount < parseUnits('100', 18), 'two 0.3% hops')
  const built = (await devnet.post('/v1/convert/build-transaction', { projectId: 'w3m-devnet', amount, eip155: { slippage: 1 }, from: carol.caipOf('USDC'), to: carol.caipOf('DAI'), userAddress: carol.caip })).body
  const before = await carol.tokenBalance('DAI')
  assert.equal((await carol.send(built.tx)).status, 'success')
  assert.equal((await carol.tokenBalance('DAI')) - before, toAmount)
})

test('slippage protects the user: a swap built before the price moved reverts', async () => {
  const dave = user(4)
  const erin = user(5)
  const amount = parseEther('1').toString()
  const stale = (await devnet.post('/v1/convert/build-transaction', { projectId: 'w3m-devnet', amount, eip155: { slippage: 0 }, from: native, to: dave.caipOf('USDC'), userAddress: dave.caip, disableEstimate: true })).body
  const big = parseEther('20')
  const mover = (await devnet.post('/v1/convert/build-transaction', { projectId: 'w3m-devnet', amount: big.toString(), eip155: { slippage: 1 }, from: native, to: erin.caipOf('USDC'), userAddress: erin.caip })).body
  await erin.send(mover.tx, big)
  assert.equal((await dave.send({ ...stale.tx, eip155: { ...stale.tx.eip155, gas: '300000' } }, BigInt(amount))).status, 'reverted')
})

test('gas-price gives standard ≤ fast ≤ instant in wei', async () => {
  const { status, body } = await devnet.get('/v1/convert/gas-price?chainId=eip155:1')
  assert.equal(status, 200)
  assert.ok(BigInt(body.standard) > 0n)
  assert.ok(BigInt(body.standard) <= BigInt(body.fast) && BigInt(body.fast) <= BigInt(body.instant))
})

test('bad convert requests are refused as the real API words them', async () => {
  const alice = user(1)
  const bscUsdc = `eip155:56:${alice.token('USDC').address}`
  const cases: Array<[string, number, RegExp]> = [
    ['/v1/convert/tokens', 400, /^Failed to deserialize query string: missing field `chainId`$/],
    ['/v1/convert/tokens?chainId=eip155:10', 400, /^Conversion parameter error: Chain ID eip155:10 is not supported$/],
    ['/v1/convert/tokens?chainId=1', 400, /^Crypto utils error: Wrong CAIP-2 format: 1$/],
    [`/v1/convert/quotes?amount=0&from=${native}&to=${alice.caipOf('USDC')}`, 400, /^Conversion parameter error: amount/],
    [`/v1/convert/quotes?amount=1000&from=${native}&to=${native}`, 400, /must be different/],
    [`/v1/convert/quotes?amount=1000&from=${native}&to=${bscUsdc}`, 400, /^Invalid parameter: `from` and `to` chain IDs must have the same value$/],
    [`/v1/convert/quotes?amount=1000&from=${native}&to=eip155:1:0x0000000000000000000000000000000000000001`, 400, /not supported/],
    [`/v1/convert/quotes?amount=1000&from=${native}&to=USDC`, 400, /^Crypto utils error: Wrong CAIP-10 format: USDC$/],
    [`/v1/convert/quotes?amount=1000&from=${native}`, 400, /^Failed to deserialize query string: missing field `to`$/],
    [`/v1/convert/allowance?tokenAddress=${alice.caipOf('USDC')}`, 400, /missing field `userAddress`/],
    [`/v1/convert/allowance?tokenAddress=${alice.caipOf('USDC')}&userAddress=${alice.account.address}`, 400, /^Crypto utils error: Wrong CAIP-10 format/],
    ['/v1/convert/gas-price?chainId=banana', 400, /^Crypto utils error: Wrong CAIP-2 format: banana$/]
  ]
  for (const [path, status, message] of cases) {
    const response = await devnet.get(path)
    assert.equal(response.status, status, path)
    assert.match(typeof response.body === 'string' ? response.body : response.message, message, path)
  }
  const body = { projectId: 'w3m-devnet', amount: '1000', from: native, to: alice.caipOf('USDC'), userAddress: alice.caip }
  const post = (extra: Record<string, unknown>) => devnet.post('/v1/convert/build-transaction', { ...body, ...extra })
  const stringSlippage = await post({ eip155: { slippage: '1' } })
  assert.deepEqual([stringSlippage.status, stringSlippage.body], [422, 'Failed to deserialize the JSON body into the target type: eip155.slippage: invalid type: string "1", expected usize'])
  const fraction = await post({ eip155: { slippage: 0.5 } })
  assert.deepEqual([fraction.status, fraction.body], [422, 'Failed to deserialize the JSON body into the target type: eip155.slippage: invalid type: floating point `0.5`, expected usize'])
  const missing = await devnet.post('/v1/convert/build-transaction', { projectId: 'w3m-devnet', from: native })
  assert.deepEqual([missing.status, missing.body], [422, 'Failed to deserialize the JSON body into the target type: missing field `amount`'])
  const noSlippage = await post({})
  assert.deepEqual([noSlippage.status, noSlippage.message], [400, 'Invalid parameter: slippage parameter is necessary for this type of conversion'])
  const plainUser = await post({ eip155: { slippage: 1 }, userAddress: alice.account.address })
  assert.deepEqual([plainUser.status, plainUser.message], [400, `Crypto utils error: Wrong CAIP-10 format: ${alice.account.address}`])
  const tooMuch = await post({ eip155: { slippage: 90 } })
  assert.equal(tooMuch.status, 400)
  assert.match(tooMuch.message, /slippage/)
  const noAllowance = await devnet.post('/v1/convert/build-transaction', { ...body, amount: parseUnits('5', 18).toString(), from: alice.caipOf('DAI'), to: native, eip155: { slippage: 1 }, disableEstimate: false })
  assert.equal(noAllowance.status, 400)
  assert.match(noAllowance.message, /^Conversion parameter error: Not enough allowance/)
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
  // The chain is CAIP-2 (src/utils/crypto.rs disassemble_caip2): a bare chain id is refused.
  const bare = await devnet.get(`/v1/account/${frank.account.address}/balance?currency=usd&${SV}&chainId=1`)
  assert.deepEqual([bare.status, bare.message], [400, 'Crypto utils error: Wrong CAIP-2 format: 1'])
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

test('fungible/price prices addresses[0] only, from the fixed table, and refuses what it cannot price', async () => {
  const alice = user(1)
  const price = (addresses: string[], currency: unknown = 'usd') => devnet.post('/v1/fungible/price', { projectId: 'w3m-devnet', currency, addresses })
  const { status, body } = await price([alice.caipOf('DAI'), native, 'eip155:56:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])
  assert.equal(status, 200)
  assert.deepEqual(body, { fungibles: [{ address: alice.caipOf('DAI'), name: 'Dai Stablecoin', symbol: 'DAI', iconUrl: `${devnet.api.url}/icons/dai.svg`, price: 1, decimals: 18 }] })
  assert.deepEqual((await price(['eip155:56:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])).body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price]), [['BNB', 600]])
  assert.deepEqual((await price([`${devnet.solana.caipNetworkId}:So11111111111111111111111111111111111111111`])).body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price]), [['SOL', 150]])
  for (const [addresses, currency, status, field, message] of [
    [[], 'usd', 400, 'address', /^The address provided is invalid$/],
    [['USDC'], 'usd', 400, '', /^Crypto utils error: Wrong CAIP-10 format: USDC$/],
    [['bip122:000000000019d6689c085ae165831e93:native'], 'usd', 400, '', /^Crypto utils error: Namespace is not supported/],
    [['eip155:1:0x0000000000000000000000000000000000000001'], 'usd', 400, 'asset', /^Asset is not supported: 0x0000000000000000000000000000000000000001$/],
    [['eip155:999:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], 'usd', 400, 'asset', /^Asset is not supported/]
  ] as const) {
    const response = await price([...addresses], currency)
    assert.equal(response.status, status, JSON.stringify(addresses))
    assert.equal(response.body.reasons[0].field, field)
    assert.match(response.message, message)
  }
  const wrongCurrency = await price([native], 'irn')
  assert.equal(wrongCurrency.status, 422)
  assert.match(wrongCurrency.body, /^Failed to deserialize the JSON body into the target type: currency: unknown variant `irn`/)
})
