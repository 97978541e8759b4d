import { base64, hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { CaipNetwork, Connector } from '../../types/public.js'
import { WalletError } from '../errors.js'
import type { AdapterEvents, ChainAdapter, ConnectedAccount } from '../types.js'
import { formatNativeAmount } from '../format.js'
import { addressNetworkFor, chainIdOfAddress } from './networks.js'
import { toBitcoinWallet, type AddressPurpose, type BitcoinAccount, type BitcoinWallet, type MessageProtocol } from './providers.js'

export type { AddressPurpose, BitcoinAccount, MessageProtocol } from './providers.js'

// A connector's provider is typed for EIP-1193; a Bitcoin connector holds one of the three Bitcoin shapes.
function walletOf(connector: Connector): BitcoinWallet {
  if (!connector.provider) throw new WalletError(`Connector ${connector.name} has no provider`)
  return toBitcoinWallet(connector.provider as unknown)
}

/** Accounts each connection granted, so the payment/ordinals pair survives between calls. */
const granted = new WeakMap<Connector, BitcoinAccount[]>()

/** behaviour §6: bip122's default account type is 'payment'. */
function pick(accounts: BitcoinAccount[], purpose: AddressPurpose = 'payment'): BitcoinAccount | undefined {
  return accounts.find(account => account.purpose === purpose) ?? accounts[0]
}

async function esplora<T>(rpcUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${rpcUrl.replace(/\/$/, '')}${path}`, init)
  const body = await response.text()
  if (!response.ok) throw new WalletError(body.trim() || `HTTP ${response.status}`)
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(body) : body) as T
}

interface AddressStats {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
}

/** Confirmed plus mempool sats of an address, from an Esplora REST base. */
export async function balanceOf(address: string, rpcUrl: string): Promise<bigint> {
  const stats = await esplora<AddressStats>(rpcUrl, `/address/${encodeURIComponent(address)}`)
  const net = (part: AddressStats['chain_stats']) => BigInt(part.funded_txo_sum) - BigInt(part.spent_txo_sum)
  return net(stats.chain_stats) + net(stats.mempool_stats)
}

export interface TransferRequest {
  connector: Connector
  network: CaipNetwork
  /** Esplora REST base of the network (`rpcUrlFor(network, customRpcUrls)`). */
  rpcUrl: string
  to: string
  sats: bigint
  /** Which granted account pays (default 'payment'). */
  from?: AddressPurpose
}

// vbytes of a P2WPKH/P2TR input and output, and the fixed part: enough for a fee estimate.
const VBYTES = { overhead: 11n, input: 68n, output: 43n }
/** Fee rate when the Esplora base gives no estimate (its `/fee-estimates` is empty or lacks the targets). */
export const DEFAULT_SATS_PER_VBYTE = 2n
/** Outputs below this many sats are dust: change that small goes to the fee. */
const DUST_SATS = 546n

interface Utxo {
  txid: string
  vout: number
  value: number
}

/** Next-block fee rate in sat/vB from Esplora's `/fee-estimates` (default 2 when it has none). */
export async function feeRate(rpcUrl: string): Promise<bigint> {
  const rates = await esplora<Record<string, number>>(rpcUrl, '/fee-estimates')
  const rate = rates['1'] ?? rates['2'] ?? rates['3']
  return rate === undefined ? DEFAULT_SATS_PER_VBYTE : BigInt(Math.max(1, Math.ceil(rate)))
}

/** The UTXOs (largest first) that pay `sats` plus the fee of a 2-output transfer spending them. */
export function selectCoins(utxos: readonly Utxo[], sats: bigint, satsPerVbyte: bigint): { inputs: Utxo[]; total: bigint; fee: bigint } {
  const sorted = [...utxos].sort((a, b) => b.value - a.value)
  const inputs: Utxo[] = []
  let total = 0n
  let fee = (VBYTES.overhead + VBYTES.input + VBYTES.output * 2n) * satsPerVbyte
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += BigInt(utxo.value)
    fee = (VBYTES.overhead + VBYTES.input * BigInt(inputs.length) + VBYTES.output * 2n) * satsPerVbyte
    if (total >= sats + fee) break
  }
  return { inputs, total, fee }
}

const utxosOf = (address: string, rpcUrl: string) => esplora<Utxo[]>(rpcUrl, `/address/${encodeURIComponent(address)}/utxo`)

/** The fee in sats a transfer of `sats` from `from` would pay now (vsize of the inputs it needs × the fee rate). */
export async function estimateTransferFee(from: string, sats: bigint, rpcUrl: string): Promise<bigint> {
  const [rate, utxos] = await Promise.all([feeRate(rpcUrl), utxosOf(from, rpcUrl)])
  return selectCoins(utxos, sats, rate).fee
}

function decodeAddress(address: string, network: CaipNetwork, error: string): Uint8Array {
  try {
    return OutScript.encode(Address(addressNetworkFor(network.caipNetworkId)).decode(address))
  } catch {
    throw new WalletError(error)
  }
}

/** Whether `address` is a valid address of the network (bech32/bech32m with its prefix, or base58). */
export function isAddressOf(address: string, network: CaipNetwork): boolean {
  try {
    decodeAddress(address, network, 'Invalid address')
    return true
  } catch {
    return false
  }
}

/**
 * Sends `sats` to `to`: a PSBT over the sender's UTXOs (largest first) with change back and a
 * fee at the network's next-block rate, signed by the wallet and broadcast through Esplora.
 */
export async function sendTransfer({ connector, network, rpcUrl, to, sats, from }: TransferRequest): Promise<string> {
  if (sats <= 0n) throw new WalletError('Invalid amount')
  const wallet = walletOf(connector)
  const sender = pick(granted.get(connector) ?? (await wallet.accounts()), from)
  if (!sender) throw new WalletError('The wallet returned no accounts')
  const recipientScript = decodeAddress(to, network, 'Invalid address')
  const senderScript = decodeAddress(sender.address, network, 'Invalid address')
  const taproot = OutScript.decode(senderScript).type === 'tr'
  const [rate, utxos] = await Promise.all([feeRate(rpcUrl), utxosOf(sender.address, rpcUrl)])
  const { inputs, total, fee } = selectCoins(utxos, sats, rate)
  if (total < sats + fee) throw new WalletError('Insufficient funds')

  const tx = new Transaction()
  for (const utxo of inputs) {
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: senderScript, amount: BigInt(utxo.value) },
      ...(taproot ? { tapInternalKey: hex.decode(sender.publicKey).slice(-32) } : {})
    })
  }
  tx.addOutput({ script: recipientScript, amount: sats })
  const change = total - sats - fee
  if (change >= DUST_SATS) tx.addOutput({ script: senderScript, amount: change })

  const signed = Transaction.fromPSBT(base64.decode(await wallet.signPsbt(base64.encode(tx.toPSBT()), { [sender.address]: inputs.map((_, index) => index) })))
  if (!signed.isFinal) signed.finalize()
  return esplora<string>(rpcUrl, '/tx', { method: 'POST', body: signed.hex })
}

/** Polls Esplora's `/tx/{id}/status` until the transaction is in a block (the devnet mines per accepted tx). */
export async function waitForConfirmation(txid: string, rpcUrl: string, options: { intervalMs?: number; timeoutMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000)
  for (;;) {
    const status = await esplora<{ confirmed: boolean }>(rpcUrl, `/tx/${encodeURIComponent(txid)}/status`)
    if (status.confirmed) return
    if (Date.now() > deadline) throw new WalletError('Transaction failed')
    await new Promise(resolve => setTimeout(resolve, options.intervalMs ?? 2_000))
  }
}

/** Asks the wallet to sign `message` with the account of `purpose` (default payment): BIP-322 simple unless 'ecdsa'. */
export async function signMessage(connector: Connector, message: string, options: { protocol?: MessageProtocol; purpose?: AddressPurpose } = {}): Promise<{ address: string; signature: string }> {
  const wallet = walletOf(connector)
  const account = pick(granted.get(connector) ?? (await wallet.accounts()), options.purpose)
  if (!account) throw new WalletError('The wallet returned no accounts')
  return { address: account.address, signature: await wallet.signMessage(account, message, options.protocol ?? 'bip322') }
}

/** The accounts (payment and ordinals) the wallet granted this connector. */
export function grantedAccounts(connector: Connector): BitcoinAccount[] {
  return granted.get(connector) ?? []
}

function connected(connector: Connector, accounts: BitcoinAccount[]): ConnectedAccount | undefined {
  granted.set(connector, accounts)
  const account = pick(accounts)
  if (!account) return undefined
  // Bitcoin wallets report no chain id; the address encoding (bc1/tb1/bcrt1) says which network it is on.
  // behaviour §6: the payment account first (bip122's default type), then the ordinals one when the wallet gives it.
  const types = [account, ...accounts.filter(other => other !== account)].map(each => ({ address: each.address, type: each.purpose === 'ordinals' ? ('ordinal' as const) : ('payment' as const) }))
  return { address: account.address, chainId: chainIdOfAddress(account.address), accounts: types.filter((each, index) => types.findIndex(other => other.address === each.address) === index) }
}

export const bip122Adapter: ChainAdapter = {
  namespace: 'bip122',

  async connect(connector) {
    const account = connected(connector, await walletOf(connector).connect())
    if (!account) throw new WalletError('The wallet returned no accounts')
    return account
  },

  async reconnect(connector) {
    return connected(connector, await walletOf(connector).accounts())
  },

  async disconnect(connector) {
    granted.delete(connector)
  },

  async switchNetwork() {
    // Nothing to ask the wallet: the network only chooses the Esplora base and address encoding.
  },

  async getBalance(address, network, rpcUrl) {
    return { balance: formatNativeAmount(await balanceOf(address, rpcUrl), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
  },

  isAddress: isAddressOf,

  /** BIP-322 (simple) with the payment account unless `address` names another granted account. */
  async signMessage(connector, message, address) {
    const wallet = walletOf(connector)
    const accounts = granted.get(connector) ?? (await wallet.accounts())
    const account = accounts.find(candidate => candidate.address === address)
    if (!account) throw new WalletError('The wallet no longer has this account')
    return wallet.signMessage(account, message, 'bip322')
  },

  async estimateFee(request, _network, rpcUrl) {
    if (request.data) throw new WalletError('Chain is not supported')
    return estimateTransferFee(request.from, request.value > 0n ? request.value : 1n, rpcUrl)
  },

  async sendTransaction(connector, request, network, rpcUrl) {
    // Bitcoin has no contract call: only a native transfer from the granted account that is `from`.
    if (request.data) throw new WalletError('Chain is not supported')
    const url = rpcUrl ?? network.rpcUrls.default.http[0]
    if (!url) throw new WalletError('Network not found')
    const from = (granted.get(connector) ?? []).find(account => account.address === request.from)?.purpose
    return sendTransfer({ connector, network, rpcUrl: url, to: request.to, sats: request.value, ...(from ? { from } : {}) })
  },

  async waitForReceipt(hash, _network, rpcUrl) {
    await waitForConfirmation(hash, rpcUrl)
    return 'success'
  },

  watch(connector: Connector, events: AdapterEvents) {
    return walletOf(connector).onAccountsChanged(accounts => {
      granted.set(connector, accounts)
      const account = pick(accounts)
      if (account) events.accountsChanged([account.address])
      else events.disconnect()
    })
  }
}
