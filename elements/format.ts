/** Display formatting shared by the buttons and views. */

/** `0x1234...abcdef`: keeps `leading` and `trailing` characters (SPEC §5: 4 and 6) when that shortens it. */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 3) return address
  return `${address.slice(0, leading)}...${address.slice(address.length - trailing)}`
}
