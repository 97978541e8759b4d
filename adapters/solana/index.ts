import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  compileTransactionMessage,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  getTransactionEncoder,
  isAddress,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Signature
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { CaipNetwork, Connector } from '../../types/public.js'
import { formatNativeAmount } from '../format.js'
import { WalletError } from '../errors.js'
import type { AdapterEvents, ChainAdapter, ConnectedAccount, TransactionRequest } from '../types.js'
import { referenceOfChain, SOLANA_REFERENCES, walletStandardChain } from './chains.js'
import { feature, solanaWalletOf, type SolanaWalletAccount } from './wallet.js'

/** Solana over the Wallet Standard (`standard:*`, `solana:*` features) and the cluster's JSON-RPC, with @solana/kit. */

/** The account each connection uses (the wallet's first Solana account). */
const granted = new WeakMap<Connector, SolanaWalletAccount>()

function solanaAccount(accounts: readonly SolanaWalletAccount[]): SolanaWalletAccount | undefined {
  // A wallet of several families lists all its accounts: another family's is never taken for this one.
  return accounts.find(account => account.chains.some(chain => chain.startsWith('solana:'))) ?? accounts.find(account => !account.chains.length)
}

function connected(connector: Connector, account: SolanaWalletAccount | undefined, network: CaipNetwork | undefined): ConnectedAccount {
  if (!account) throw new WalletError('The wallet returned no accounts')
  granted.set(connector, account)
  const fromWallet = account.chains.map(referenceOfChain).find(reference => reference !== undefined)
  return { address: account.address, chainId: network ? String(network.id) : (fromWallet ?? SOLANA_REFERENCES.mainnet) }
}

function accountOf(connector: Connector, from: string): SolanaWalletAccount {
  const account = granted.get(connector) ?? solanaWalletOf(connector).accounts.find(candidate => candidate.address === from)
  if (!account || account.address !== from) throw new WalletError('Address or auth connector not found')
  return account
}

const rpcOf = (rpcUrl: string) => createSolanaRpc(rpcUrl)

/** A native SOL transfer as a compiled v0 message, its lifetime the cluster's latest blockhash. */
async function transferMessage(request: TransactionRequest, rpcUrl: string) {
  if (!isAddress(request.to)) throw new WalletError('Invalid address')
  if (request.data) throw new WalletError('Solana sends carry no EVM call data')
  const { value: blockhash } = await rpcOf(rpcUrl).getLatestBlockhash().send()
  return pipe(
    createTransactionMessage({ version: 0 }),
    message => setTransactionMessageFeePayer(address(request.from), message),
    message => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
    message =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(address(request.from)), destination: address(request.to), amount: lamports(request.value) }),
        message
      )
  )
}

export const solanaAdapter: ChainAdapter = {
  namespace: 'solana',
  isAddress(text) {
    // Base58 of a 32-byte public key; any cluster (Solana addresses carry no network).
    return isAddress(text)
  },

  async connect(connector, network) {
    const { accounts } = await feature(solanaWalletOf(connector), 'standard:connect').connect()
    return connected(connector, solanaAccount(accounts), network)
  },

  async reconnect(connector) {
    const wallet = solanaWalletOf(connector)
    // A wallet that already granted this site answers a silent connect without a prompt.
    const accounts = wallet.accounts.length ? wallet.accounts : (await feature(wallet, 'standard:connect').connect({ silent: true })).accounts
    const account = solanaAccount(accounts)
    return account ? connected(connector, account, undefined) : undefined
  },

  async disconnect(connector) {
    granted.delete(connector)
    await solanaWalletOf(connector).features['standard:disconnect']?.disconnect()
  },

  async switchNetwork() {
    // Nothing to ask the wallet: the cluster only chooses the RPC and the chain of each request.
  },

  async getBalance(owner, network, rpcUrl) {
    const { value } = await rpcOf(rpcUrl).getBalance(address(owner)).send()
    return { balance: formatNativeAmount(value, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
  },

  watch(connector: Connector, events: AdapterEvents) {
    const wallet = solanaWalletOf(connector)
    const on = wallet.features['standard:events']?.on
    if (!on) return () => undefined
    return on('change', ({ accounts }) => {
      if (!accounts) return
      const account = solanaAccount(accounts)
      if (!account) return events.disconnect()
      granted.set(connector, account)
      events.accountsChanged([account.address])
    })
  },

  async signMessage(connector, message, from) {
    const account = accountOf(connector, from)
    const [output] = await feature(solanaWalletOf(connector), 'solana:signMessage').signMessage({ account, message: new TextEncoder().encode(message) })
    if (!output) throw new WalletError('The wallet returned no signature')
    return getBase58Decoder().decode(output.signature)
  },

  async estimateFee(request, _network, rpcUrl) {
    const message = compileTransactionMessage(await transferMessage(request, rpcUrl))
    const encoded = getBase64Decoder().decode(getCompiledTransactionMessageEncoder().encode(message))
    const { value } = await rpcOf(rpcUrl).getFeeForMessage(encoded as Parameters<ReturnType<typeof rpcOf>['getFeeForMessage']>[0]).send()
    if (value === null) throw new WalletError('Transaction failed')
    return value
  },

  async sendTransaction(connector, request, network, rpcUrl = network.rpcUrls.default.http[0] ?? '') {
    const account = accountOf(connector, request.from)
    const transaction = getTransactionEncoder().encode(compileTransaction(await transferMessage(request, rpcUrl)))
    const chain = walletStandardChain(String(network.id))
    const [output] = await feature(solanaWalletOf(connector), 'solana:signAndSendTransaction').signAndSendTransaction({ account, chain, transaction: new Uint8Array(transaction) })
    if (!output) throw new WalletError('The wallet returned no signature')
    return getBase58Decoder().decode(output.signature)
  },

  async waitForReceipt(signature, _network, rpcUrl) {
    const rpc = rpcOf(rpcUrl)
    for (let waited = 0; waited < 120_000; waited += 400) {
      const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
      const status = value[0]
      if (status?.err) return 'reverted'
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return 'success'
      await new Promise(resolve => setTimeout(resolve, 400))
    }
    throw new WalletError('Transaction failed')
  }
}
