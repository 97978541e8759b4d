/** Display formatting shared by the buttons and views. */

/** `0x1234...abcdef`: keeps `leading` and `trailing` characters (SPEC §5: 4 and 6) when that shortens it. */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 3) return address
  return `${address.slice(0, leading)}...${address.slice(address.length - trailing)}`
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
