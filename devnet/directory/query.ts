import { HttpError } from '../http.js'
import type { Wallet } from './wallets.js'

export interface WalletQuery {
  page: number
  entries: number
  include: string[]
  exclude: string[]
  chains: string[]
  search: string
  badge: Wallet['badge_type'] | undefined
}

const ID = /^[A-Za-z0-9_-]{1,128}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

function positiveInt(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > max) throw new HttpError(400, `Invalid ${name} "${raw}": expected an integer from 1 to ${max}`)
  return value
}

function list(query: URLSearchParams, name: string, pattern: RegExp, what: string): string[] {
  const raw = query.get(name)
  if (!raw) return []
  const items = raw.split(',').map(item => item.trim()).filter(Boolean)
  const bad = items.find(item => !pattern.test(item))
  if (bad !== undefined) throw new HttpError(400, `Invalid ${name}: "${bad.slice(0, 64)}" is not ${what}`)
  return items
}

/** Reads and validates `getWallets` parameters; any malformed one is a 400 that names it. */
export function parseWalletQuery(query: URLSearchParams): WalletQuery {
  const badge = query.get('badge_type') || undefined
  if (badge !== undefined && badge !== 'none' && badge !== 'certified') throw new HttpError(400, `Invalid badge_type "${badge.slice(0, 32)}": expected "none" or "certified"`)
  const search = query.get('search') ?? ''
  if (search.length > 100) throw new HttpError(400, 'Invalid search: at most 100 characters')
  return {
    page: positiveInt(query, 'page', 1, 100_000),
    entries: positiveInt(query, 'entries', 40, 100),
    include: list(query, 'include', ID, 'a wallet id'),
    exclude: list(query, 'exclude', ID, 'a wallet id'),
    chains: list(query, 'chains', CAIP2, 'a CAIP-2 chain id'),
    search: search.trim().toLowerCase(),
    badge: badge as Wallet['badge_type'] | undefined
  }
}

/** Filters then pages the catalogue; `count` is the number of matches before paging. `badge_type=none` means no badge filter. */
export function queryWallets(wallets: readonly Wallet[], query: WalletQuery): { data: Wallet[]; count: number } {
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const matches = wallets.filter(
    wallet =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (query.chains.length === 0 || query.chains.some(chain => wallet.chains.includes(chain))) &&
      (!query.search || wallet.name.toLowerCase().includes(query.search)) &&
      (query.badge !== 'certified' || wallet.badge_type === 'certified')
  )
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries), count: matches.length }
}
