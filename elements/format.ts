/** Display formatting shared by the buttons and views. */

/**
 * Outside text (a token symbol, an NFT name) without bidi controls: an embedding, override or
 * isolate in it would reach past its end and reorder what a sentence puts after it (an address).
 */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
}

/** `0x1234...abcdef`: keeps `leading` and `trailing` characters (behaviour §5: 4 and 6) when that shortens it. */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 3) return address
  return `${address.slice(0, leading)}...${address.slice(address.length - trailing)}`
}
