import { base64, hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { CaipNetwork, Connector } from '../../app-kit/types.js'
import { WalletError } from '../errors.js'
import type { AdapterEvents, ChainAdapter, ConnectedAccount } from '../types.js'
import { formatBtc } from './format.js'
import { addressNetworkFor, chainIdOfAddress } from './networks.js'
import { toBitcoinWallet, type AddressPurpose, type BitcoinAccount, type BitcoinWallet, type MessageProtocol } from './providers.js'

export { formatBtc, parseBtc, shortBitcoinAddress } from './format.js'
export type { AddressPurpose, BitcoinAccount, MessageProtocol } from './providers.js'

// A connector's provider is typed for EIP-1193; a Bitcoin connector holds one of the three Bitcoin shapes.
function walletOf(connector: Connector): BitcoinWallet {
  if (!connector.provider) throw new WalletError(`Connector ${connector.name} has no provider`)
  return toBitcoinWallet(connector.provider as unknown)
}

/** Accounts each connection granted, so the payment/ordinals pair survives between calls. */
const granted = new WeakMap<Connector, BitcoinAccount[]>()

/** SPEC §6: bip122's default account type is 'payment'. */
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

/**
 * Sends `sats` to `to`: a PSBT over the sender's UTXOs (largest first) with change back and a
 * fee at the network's next-block rate, signed by the wallet and broadcast through Esplora.
 */
export async function sendTransfer({ connector, network, rpcUrl, to, sats, from }: TransferRequest): Promise<string> {
  if (sats <= 0n) throw new WalletError('Invalid amount')
  const addressNetwork = addressNetworkFor(network.caipNetworkId)
  const wallet = walletOf(connector)
  const sender = pick(granted.get(connector) ?? (await wallet.accounts()), from)
  if (!sender) throw new WalletError('The wallet returned no accounts')
  let recipientScript: Uint8Array
  try {
    recipientScript = OutScript.encode(Address(addressNetwork).decode(to))
  } catch {
    throw new WalletError('Invalid address')
  }
  const senderScript = OutScript.encode(Address(addressNetwork).decode(sender.address))
  const taproot = OutScript.decode(senderScript).type === 'tr'
  const rates = await esplora<Record<string, number>>(rpcUrl, '/fee-estimates')
  const satsPerVbyte = BigInt(Math.max(1, Math.ceil(rates['1'] ?? rates['2'] ?? 2)))
  const utxos = (await esplora<Array<{ txid: string; vout: number; value: number }>>(rpcUrl, `/address/${encodeURIComponent(sender.address)}/utxo`)).sort((a, b) => b.value - a.value)

  const tx = new Transaction()
  let total = 0n
  let fee = 0n
  for (const utxo of utxos) {
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: senderScript, amount: BigInt(utxo.value) },
      ...(taproot ? { tapInternalKey: hex.decode(sender.publicKey).slice(-32) } : {})
    })
    total += BigInt(utxo.value)
    fee = (VBYTES.overhead + VBYTES.input * BigInt(tx.inputsLength) + VBYTES.output * 2n) * satsPerVbyte
    if (total >= sats + fee) break
  }
  if (total < sats + fee) throw new WalletError('Insufficient balance')
  tx.addOutput({ script: recipientScript, amount: sats })
  const change = total - sats - fee
  if (change >= 546n) tx.addOutput({ script: senderScript, amount: change }) // below dust the rest goes to fee

  const signed = Transaction.fromPSBT(base64.decode(await wallet.signPsbt(base64.encode(tx.toPSBT()), { [sender.address]: Array.from({ length: tx.inputsLength }, (_, index) => index) })))
  if (!signed.isFinal) signed.finalize()
  return esplora<string>(rpcUrl, '/tx', { method: 'POST', body: signed.hex })
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
  return { address: account.address, chainId: chainIdOfAddress(account.address) }
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
    return { balance: formatBtc(await balanceOf(address, rpcUrl)), symbol: network.nativeCurrency.symbol }
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
