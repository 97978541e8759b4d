import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, createWalletClient, http, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { SiweMessage } from 'siwe'
import { base58 } from '@scure/base'
import { BIP122_REGTEST } from '../../../adapters/bip122/networks.js'
import type { CaipNetworkId } from '../../../types/public.js'
import { formatSiwxMessage } from '../../../controllers/siwx/message.js'
import { BitcoinTestWallet } from '../../../test/wallets/bitcoin-wallet.js'
import { SolanaTestWallet, solanaTestSeed } from '../../../test/wallets/solana-wallet.js'
import { bitcoinTestKey } from '../../../devnet/bitcoin/index.js'
import { REGTEST_NETWORK } from '../../../devnet/bitcoin/ledger.js'
import { deployKitAccountFactory } from '../../../devnet/bundler/entry-point.js'
import { smartAccount, viemChain } from '../../../devnet/chains/deploy.js'
import { toOwnedSmartAccount } from '../../../frame/page/smart-account.js'
import { startEvmChains, type EvmDevnet } from '../../../devnet/chains/evm.js'
import { startSiwxService, type SiwxService } from './service.js'

const ORIGIN = 'http://localhost:5173'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
let evm: EvmDevnet
let service: SiwxService
let clock = Date.now()

async function call(path: string, init: { method?: string; body?: unknown; token?: string; origin?: string } = {}) {
  const response = await fetch(service.url + path, {
    method: init.method ?? 'GET',
    headers: {
      origin: init.origin ?? ORIGIN,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {})
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {})
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A CAIP-122 message as the kit writes it for `chainId`, with a nonce from the service. */
async function caip122Message(chainId: string, address: string, overrides: { expirationTime?: string } = {}) {
  const { body } = await call('/nonce')
  return formatSiwxMessage({
    accountAddress: address,
    chainId: chainId as CaipNetworkId,
    domain: 'localhost:5173',
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: body.nonce as string,
    statement: 'Sign in to the w3m-kit demo',
    issuedAt: new Date(clock).toISOString(),
    expirationTime: overrides.expirationTime ?? new Date(clock + 3_600_000).toISOString()
  })
}

const edited = (message: string) => message.replace(/Expiration Time: .*/, `Expiration Time: ${new Date(clock + 99 * 3_600_000).toISOString()}`)

async function signedIn(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}, key: Hex = evm.accounts[0]!) {
  const account = privateKeyToAccount(key)
  const { body } = await call('/nonce')
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: 'localhost:5173',
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: body.nonce as string,
    issuedAt: new Date(clock),
    expirationTime: new Date(clock + 3_600_000),
    ...overrides
  })
  return { message, signature: await account.signMessage({ message }), address: account.address }
}

describe('SIWX session service', () => {
  before(async () => {
    evm = await startEvmChains({ chainIds: [1] })
    service = await startSiwxService({ rpcUrls: { 'eip155:1': evm.chains[0]!.rpcUrl }, chains: [SOLANA_DEVNET, BIP122_REGTEST], allowedOrigins: ['http://localhost:*'], now: () => clock, rateLimitPerMinute: 50 })
  })
  after(async () => {
    await service.stop()
    await evm.stop()
  })

  it('a valid EIP-4361 sign-in gets a session that standard parsers agree with, and signing out ends it', async () => {
    const { message, signature, address } = await signedIn()
    assert.equal(new SiweMessage(message).address, address, 'the siwe package parses the message')
    const verified = await call('/verify', { method: 'POST', body: { message, signature } })
    assert.equal(verified.status, 200, JSON.stringify(verified.body))
    const token = verified.body.token as string
    const session = await call('/session', { token })
    assert.equal((session.body.session as { address: string }).address, address)
    assert.equal((await call('/signout', { method: 'POST', token })).status, 200)
    assert.deepEqual(await call('/session', { token }), { status: 401, body: { message: 'No session' } })
  })

  it('keeps no session token at rest: no column of any table holds the bearer token it answered', async () => {
    const verified = await call('/verify', { method: 'POST', body: await signedIn() })
    const token = verified.body.token as string
    assert.equal(typeof token, 'string')
    const tables = await service.store.db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    let values = 0
    for (const { name } of tables) {
      for (const row of await service.store.db.all<Record<string, unknown>>(`SELECT * FROM ${name}`)) {
        for (const [column, value] of Object.entries(row)) {
          values++
          assert.ok(!String(value).includes(token), `${name}.${column} holds the session token`)
        }
      }
    }
    assert.ok(values > 0)
    assert.equal((await call('/session', { token })).status, 200, 'the token still finds its session')
  })

  it('a replayed nonce is refused', async () => {
    const first = await signedIn()
    assert.equal((await call('/verify', { method: 'POST', body: first })).status, 200)
    assert.deepEqual(await call('/verify', { method: 'POST', body: first }), { status: 400, body: { message: 'Nonce already used' } })
  })

  it('an expired message is refused', async () => {
    const old = await signedIn({ issuedAt: new Date(clock - 7_200_000), expirationTime: new Date(clock - 60_000) })
    assert.deepEqual(await call('/verify', { method: 'POST', body: old }), { status: 400, body: { message: 'The sign-in message has expired' } })
  })

  it('an expired nonce is refused', async () => {
    const late = await signedIn()
    clock += 6 * 60_000
    try {
      assert.deepEqual(await call('/verify', { method: 'POST', body: late }), { status: 400, body: { message: 'Nonce expired' } })
    } finally {
      clock -= 6 * 60_000
    }
  })

  it('a message for another domain is refused', async () => {
    const phished = await signedIn({ domain: 'evil.example', uri: 'https://evil.example/' })
    const answer = await call('/verify', { method: 'POST', body: phished })
    assert.equal(answer.status, 400)
    assert.match(answer.body.message as string, /^Wrong domain: the message is for evil\.example/)
  })

  it('a message for a chain the service does not accept is refused', async () => {
    const other = await signedIn({ chainId: 999 })
    assert.deepEqual(await call('/verify', { method: 'POST', body: other }), { status: 400, body: { message: 'Wrong chain: sign-in is not accepted on eip155:999' } })
  })

  it('a signature from another address is refused', async () => {
    const claimed = await signedIn()
    const impostor = privateKeyToAccount(evm.accounts[1]!)
    const signature = await impostor.signMessage({ message: claimed.message })
    assert.deepEqual(await call('/verify', { method: 'POST', body: { message: claimed.message, signature } }), { status: 401, body: { message: 'Invalid signature' } })
  })

  it('a tampered message is refused', async () => {
    const genuine = await signedIn()
    const edited = genuine.message.replace(/Expiration Time: .*/, `Expiration Time: ${new Date(clock + 99 * 3_600_000).toISOString()}`)
    assert.notEqual(edited, genuine.message)
    assert.deepEqual(await call('/verify', { method: 'POST', body: { message: edited, signature: genuine.signature } }), { status: 401, body: { message: 'Invalid signature' } })
  })

  it('an ERC-1271 smart account signs in through its owner', async () => {
    const owner = privateKeyToAccount(evm.accounts[0]!)
    assert.equal(owner.address, smartAccount.owner)
    const { body } = await call('/nonce')
    const message = createSiweMessage({ address: smartAccount.address, chainId: 1, domain: 'localhost:5173', uri: `${ORIGIN}/`, version: '1', nonce: body.nonce as string, issuedAt: new Date(clock) })
    const verified = await call('/verify', { method: 'POST', body: { message, signature: await owner.signMessage({ message }) } })
    assert.equal(verified.status, 200, JSON.stringify(verified.body))
    const impostor = privateKeyToAccount(evm.accounts[2]!)
    const again = await call('/nonce')
    const second = createSiweMessage({ address: smartAccount.address, chainId: 1, domain: 'localhost:5173', uri: `${ORIGIN}/`, version: '1', nonce: again.body.nonce as string, issuedAt: new Date(clock) })
    assert.deepEqual(await call('/verify', { method: 'POST', body: { message: second, signature: await impostor.signMessage({ message: second }) } }), { status: 401, body: { message: 'Invalid signature' } })
  })

  it("the embedded wallet's KitAccount signs in with ERC-6492 before deployment and ERC-1271 (ERC-7739) after; another key's signature does not", async () => {
    const rpcUrl = evm.chains[0]!.rpcUrl
    await deployKitAccountFactory(1, rpcUrl)
    const chain = viemChain(1, rpcUrl)
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toOwnedSmartAccount({ client, owner: owner.address, withOwner: use => use(owner) })
    const signIn = async (sign: (message: string) => Promise<Hex>) => {
      const { body } = await call('/nonce')
      const message = createSiweMessage({ address: account.address, chainId: 1, domain: 'localhost:5173', uri: `${ORIGIN}/`, version: '1', nonce: body.nonce as string, issuedAt: new Date(clock) })
      return (await call('/verify', { method: 'POST', body: { message, signature: await sign(message) } })).status
    }
    assert.equal(await signIn(message => account.signMessage({ message })), 200, 'undeployed: ERC-6492')
    assert.equal(await signIn(message => privateKeyToAccount(generatePrivateKey()).signMessage({ message })), 401)
    // Anyone may deploy anyone's account through the factory (same owner, same address).
    const stranger = createWalletClient({ account: privateKeyToAccount(evm.accounts[3]!), chain, transport: http() })
    const { factory, factoryData } = await account.getFactoryArgs()
    await client.waitForTransactionReceipt({ hash: await stranger.sendTransaction({ to: factory!, data: factoryData! }) })
    assert.equal(await account.isDeployed(), true)
    assert.equal(await signIn(message => account.signMessage({ message })), 200, 'deployed: ERC-1271')
    assert.equal(await signIn(message => owner.signMessage({ message })), 401, "the owner's own EOA signature is not the account's")
  })

  it('an origin outside the allowed list gets no nonce', async () => {
    assert.deepEqual(await call('/nonce', { origin: 'https://evil.example' }), { status: 403, body: { message: 'Origin https://evil.example may not sign in here' } })
  })

  it('too many requests from one caller are refused with Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 55; i++) statuses.push((await call('/nonce', { origin: 'http://localhost:9999' })).status)
    assert.equal(statuses.filter(status => status === 200).length, 50)
    assert.equal(statuses.at(-1), 429)
  })

  it('too many verifications for one address are refused with Retry-After, and the service goes on serving', async () => {
    const origin = 'http://localhost:9998'
    const account = privateKeyToAccount(`0x${'7'.repeat(64)}`)
    const message = createSiweMessage({ address: account.address, chainId: 1, domain: 'localhost:9998', uri: `${origin}/`, version: '1', nonce: 'neverhandedout1', issuedAt: new Date(clock) })
    const body = { message, signature: await account.signMessage({ message }) }
    const statuses: number[] = []
    for (let i = 0; i < 52; i++) statuses.push((await call('/verify', { method: 'POST', body, origin })).status)
    assert.deepEqual([statuses.filter(status => status === 400).length, statuses.at(-1)], [50, 429])
    assert.equal((await call('/nonce')).status, 200)
  })

  describe('Solana (CAIP-122, ed25519)', () => {
    const solanaWallet = (index: number) => new SolanaTestWallet({ secretKey: solanaTestSeed(index), rpcUrl: 'http://127.0.0.1:9', chains: ['solana:devnet'] })
    async function solanaSign(wallet: SolanaTestWallet, message: string): Promise<string> {
      const [output] = await wallet.standard().features['solana:signMessage']!.signMessage({ account: wallet.account, message: new TextEncoder().encode(message) })
      return base58.encode(output!.signature)
    }

    it('a wallet-signed sign-in gets a session with the message’s address and chain', async () => {
      const wallet = solanaWallet(50)
      const message = await caip122Message(SOLANA_DEVNET, wallet.account.address)
      const verified = await call('/verify', { method: 'POST', body: { message, signature: await solanaSign(wallet, message) } })
      assert.equal(verified.status, 200, JSON.stringify(verified.body))
      const session = (await call('/session', { token: verified.body.token as string })).body.session as { address: string; chainId: string; data: { accountAddress: string; statement: string } }
      assert.deepEqual([session.address, session.chainId, session.data.accountAddress, session.data.statement], [wallet.account.address, SOLANA_DEVNET, wallet.account.address, 'Sign in to the w3m-kit demo'])
    })

    it('a signature by another key is refused', async () => {
      const message = await caip122Message(SOLANA_DEVNET, solanaWallet(50).account.address)
      const signature = await solanaSign(solanaWallet(51), message)
      assert.deepEqual(await call('/verify', { method: 'POST', body: { message, signature } }), { status: 401, body: { message: 'Invalid signature' } })
    })

    it('a changed message is refused', async () => {
      const wallet = solanaWallet(50)
      const message = await caip122Message(SOLANA_DEVNET, wallet.account.address)
      const signature = await solanaSign(wallet, message)
      assert.deepEqual(await call('/verify', { method: 'POST', body: { message: edited(message), signature } }), { status: 401, body: { message: 'Invalid signature' } })
    })

    it('a Solana chain the service does not accept is refused, and so is text that is no sign-in message', async () => {
      const wallet = solanaWallet(50)
      const mainnet = await caip122Message('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', wallet.account.address)
      assert.deepEqual(await call('/verify', { method: 'POST', body: { message: mainnet, signature: await solanaSign(wallet, mainnet) } }), {
        status: 400,
        body: { message: 'Wrong chain: sign-in is not accepted on solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
      })
      assert.deepEqual(await call('/verify', { method: 'POST', body: { message: 'hello', signature: 'x' } }), { status: 400, body: { message: 'Not a CAIP-122 sign-in message' } })
    })
  })

  describe('Bitcoin (CAIP-122, BIP-322 simple and legacy ECDSA)', () => {
    const bitcoinWallet = (index: number) => new BitcoinTestWallet({ privateKey: bitcoinTestKey(index).privateKey, network: REGTEST_NETWORK, chain: 'bitcoin:regtest', esploraUrl: 'http://127.0.0.1:9' })

    for (const [protocol, purpose] of [['bip322', 'payment'], ['bip322', 'ordinals'], ['ecdsa', 'payment']] as const) {
      it(`${protocol === 'bip322' ? 'BIP-322 simple' : 'legacy ECDSA'} by the ${purpose} address (${purpose === 'payment' ? 'P2WPKH' : 'P2TR'}): signed in; another key’s signature and a changed message are refused`, async () => {
        const wallet = bitcoinWallet(0)
        const address = wallet[purpose].address
        const genuine = await caip122Message(BIP122_REGTEST, address)
        const verified = await call('/verify', { method: 'POST', body: { message: genuine, signature: wallet.signMessage(address, genuine, protocol) } })
        assert.equal(verified.status, 200, JSON.stringify(verified.body))
        assert.deepEqual((await call('/session', { token: verified.body.token as string })).body.session, { ...(verified.body.session as object) })
        assert.equal((verified.body.session as { address: string }).address, address)

        const impostor = bitcoinWallet(1)
        const claimed = await caip122Message(BIP122_REGTEST, address)
        const forged = impostor.signMessage(impostor[purpose].address, claimed, protocol)
        assert.deepEqual(await call('/verify', { method: 'POST', body: { message: claimed, signature: forged } }), { status: 401, body: { message: 'Invalid signature' } })

        const message = await caip122Message(BIP122_REGTEST, address)
        const signature = wallet.signMessage(address, message, protocol)
        assert.deepEqual(await call('/verify', { method: 'POST', body: { message: edited(message), signature } }), { status: 401, body: { message: 'Invalid signature' } })
      })
    }
  })
})
