import { decodeEventLog, formatUnits, getAddress, zeroAddress, type Address, type Log, type Transaction, type TransactionReceipt } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { loadArtifacts } from '../contracts/artifacts.js'
import { assetsOf, iconUrl, type Asset } from './assets.js'
import type { HistoryRow } from './store.js'
import type { HistoryTransaction } from '../../clients/types.js'

/** Turns a mined transaction into one history item per account it concerns, in the shape of the hosted history API. */

export type OperationType = 'send' | 'receive' | 'trade' | 'execute' | 'mint' | 'burn' | 'approve' | 'deposit' | 'deploy' | 'buy'
export type Direction = 'in' | 'out' | 'self'

/**
 * One transfer as the real history carries it (reown-com/blockchain-api src/handlers/history.rs
 * HistoryTransactionTransfer, from src/providers/zerion.rs): both `fungible_info` and `nft_info` keys, the
 * one that does not apply null. Like the real service it carries no sender or recipient of its own: the
 * transaction's `sentFrom`/`sentTo` are its `from`/`to` (an ERC-20 send names the token contract).
 */
export interface HistoryTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } | null } | null
  nft_info: { name: string; content: { preview: { url: string; content_type: string | null }; detail: null }; flags: { is_spam: boolean } } | null
  direction: Direction
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

/** The hosted history item (the kit client's wire type): fungible transfers, and NFTs of the devnet's collections. */
export interface HistoryItem extends Omit<HistoryTransaction, 'transfers' | 'metadata'> {
  metadata: HistoryTransaction['metadata'] & { operationType: OperationType; application: null; chain: string }
  transfers: HistoryTransfer[]
}

interface Movement {
  asset: Asset
  from: Address
  to: Address
  amount: bigint
  /** Set for an ERC-721 transfer of one of the devnet's collections. */
  collectible?: { name: string; symbol: string; spam: boolean; tokenId: bigint }
}

const { contracts } = loadArtifacts()
const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase()

function decode(log: Log) {
  // An ERC-721 Transfer indexes its tokenId (four topics), an ERC-20 one does not: same name, other shape.
  const abis = [...(log.topics.length === 4 ? [contracts.DevnetCollectible.abi] : []), contracts.DevnetToken.abi, contracts.DevnetAmm.abi]
  for (const abi of abis) {
    try {
      return decodeEventLog({ abi, data: log.data, topics: log.topics })
    } catch {
      // Not this contract's event: try the next ABI.
    }
  }
  return undefined
}

function transferJson(apiUrl: string, movement: Movement, account: Address): HistoryTransfer {
  const direction: Direction = same(movement.from, account) && same(movement.to, account) ? 'self' : same(movement.from, account) ? 'out' : 'in'
  const { collectible } = movement
  if (collectible) {
    const nft_info = { name: `${collectible.name} #${collectible.tokenId}`, content: { preview: { url: iconUrl(apiUrl, collectible.symbol), content_type: 'image/svg+xml' }, detail: null }, flags: { is_spam: collectible.spam } }
    return { fungible_info: null, nft_info, direction, quantity: { numeric: '1' }, value: null, price: null }
  }
  const numeric = formatUnits(movement.amount, movement.asset.decimals)
  const { name, symbol, price } = movement.asset
  return { fungible_info: { name, symbol, icon: { url: iconUrl(apiUrl, symbol) } }, nft_info: null, direction, quantity: { numeric }, value: Number(numeric) * price, price }
}

export interface MinedTransaction {
  transaction: Transaction
  receipt: TransactionReceipt
  timestamp: number
}

/** Reads token metadata for Transfer logs of contracts the devnet did not deploy. */
export type AssetLookup = (address: Address) => Promise<Asset | undefined>

export async function historyRows(apiUrl: string, chain: EvmChain, mined: MinedTransaction, lookup: AssetLookup): Promise<HistoryRow[]> {
  const { transaction: tx, receipt, timestamp } = mined
  const succeeded = receipt.status === 'success'
  const native = assetsOf(chain)[0]!
  const contractsOfDevnet = [chain.amm.address, ...chain.tokens.map(token => token.address), ...chain.collectibles.map(collectible => collectible.address)]
  const movements: Movement[] = []
  const events = new Set<string>()
  let swapRecipient: Address | undefined

  if (succeeded) {
    if (tx.value > 0n && tx.to) movements.push({ asset: native, from: tx.from, to: tx.to, amount: tx.value })
    for (const log of receipt.logs) {
      const event = decode(log)
      if (!event?.eventName) continue
      events.add(event.eventName)
      const args = event.args as unknown as Record<string, unknown>
      if (event.eventName === 'Transfer' && 'tokenId' in args) {
        const collection = chain.collectibles.find(known => same(known.address, log.address))
        if (collection) movements.push({ asset: native, from: args.from as Address, to: args.to as Address, amount: 1n, collectible: { ...collection, tokenId: args.tokenId as bigint } })
      } else if (event.eventName === 'Transfer') {
        const asset = await lookup(log.address)
        if (asset) movements.push({ asset, from: args.from as Address, to: args.to as Address, amount: args.value as bigint })
      } else if (event.eventName === 'Swap' && same(log.address, chain.amm.address)) {
        const to = args.to as Address
        if (!same(to, chain.amm.address)) swapRecipient = to
        // Native paid out by the AMM leaves no log of its own, so the Swap event stands for it.
        if (args.nativeIn === false && !same(to, chain.amm.address)) movements.push({ asset: native, from: chain.amm.address, to, amount: args.amountOut as bigint })
      }
    }
  }

  const participants = new Map<string, Address>([[tx.from.toLowerCase(), tx.from]])
  for (const movement of movements) for (const party of [movement.from, movement.to]) participants.set(party.toLowerCase(), party)
  const rows: HistoryRow[] = []
  for (const account of participants.values()) {
    if (same(account, zeroAddress) || contractsOfDevnet.some(address => same(address, account))) continue
    const mine = movements.filter(movement => same(movement.from, account) || same(movement.to, account))
    const isSender = same(account, tx.from)
    if (!isSender && mine.length === 0) continue
    const transfers = mine.map(movement => transferJson(apiUrl, movement, account)).sort((a, b) => Number(a.direction === 'in') - Number(b.direction === 'in'))

    let operationType: OperationType
    if (!succeeded) operationType = tx.input === '0x' ? 'send' : 'execute'
    else if (!tx.to) operationType = 'deploy'
    else if (events.has('Swap') && (isSender || same(account, swapRecipient))) operationType = 'trade'
    else if (events.has('LiquidityAdded') && isSender) operationType = 'deposit'
    else if (mine.length === 0) operationType = events.has('Approval') && isSender ? 'approve' : 'execute'
    else if (mine.every(movement => same(movement.from, zeroAddress))) operationType = 'mint'
    else if (mine.every(movement => same(movement.to, zeroAddress))) operationType = 'burn'
    else if (transfers.every(transfer => transfer.direction !== 'in')) operationType = 'send'
    else if (transfers.every(transfer => transfer.direction === 'in')) operationType = 'receive'
    else operationType = 'execute'

    const item: HistoryItem = {
      id: `${chain.caipNetworkId}:${tx.hash}`,
      metadata: {
        operationType,
        hash: tx.hash,
        minedAt: new Date(timestamp * 1000).toISOString(),
        sentFrom: getAddress(tx.from),
        sentTo: getAddress(tx.to ?? receipt.contractAddress ?? zeroAddress),
        // Zerion's words, passed through by the real service: confirmed / failed (a mined row is never pending).
        status: succeeded ? 'confirmed' : 'failed',
        nonce: tx.nonce,
        application: null,
        chain: chain.caipNetworkId
      },
      transfers
    }
    rows.push({ chain: chain.caipNetworkId, hash: tx.hash, address: account, sentFrom: tx.from, block: Number(receipt.blockNumber), txIndex: receipt.transactionIndex, minedAt: timestamp, item })
  }
  return rows
}
