/** Display formatting shared by the buttons and views. */

/** SPEC §5: addresses in descriptions keep 4 leading and 6 trailing characters. */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 2) return address
  const start = address.startsWith('0x') ? leading + 2 : leading
  return `${address.slice(0, start)}…${address.slice(-trailing)}`
}

// Created on first use: building an Intl formatter costs milliseconds the page's first task cannot spare.
let balanceFormat: Intl.NumberFormat | undefined

/** A whole-unit decimal string as shown to people: at most 3 decimals, grouped thousands. */
export function formatBalance(balance: string | undefined, symbol: string | undefined): string {
  if (balance === undefined) return ''
  const value = Number.parseFloat(balance)
  balanceFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })
  const shown = Number.isFinite(value) ? balanceFormat.format(value) : balance
  return symbol ? `${shown} ${symbol}` : shown
}
