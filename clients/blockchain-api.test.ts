import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startApi, type ApiDevnet } from '../devnet/api/index.js'
import { startEvmChains, type EvmDevnet } from '../devnet/chains/evm.js'
import { createBlockchainApiClient } from './blockchain-api.js'
import { httpRequest, ServiceError } from './http.js'
import { rpcProxyUrl } from './rpc-proxy.js'

const sdk = { projectId: 'w3m-devnet', sdkType: 'appkit', sdkVersion: 'html-1.7.5' }
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('blockchain API client against the devnet API', () => {
  let evm: EvmDevnet
  let api: ApiDevnet

  before(async () => {
    evm = await startEvmChains({ chainIds: [1] })
    api = await startApi({ evm })
  })
  after(async () => {
    await api?.stop()
    await evm?.stop()
  })

  const client = () => createBlockchainApiClient({ apiUrl: api.url, ...sdk })
  const setFaults = async (plan: Record<string, unknown> | undefined) => {
    await fetch(`${api.url}/__faults`, { method: plan ? 'POST' : 'DELETE', ...(plan ? { body: JSON.stringify(plan) } : {}) })
  }
  const chain = () => evm.chains[0]!
  const wallet = (key: Hex) => createWalletClient({ account: privateKeyToAccount(key), transport: http(chain().rpcUrl) })
  const publicClient = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const send = async (key: Hex, to: `0x${string}`, ether: string) => {
    const hash = await wallet(key).sendTransaction({ to, value: parseEther(ether), chain: null })
    await publicClient().waitForTransactionReceipt({ hash })
  }

  it('lists the supported chains, and keeps the previous list when the call fails', async () => {
    const api1 = client()
    const first = await api1.fetchSupportedChains()
    assert.ok(first.http.includes('eip155:1'))
    await setFaults({ status: 503, pathPrefix: '/v1/supported-chains' })
    try {
      assert.deepEqual(await api1.fetchSupportedChains(), first)
      assert.deepEqual(await client().fetchSupportedChains(), { http: [], ws: [] })
    } finally {
      await setFaults(undefined)
    }
  })

  it('reads live balances in usd, and a new transfer shows up', async () => {
    const funded = privateKeyToAccount(evm.accounts[0]!).address
    const { balances } = await client().getBalance({ address: funded, chainId: 'eip155:1' })
    const eth = balances.find(b => b.symbol === 'ETH')!
    const usdc = balances.find(b => b.symbol === 'USDC')!
    assert.equal(eth.quantity.decimals, '18')
    assert.ok(Number(eth.quantity.numeric) > 1000)
    assert.equal(eth.price, 3000)
    assert.equal(usdc.quantity.decimals, '6')
    assert.equal(usdc.address?.toLowerCase(), `eip155:1:${chain().tokens.find(t => t.symbol === 'USDC')!.address}`.toLowerCase())

    const fresh = privateKeyToAccount(generatePrivateKey()).address
    assert.deepEqual((await client().getBalance({ address: fresh, chainId: 'eip155:1' })).balances, [])
    await send(evm.accounts[0]!, fresh, '1.5')
    const after = await client().getBalance({ address: fresh, chainId: 'eip155:1', forceUpdate: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })
    assert.deepEqual(
      after.balances.map(b => [b.symbol, b.quantity.numeric, b.value]),
      [['ETH', '1.5', 4500]]
    )
  })

  it('pages the indexed history with the cursor', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    for (const ether of ['0.1', '0.2', '0.3']) await send(evm.accounts[1]!, fresh, ether)
    const api1 = client()
    const first = await api1.fetchTransactions({ account: fresh, chainId: 'eip155:1', limit: 2 })
    assert.equal(first.data.length, 2)
    assert.ok(first.next)
    const second = await api1.fetchTransactions({ account: fresh, chainId: 'eip155:1', limit: 2, cursor: first.next })
    assert.equal(second.data.length, 1)
    assert.equal(second.next, null)
    const items = [...first.data, ...second.data]
    assert.deepEqual(
      items.map(item => item.transfers[0]!.quantity.numeric),
      ['0.3', '0.2', '0.1']
    )
    for (const item of items) {
      assert.equal(item.metadata.operationType, 'receive')
      assert.equal(item.metadata.chain, 'eip155:1')
      assert.equal(item.transfers[0]!.direction, 'in')
      assert.equal(item.metadata.sentTo.toLowerCase(), fresh.toLowerCase())
    }
    const bad = await api1.fetchTransactions({ account: fresh, cursor: 'garbage' }).catch((e: unknown) => e)
    assert.ok(bad instanceof ServiceError)
    assert.equal(bad.status, 400)
    assert.match(bad.message, /cursor/)
  })

  it('registers a name with a real signature, then resolves it every way', async () => {
    const account = privateKeyToAccount(evm.accounts[2]!)
    const label = `client-${Date.now().toString(36)}`
    const name = `${label}.reown.id`
    const api1 = client()
    assert.deepEqual(await api1.reverseLookupEnsName({ address: account.address }), [])
    assert.equal(await api1.lookupEnsName(name), undefined, 'an unknown name (200 [] with apiVersion=2) is no profile')
    const unknown = await api1.fetchIdentity({ address: account.address })
    assert.deepEqual([unknown.name, unknown.avatar], [null, null])

    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await account.signMessage({ message })
    const registered = await api1.registerEnsName({ coinType: 60, address: account.address, message, signature })
    assert.equal(registered.name, name)
    assert.equal(registered.addresses['60']?.address, account.address)

    const profile = await api1.lookupEnsName(name.toUpperCase())
    assert.equal(profile?.addresses['60']?.address, account.address, 'asked in lower case, as the service keeps names')
    assert.deepEqual(profile?.attributes, {})
    assert.deepEqual(
      (await api1.reverseLookupEnsName({ address: account.address })).map(p => p.name),
      [name]
    )
    assert.equal((await api1.fetchIdentity({ address: account.address })).name, name)
    const { suggestions } = await api1.getEnsNameSuggestions(label)
    assert.deepEqual(suggestions[0], { name, registered: true })

    const taken = await api1
      .registerEnsName({ coinType: 60, address: account.address, message, signature })
      .catch((e: unknown) => e)
    assert.ok(taken instanceof ServiceError)
    assert.equal(taken.status, 400)
    assert.equal(taken.message, `Name is already registered: ${name}`)

    const shortMessage = JSON.stringify({ name: 'ab.reown.id', timestamp: Math.floor(Date.now() / 1000) })
    const short = await api1
      .registerEnsName({ coinType: 60, address: account.address, message: shortMessage, signature: await account.signMessage({ message: shortMessage }) })
      .catch((e: unknown) => e)
    assert.ok(short instanceof ServiceError)
    assert.equal(short.status, 400)
    assert.equal(short.message, 'Invalid name length: ab.reown.id')
    assert.equal(await api1.lookupEnsName('vitalik.eth'), undefined, 'a zone the service does not hold has no such name')
  })

  // The real API serves no options or quote route (reown-com/blockchain-api src/lib.rs), nor does the devnet: behaviour §8's fallbacks answer.
  it('falls back to the default on-ramp options: the service has no options route', async () => {
    const fallback = await client().getOnrampOptions()
    assert.deepEqual(
      fallback.paymentCurrencies.map(c => c.id),
      ['USD', 'EUR']
    )
    for (const currency of fallback.paymentCurrencies) {
      assert.deepEqual(currency.payment_method_limits, [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
      ])
    }
  })

  it("returns the behaviour spec's mocked quote: the service has no quote route", async () => {
    const mocked = await client().getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 100, network: 'ethereum' })
    assert.equal(mocked.quoteId, 'mocked-quote-id')
    assert.deepEqual(mocked.purchaseAmount, { amount: '100', currency: 'USDC' })
  })

  it('generates an on-ramp URL that serves the checkout page', async () => {
    const address = privateKeyToAccount(evm.accounts[3]!).address
    const url = await client().generateOnRampURL({ destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['USDC'] }], partnerUserId: address, presetFiatAmount: 50 })
    const page = await fetch(url)
    assert.equal(page.status, 200)
    assert.match(await page.text(), /Buy/)
  })

  it('quotes a swap and builds calldata that really swaps for the quoted amount', async () => {
    const api1 = client()
    const account = privateKeyToAccount(evm.accounts[4]!)
    const { tokens } = await api1.fetchSwapTokens({ chainId: 'eip155:1' })
    const usdc = tokens.find(t => t.symbol === 'USDC')!
    assert.equal(usdc.decimals, 6)
    const gas = await api1.fetchGasPrice({ chainId: 'eip155:1' })
    assert.ok(BigInt(gas.fast) >= BigInt(gas.standard))
    const amount = parseEther('0.01').toString()
    const from = `eip155:1:${NATIVE}`
    const { quotes } = await api1.fetchSwapQuote({ amount, from, to: usdc.address, gasPrice: gas.standard })
    const quoted = BigInt(quotes[0]!.toAmount)
    assert.ok(quoted > 0n)

    const { tx } = await api1.generateSwapCalldata({ amount, from, to: usdc.address, userAddress: `eip155:1:${account.address}` })
    // tx.amount is what the swap is expected to pay out (1inch's dstAmount), not a value to send
    assert.equal(tx.amount, quotes[0]!.toAmount)
    const tokenAddress = usdc.address.split(':')[2] as `0x${string}`
    const balanceOf = () => publicClient().readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
    const before = await balanceOf()
    const hash = await wallet(evm.accounts[4]!).sendTransaction({
      to: tx.to.split(':')[2] as `0x${string}`,
      data: tx.data as Hex,
      value: BigInt(amount),
      gas: BigInt(tx.eip155.gas),
      chain: null
    })
    assert.equal((await publicClient().waitForTransactionReceipt({ hash })).status, 'success')
    assert.equal((await balanceOf()) - before, quoted)

    const approve = await api1.generateApproveCalldata({ from: usdc.address, to: from, amount: '1000' })
    assert.match(approve.tx.data, /^0x095ea7b3/)
    const { allowance } = await api1.fetchSwapAllowance({ tokenAddress: usdc.address, userAddress: `eip155:1:${account.address}` })
    assert.equal(allowance, '0')
    const price = await api1.fetchTokenPrice(usdc.address)
    assert.deepEqual([price?.symbol, price?.price, price?.address], ['USDC', 1, usdc.address])
  })

  it('lists the sessions of a CAIP-10 account and revokes one (an empty 200), after which it is listed as revoked', async () => {
    const account = privateKeyToAccount(evm.accounts[5]!)
    const caipAddress = `eip155:1:${account.address}`
    const grant = { expiry: Math.floor(Date.now() / 1000) + 3600, signer: { type: 'keys', data: {} }, permissions: [{ type: 'contract-call', data: {} }], policies: [] }
    const created = await fetch(`${api.url}/v1/sessions/${caipAddress}?projectId=w3m-devnet`, { method: 'POST', body: JSON.stringify(grant) })
    assert.ok(created.ok)
    const api1 = client()
    const { pcis } = await api1.getSmartSessions(caipAddress)
    assert.equal(pcis.length, 1)
    const pci = pcis[0]!.pci
    assert.equal(pcis[0]!.revokedAt, null)
    assert.equal(await api1.revokeSmartSession({ caipAddress, pci, signature: await account.signMessage({ message: pci }) }), undefined)
    const after = (await api1.getSmartSessions(caipAddress)).pcis
    assert.deepEqual(after.map(session => session.pci), [pci])
    assert.equal(typeof after[0]!.revokedAt, 'number')
    const again = await api1.revokeSmartSession({ caipAddress, pci, signature: '0x' }).catch((e: unknown) => e)
    assert.ok(again instanceof ServiceError)
    assert.equal(again.message, `Permission is revoked: ${pci}`)
  })

  it('reaches the chain through the RPC proxy URL', async () => {
    // The proxy URL as a wallet's transport posts to it (viem's http transport in the adapters).
    const chainId = (chain: string) =>
      httpRequest<{ result: string }>({ baseUrl: rpcProxyUrl(api.url, chain, sdk.projectId), method: 'POST', body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } })
    assert.equal((await chainId('eip155:1')).result, '0x1')
    const unknown = await chainId('eip155:999').catch((e: unknown) => e)
    assert.ok(unknown instanceof ServiceError)
    assert.equal(unknown.status, 400)
  })

  it('fails with a 401 ServiceError in the real words for an unknown project (not retried)', async () => {
    const stranger = createBlockchainApiClient({ apiUrl: api.url, ...sdk, projectId: 'not-a-project' })
    const error = await stranger.fetchIdentity({ address: privateKeyToAccount(evm.accounts[0]!).address }).catch((e: unknown) => e)
    assert.ok(error instanceof ServiceError)
    assert.equal(error.status, 401)
    assert.equal(error.message, 'We failed to authenticate your request')
  })

  it('rides out a 429 from the API', async () => {
    await setFaults({ status: 429, retryAfter: 1, times: 1, pathPrefix: '/v1/convert/gas-price' })
    const started = Date.now()
    const gas = await client().fetchGasPrice({ chainId: 'eip155:1' })
    assert.ok(BigInt(gas.standard) > 0n)
    assert.ok(Date.now() - started >= 950)
  })
})
