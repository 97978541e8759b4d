import type { Amount, Party, Warning } from '../explain/model.js'
import { formatAmount, formatDate, shortAddress, symbolOf } from './format.js'
import { isolate } from './dom.js'
import { msg, str } from './localize.js'

/** How a warning is announced: `danger` interrupts (role alert), `notice` waits its turn (role status). */
export type WarningLevel = 'danger' | 'notice'

/** A party in a sentence: its name and short address, isolated (the full address is shown beside it). */
export function partyText(party: Party): string {
  return party.name ? `${isolate(party.name)} (${isolate(shortAddress(party.address))})` : isolate(shortAddress(party.address))
}

/** An amount in a sentence: grouped digits and the symbol, or "unlimited". */
export function amountText(amount: Amount | 'unlimited', symbol: string | undefined, locale: string): string {
  if (amount === 'unlimited') return symbol ? msg(str`unlimited ${isolate(symbol)}`) : msg('an unlimited amount')
  return `${formatAmount(amount, locale)} ${isolate(amount.symbol ?? symbol ?? symbolOf(amount))}`.trim()
}

/** The words of a warning in the visitor's language, and how loudly to say them. */
export function warningWords(warning: Warning, locale: string): { text: string; level: WarningLevel } {
  switch (warning.code) {
    case 'unreadable-message':
      return { level: 'notice', text: msg('This message is not readable text. Sign it only if you trust this site and know what it is for.') }
    case 'sign-in-domain-mismatch':
      return { level: 'danger', text: msg(str`This sign-in is for ${isolate(warning.domain)}, but ${isolate(warning.origin)} is asking. Signing could log you in to another site.`) }
    case 'sign-in-expired':
      return { level: 'notice', text: msg(str`This sign-in message expired on ${isolate(formatDate(warning.expirationTime, locale) ?? warning.expirationTime)}.`) }
    case 'permit':
      return { level: 'danger', text: msg(str`Signing lets ${partyText(warning.spender)} spend ${amountText(warning.amount, undefined, locale)} of your tokens without asking you again.`) }
    case 'chain-mismatch':
      return { level: 'danger', text: msg(str`This data is for network ${warning.requested}, not the network you are on (${warning.active}).`) }
    case 'unlimited-approval':
      return { level: 'danger', text: msg(str`Unlimited approval: ${partyText(warning.spender)} can spend all of your ${isolate(warning.symbol ?? shortAddress(warning.token))}, now and later.`) }
    case 'will-revert':
      return warning.reason
        ? { level: 'danger', text: msg(str`Call ${warning.callIndex + 1} will fail: ${isolate(warning.reason.slice(0, 300))}. You would still pay the network fee.`) }
        : { level: 'danger', text: msg(str`Call ${warning.callIndex + 1} will fail. You would still pay the network fee.`) }
    case 'simulation-unavailable':
      return { level: 'notice', text: msg('The network could not simulate this request, so the balance changes are unknown.') }
    case 'unexplained':
      return { level: 'danger', text: msg('This wallet could not read this request, so it is shown as sent. Approve it only if you know what it does.') }
    case 'delegation':
      return { level: 'notice', text: msg(str`This first transaction turns your address into a smart account: it delegates to ${partyText(warning.target)}, contract ${isolate(warning.target.address)}. Your address stays the same.`) }
    case 'unknown-call':
      return { level: 'notice', text: msg(str`Call ${warning.callIndex + 1} is a contract call this wallet cannot read (function ${warning.selector}).`) }
  }
}
