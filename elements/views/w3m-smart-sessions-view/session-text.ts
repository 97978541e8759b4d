import type { CaipNetwork } from '../../../types/public.js'
import { periodUnit, type SessionGrant } from '../../../controllers/sessions/rules.js'
import { truncateAddress } from '../../format.js'
import { formatRelativeTime } from '../../locale-format.js'
import { msg, str } from '../../localize.js'
import { formatTokenAmount } from '../../token-format.js'

/** A session's grants, chain and expiry in the active language; every value from the API stays text. */

function list(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
}

function period(seconds: number, locale: string): string {
  const { value, unit } = periodUnit(seconds)
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/** What one permission or policy allows, in words. */
export function grantText(grant: SessionGrant, network: CaipNetwork | undefined, locale: string): string {
  if (grant.kind === 'contract-call') {
    const target = truncateAddress(grant.target)
    if (!grant.functions.length) return msg(str`Call any function of ${target}`)
    const functions = list(grant.functions, locale)
    return msg(str`Call ${functions} on ${target}`)
  }
  if (grant.kind === 'native-allowance') {
    // Every digit of the allowance: a spend limit is not rounded.
    const amount = `${formatTokenAmount(grant.amount, locale, 18)} ${network?.nativeCurrency.symbol ?? ''}`.trim()
    if (grant.periodSeconds === undefined) return msg(str`Spend up to ${amount}`)
    const every = period(grant.periodSeconds, locale)
    return msg(str`Spend up to ${amount} every ${every}`)
  }
  if (grant.kind === 'gas-limit') {
    const limit = formatTokenAmount(grant.limit, locale, 0)
    return msg(str`Use up to ${limit} gas`)
  }
  const type = grant.type
  return msg(str`Other permission: ${type}`)
}

/** The session's chain by its configured name, else by its id. */
export function chainText(chainId: string, network: CaipNetwork | undefined): string {
  return network?.name ?? (chainId || msg('Unknown network'))
}

/** "Until 24 Nov 2026, 16:00" and "Expires in 3 hr" in the active language; an unreadable expiry says so. */
export function expiryText(expiry: number | undefined, now: number, locale: string): { until: string; relative: string } {
  if (expiry === undefined) return { until: msg('No expiry given'), relative: '' }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(expiry * 1000))
  if (expiry * 1000 <= now) return { until: msg(str`Until ${date}`), relative: msg('Expired') }
  const relative = formatRelativeTime(expiry * 1000, now, locale)
  return { until: msg(str`Until ${date}`), relative: msg(str`Expires ${relative}`) }
}
