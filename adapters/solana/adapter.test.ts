import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import type { CaipNetwork, Connector } from '../../types/public.js'
import { startSolana, type SolanaDevnet } from '../../devnet/solana/rpc.js'
import { solanaDevnet } from '../../networks.js'
import { SolanaTestWallet } from '../../test/wallets/solana-wallet.js'
import { solanaAdapter } from './index.js'

// Real parts: the devnet's Solana JSON-RPC (litesvm) and a Wallet Standard wallet over a local ed25519 key.

let devnet: SolanaDevnet
let network: CaipNetwork
const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
  const response = await fetch(devnet.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: T }).result
}
const lamportsOf = async (address: string) => BigInt((await rpc<{ value: number }>('getBalance', [address])).value)

function walletConnector(seed: number): { wallet: SolanaTestWallet; connector: Connector } {
  const wallet = new SolanaTestWallet({ secretKey: new Uint8Array(32).fill(seed), rpcUrl: devnet.url, chains: ['solana:devnet'] })
  const connector = { id: 'solana-test', name: wallet.name, type: 'ANNOUNCED', chain: 'solana', provider: wallet.standard() as unknown as Connector['provider'] } as Connector
  return { wallet, connector }
}

before(async () => {
  devnet = await startSolana()
  network = { ...solanaDevnet, rpcUrls: { default: { http: [devnet.url] } } }
})
after(async () => {
  await devnet?.stop()
})

test('connects over the Wallet Standard, reads the SOL balance exactly, and restores without a prompt', async () => {
  const { wallet, connector } = walletConnector(7)
  assert.equal(await solanaAdapter.reconnect(connector), undefined, 'nothing granted yet')
  const account = await solanaAdapter.connect(connector, network)
  assert.deepEqual(account, { address: wallet.account.address, chainId: network.id })
  await rpc('requestAirdrop', [wallet.account.address, 1_234_567_891])
  assert.deepEqual(await solanaAdapter.getBalance(wallet.account.address, network, devnet.url), { balance: '1.234567891', symbol: 'SOL' })
  assert.equal((await solanaAdapter.reconnect(connector))?.address, wallet.account.address)
})

test('sends SOL: the receiver gets exactly the amount, the sender pays amount + the estimated fee', async () => {
  const { wallet, connector } = walletConnector(8)
  await solanaAdapter.connect(connector, network)
  await rpc('requestAirdrop', [wallet.account.address, 2_000_000_000])
  const receiver = new SolanaTestWallet({ secretKey: new Uint8Array(32).fill(9), rpcUrl: devnet.url, chains: ['solana:devnet'] }).account.address
  const request = { from: wallet.account.address, to: receiver, value: 250_000_000n }
  const fee = await solanaAdapter.estimateFee!(request, network, devnet.url)
  assert.equal(fee, 5000n, 'one signature at the base fee')
  const before = await lamportsOf(wallet.account.address)
  const signature = await solanaAdapter.sendTransaction!(connector, request, network, devnet.url)
  assert.equal(await solanaAdapter.waitForReceipt!(signature, network, devnet.url), 'success')
  assert.equal(await lamportsOf(receiver), 250_000_000n)
  assert.equal(before - (await lamportsOf(wallet.account.address)), 250_000_000n + fee)
})

test('a declined send moves nothing; a bad receiver is refused before the wallet is asked', async () => {
  const { wallet, connector } = walletConnector(10)
  await solanaAdapter.connect(connector, network)
  await rpc('requestAirdrop', [wallet.account.address, 1_000_000_000])
  const before = await lamportsOf(wallet.account.address)
  wallet.rejectNext()
  await assert.rejects(solanaAdapter.sendTransaction!(connector, { from: wallet.account.address, to: wallet.account.address, value: 1n }, network, devnet.url), { code: 4001 })
  await assert.rejects(solanaAdapter.sendTransaction!(connector, { from: wallet.account.address, to: '0xnot-solana', value: 1n }, network, devnet.url), /Invalid address/)
  assert.equal(await lamportsOf(wallet.account.address), before)
})

test('a receiver is a base58 32-byte address; EVM and Bitcoin addresses are refused', () => {
  assert.equal(solanaAdapter.isAddress!('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', network), true)
  assert.equal(solanaAdapter.isAddress!('0x71C7656EC7ab88b098defB751B7401B5f6d8976F', network), false)
  assert.equal(solanaAdapter.isAddress!('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', network), false)
  assert.equal(solanaAdapter.isAddress!('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0', network), false)
})

test('signs a message with the account key: the base58 signature verifies with ed25519', async () => {
  const { wallet, connector } = walletConnector(11)
  await solanaAdapter.connect(connector, network)
  const signature = await solanaAdapter.signMessage!(connector, 'Sign in to w3m-kit', wallet.account.address)
  const bytes = new Uint8Array(getBase58Encoder().encode(signature))
  assert.ok(ed25519.verify(bytes, new TextEncoder().encode('Sign in to w3m-kit'), wallet.account.publicKey))
  assert.ok(!ed25519.verify(bytes, new TextEncoder().encode('Sign in to w3m-kit!'), wallet.account.publicKey))
  await assert.rejects(solanaAdapter.signMessage!(connector, 'x', 'AnotherAddress1111111111111111111111111111'), /Address or auth connector not found/)
})
