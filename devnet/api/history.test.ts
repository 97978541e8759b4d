import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { viemChain } from '../chains/deploy.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { startApiFixture, type ApiFixture } from './fixture.js'
import { until } from '../../test/until.js'

let devnet: ApiFixture
const { contracts } = loadArtifacts()

before(async () => {
  devnet = await startApiFixture()
})
after(async () => {
  await devnet?.stop()
})

function walletOf(key: Hex, chainIndex = 0) {
  const chain = devnet.evm.chains[chainIndex]!
  const viem = viemChain(chain.chainId, chain.rpcUrl)
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, chain: viem, transport: http(chain.rpcUrl) })
  const client = createPublicClient({ chain: viem, transport: http(chain.rpcUrl), pollingInterval: 20 })
  const mined = async (hash: Promise<Hex>) => (await client.waitForTransactionReceipt({ hash: await hash })).transactionHash
  return { chain, account, wallet, client, mined }
}

const history = async (address: Address, query = '') => devnet.get(`/v1/account/${address}/history?chainId=eip155:1${query}`)

test('a native transfer is a send for the sender and a receive for the recipient', async () => {
  const alice = walletOf(devnet.evm.accounts[1]!)
  const bob = privateKeyToAccount(devnet.evm.accounts[2]!).address
  const hash = await alice.mined(alice.wallet.sendTransaction({ to: bob, value: parseEther('1.5') }))

  const sent = (await history(alice.account.address)).body.data[0]
  assert.equal(sent.metadata.hash, hash)
  assert.equal(sent.metadata.operationType, 'send')
  assert.equal(sent.metadata.status, 'confirmed')
  assert.equal(sent.metadata.application, null)
  assert.equal(sent.metadata.chain, 'eip155:1')
  assert.equal(sent.metadata.sentFrom, alice.account.address)
  assert.equal(sent.metadata.sentTo, bob)
  assert.ok(!Number.isNaN(Date.parse(sent.metadata.minedAt)))
  assert.deepEqual(sent.transfers, [
    { fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${devnet.api.url}/icons/eth.svg` } }, nft_info: null, direction: 'out', quantity: { numeric: '1.5' }, value: 4500, price: 3000 }
  ])
  const received = (await history(bob)).body.data[0]
  assert.equal(received.metadata.hash, hash)
  assert.equal(received.metadata.operationType, 'receive')
  assert.equal(received.transfers[0].direction, 'in')
})

test('an ERC-20 transfer shows the token, its quantity in whole units and its usd value', async () => {
  const alice = walletOf(devnet.evm.accounts[1]!)
  const carol = privateKeyToAccount(devnet.evm.accounts[3]!).address
  const usdc = alice.chain.tokens.find(token => token.symbol === 'USDC')!
  const hash = await alice.mined(alice.wallet.writeContract({ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [carol, parseUnits('12.25', 6)] }))

  const sent = (await history(alice.account.address)).body.data[0]
  assert.equal(sent.metadata.hash, hash)
  assert.equal(sent.metadata.operationType, 'send')
  // As the real provider (Zerion's sent_to is the transaction's to): an ERC-20 send names the token contract.
  assert.equal(sent.metadata.sentTo, usdc.address)
  assert.deepEqual(sent.transfers.map((t: { direction: string; quantity: unknown; fungible_info: { symbol: string }; value: number }) => [t.fungible_info.symbol, t.direction, t.quantity, t.value]), [['USDC', 'out', { numeric: '12.25' }, 12.25]])
  const received = (await history(carol)).body.data[0]
  assert.equal(received.metadata.operationType, 'receive')
  assert.equal(received.transfers[0].direction, 'in')
  assert.equal(received.transfers[0].quantity.numeric, '12.25')
})

test('an NFT airdrop is a mint with the collection and token id; a collection on the spam list is flagged is_spam', async () => {
  const sender = walletOf(devnet.evm.accounts[10]!)
  const dana = privateKeyToAccount(devnet.evm.accounts[11]!).address
  const [punks, spam] = [sender.chain.collectibles.find(c => !c.spam)!, sender.chain.collectibles.find(c => c.spam)!]
  const mint = (address: Address) => sender.mined(sender.wallet.writeContract({ address, abi: contracts.DevnetCollectible.abi, functionName: 'mint', args: [dana] }))
  const punkHash = await mint(punks.address)
  const spamHash = await mint(spam.address)

  const items = (await history(dana)).body.data as Array<{ metadata: { hash: string; operationType: string }; transfers: Array<{ direction: string; quantity: { numeric: string }; nft_info?: { name: string; flags: { is_spam: boolean }; content: { preview: { url: string } } }; fungible_info?: unknown }> }>
  const byHash = (hash: string) => items.find(item => item.metadata.hash === hash)!
  for (const [hash, collection, spamFlag] of [[punkHash, punks, false], [spamHash, spam, true]] as const) {
    const item = byHash(hash)
    assert.equal(item.metadata.operationType, 'mint')
    assert.equal(item.transfers.length, 1)
    const [transfer] = item.transfers
    assert.equal(transfer!.fungible_info, null)
    assert.match(transfer!.nft_info!.name, new RegExp(`^${collection.name.replace(/[.]/g, '\\.')} #\\d+$`))
    assert.equal(transfer!.nft_info!.flags.is_spam, spamFlag)
    assert.equal(transfer!.direction, 'in')
    assert.equal(transfer!.quantity.numeric, '1')
    assert.match(transfer!.nft_info!.content.preview.url, /\/icons\/.+\.svg$/)
  }
})

test('AMM swaps are trades with an out and an in transfer, both ways', async () => {
  const dave = walletOf(devnet.evm.accounts[4]!)
  const { amm, tokens } = dave.chain
  const dai = tokens.find(token => token.symbol === 'DAI')!
  const buy = await dave.mined(dave.wallet.writeContract({ address: amm.address, abi: contracts.DevnetAmm.abi, functionName: 'swapExactNativeForTokens', args: [dai.address, 0n, dave.account.address], value: parseEther('0.1') }))
  const bought = (await history(dave.account.address)).body.data[0]
  assert.equal(bought.metadata.hash, buy)
  assert.equal(bought.metadata.operationType, 'trade')
  assert.deepEqual(bought.transfers.map((t: { fungible_info: { symbol: string }; direction: string }) => [t.fungible_info.symbol, t.direction]), [['ETH', 'out'], ['DAI', 'in']])
  assert.equal(bought.transfers[0].quantity.numeric, '0.1')
  const daiIn = Number(bought.transfers[1].quantity.numeric)
  assert.ok(daiIn > 295 && daiIn < 300, `0.1 ETH buys just under 300 DAI, got ${daiIn}`)

  await dave.mined(dave.wallet.writeContract({ address: dai.address, abi: erc20Abi, functionName: 'approve', args: [amm.address, parseUnits('100', 18)] }))
  const approval = (await history(dave.account.address)).body.data[0]
  assert.equal(approval.metadata.operationType, 'approve')
  assert.deepEqual(approval.transfers, [])

  await dave.mined(dave.wallet.writeContract({ address: amm.address, abi: contracts.DevnetAmm.abi, functionName: 'swapExactTokensForNative', args: [dai.address, parseUnits('100', 18), 0n, dave.account.address] }))
  const sold = (await history(dave.account.address)).body.data[0]
  assert.equal(sold.metadata.operationType, 'trade')
  assert.deepEqual(sold.transfers.map((t: { fungible_info: { symbol: string }; direction: string }) => [t.fungible_info.symbol, t.direction]), [['DAI', 'out'], ['ETH', 'in']])
  assert.equal(sold.transfers[0].quantity.numeric, '100')
  const ethIn = Number(sold.transfers[1].quantity.numeric)
  assert.ok(ethIn > 0.032 && ethIn < 0.034, `100 DAI sells for about 0.033 ETH, got ${ethIn}`)
})

test('a reverted transaction is listed as failed, with nothing transferred', async () => {
  const erin = walletOf(devnet.evm.accounts[5]!)
  const usdc = erin.chain.tokens.find(token => token.symbol === 'USDC')!
  const hash = await erin.mined(
    erin.wallet.writeContract({ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [erin.account.address, parseUnits('999999', 6)], gas: 100_000n })
  )
  const failed = (await history(erin.account.address)).body.data[0]
  assert.equal(failed.metadata.hash, hash)
  assert.equal(failed.metadata.status, 'failed')
  assert.deepEqual(failed.transfers, [])
})

test('cursor pagination walks the whole history newest first, without gaps or repeats', async () => {
  const frank = walletOf(devnet.evm.accounts[6]!)
  const sink = privateKeyToAccount(devnet.evm.accounts[7]!).address
  for (let i = 1; i <= 4; i++) await frank.mined(frank.wallet.sendTransaction({ to: sink, value: BigInt(i) * 10n ** 15n }))

  const all = (await history(frank.account.address, '&limit=100')).body.data as Array<{ metadata: { hash: string; minedAt: string } }>
  assert.equal(all.length, 6, 'two mints at deployment plus four sends')
  const seen: string[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page: { status: number; body: { data: typeof all; next: string | null } } = await history(frank.account.address, `&limit=4${cursor ? `&cursor=${cursor}` : ''}`)
    assert.equal(page.status, 200)
    seen.push(...page.body.data.map(item => item.metadata.hash))
    cursor = page.body.next
    pages++
  } while (cursor)
  assert.equal(pages, 2)
  assert.deepEqual(seen, all.map(item => item.metadata.hash))
  assert.equal(all[0]!.metadata.hash, seen[0])
  const times = all.map(item => Date.parse(item.metadata.minedAt))
  assert.deepEqual(times, [...times].sort((a, b) => b - a))
  const everyChain = (await devnet.get(`/v1/account/${frank.account.address}/history`)).body
  assert.equal(everyChain.data.length, 8, 'without chainId: the two mints on eip155:56 too, in one default-size page (50, as the real one)')
  assert.equal(everyChain.next, null)
})

test('chainId filters the history; items from the other chain stay out', async () => {
  const grace = walletOf(devnet.evm.accounts[8]!, 1)
  const hash = await grace.mined(grace.wallet.sendTransaction({ to: privateKeyToAccount(devnet.evm.accounts[9]!).address, value: parseEther('0.2') }))
  const onBsc = (await devnet.get(`/v1/account/${grace.account.address}/history?chainId=eip155:56`)).body.data
  assert.equal(onBsc[0].metadata.hash, hash)
  assert.equal(onBsc[0].metadata.chain, 'eip155:56')
  assert.equal(onBsc[0].transfers[0].fungible_info.symbol, 'BNB')
  assert.equal(onBsc[0].transfers[0].value, 120)
  const onMainnet = (await history(grace.account.address)).body.data
  assert.ok(onMainnet.every((item: { metadata: { chain: string } }) => item.metadata.chain === 'eip155:1'))
  assert.ok(!onMainnet.some((item: { metadata: { hash: string } }) => item.metadata.hash === hash))
})

test('bad history requests are 400s worded as the real service words them', async () => {
  const address = privateKeyToAccount(devnet.evm.accounts[1]!).address
  const cases: Array<[string, RegExp]> = [
    ['/v1/account/0x1234/history', /^The address provided is invalid$/],
    [`/v1/account/${address}/history?chainId=eip155:999`, /^Invalid parameter: eip155:999$/],
    [`/v1/account/${address}/history?chainId=cosmos:hub`, /^The address provided is invalid$/],
    [`/v1/account/${address}/history?cursor=garbage`, /^Invalid parameter: cursor$/],
    [`/v1/account/${address}/history?limit=0`, /Invalid limit/],
    [`/v1/account/${address}/history?onramp=paypal`, /^Provider paypal is not supported$/],
    [`/v1/account/${address}/history?onramp=meld`, /^Provider meld is not supported$/]
  ]
  for (const [path, message] of cases) {
    const response = await devnet.get(path)
    assert.equal(response.status, 400, path)
    assert.match(response.message, message, path)
  }
})

test('the indexer follows new blocks by itself, without a history read', async () => {
  const alice = walletOf(devnet.evm.accounts[1]!)
  const hash = await alice.mined(alice.wallet.sendTransaction({ to: alice.account.address, value: 1n }))
  await until(() => devnet.api.store.history(alice.account.address, { chain: 'eip155:1', limit: 1 })[0]?.hash === hash, 'the poller indexed the block')
  const self = (await history(alice.account.address)).body.data[0]
  assert.equal(self.metadata.operationType, 'send')
  assert.equal(self.transfers[0].direction, 'self')
})
