import { erc20Abi, type Address, type PublicClient } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { assetAt, priceOf, type Asset } from './assets.js'
import { clientOf, type ApiContext } from './context.js'
import { historyRows, type AssetLookup } from './history-items.js'

/** Follows each chain's new blocks (polling ~200 ms, plus on demand before a history read) into the SQLite history index. */

export interface Indexer {
  /** Indexes up to the current head of one chain, or of all chains. */
  sync(caipNetworkId?: string): Promise<void>
  stop(): Promise<void>
}

function assetLookup(chain: EvmChain, client: PublicClient): AssetLookup {
  const cache = new Map<string, Promise<Asset | undefined>>()
  const read = async (address: Address): Promise<Asset | undefined> => {
    const known = assetAt(chain, address)
    if (known?.address) return known
    try {
      const [name, symbol, decimals] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' })
      ])
      return { name, symbol, decimals, address, price: priceOf(symbol) }
    } catch {
      return undefined
    }
  }
  return address => {
    const key = address.toLowerCase()
    if (!cache.has(key)) cache.set(key, read(address))
    return cache.get(key)!
  }
}

function chainIndexer(ctx: ApiContext, chain: EvmChain): () => Promise<void> {
  const client = clientOf(ctx, chain)
  const lookup = assetLookup(chain, client)
  let checkedGenesis = false

  const run = async () => {
    if (!checkedGenesis) {
      const genesis = (await client.getBlock({ blockNumber: 0n })).hash
      if (ctx.store.indexHead(chain.caipNetworkId)?.genesis !== genesis) ctx.store.resetIndex(chain.caipNetworkId, genesis)
      checkedGenesis = true
    }
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    for (let number = ctx.store.indexHead(chain.caipNetworkId)!.lastBlock + 1; number <= head; number++) {
      const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
      const receipts = await Promise.all(block.transactions.map(transaction => client.getTransactionReceipt({ hash: transaction.hash })))
      const rows = []
      for (const [index, transaction] of block.transactions.entries()) {
        rows.push(...(await historyRows(ctx.apiUrl, chain, { transaction, receipt: receipts[index]!, timestamp: Number(block.timestamp) }, lookup)))
      }
      ctx.store.saveBlock(chain.caipNetworkId, number, rows)
    }
  }

  // One run at a time; a caller arriving mid-run waits for a fresh run so it sees blocks mined before it asked.
  let current: Promise<void> | undefined
  let queued: Promise<void> | undefined
  return () => {
    if (!current) {
      current = run().finally(() => (current = undefined))
      return current
    }
    queued ??= current.catch(() => undefined).then(() => {
      queued = undefined
      current = run().finally(() => (current = undefined))
      return current
    })
    return queued
  }
}

export function startIndexer(ctx: ApiContext, pollMs = 200): Indexer {
  const syncs = new Map(ctx.evm.chains.map(chain => [chain.caipNetworkId as string, chainIndexer(ctx, chain)]))
  const sync = async (caipNetworkId?: string) => {
    if (caipNetworkId) await syncs.get(caipNetworkId)?.()
    else await Promise.all([...syncs.values()].map(run => run()))
  }

  let stopped = false
  let lastError = ''
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<void> = Promise.resolve()
  const tick = () => {
    inFlight = sync()
      .then(() => {
        lastError = ''
      })
      .catch((error: unknown) => {
        // Log a failure once, not every 200 ms while a chain is down.
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
        if (!stopped && message !== lastError) console.error(`[api indexer] ${message}`)
        lastError = message
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs)
      })
  }
  tick()

  return {
    sync,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await inFlight
    }
  }
}
