/** Token amounts as decimal strings, formatted for the locale without passing through a float. */

const formats = new Map<string, Intl.NumberFormat>()

/** `numeric` (e.g. "1234.5678") grouped for the locale, at most `decimals` fraction digits, cut not rounded up. */
export function formatTokenAmount(numeric: string, locale: string, decimals = 3): string {
  const key = `${locale}|${decimals}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, roundingMode: 'trunc' } as Intl.NumberFormatOptions)))
  // Intl reads a decimal string exactly (ES2023); a number would lose digits past 2^53.
  return /^-?\d+(\.\d+)?$/.test(numeric) ? format.format(numeric as unknown as number) : numeric
}
