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

const significantFormats = new Map<string, Intl.NumberFormat>()

/**
 * A swap amount, rate or minimum (issue 22): at least `significantDigits` significant digits so a
 * quote can be judged ("0.001662 ETH", not the token rows' "0.001 ETH"), and never fewer than
 * `decimals` fraction digits; grouped for the locale, cut not rounded up (what is shown is never
 * more than what arrives). behaviour §5's 3 decimals stay for the token rows and Activity.
 */
export function formatSignificantAmount(numeric: string, locale: string, significantDigits = 4, decimals = 3): string {
  const key = `${locale}|${significantDigits}|${decimals}`
  let format = significantFormats.get(key)
  if (!format) {
    // 'morePrecision': of "N significant digits" and "3 decimals", whichever keeps more of the number.
    const options = { maximumSignificantDigits: significantDigits, maximumFractionDigits: decimals, roundingPriority: 'morePrecision', roundingMode: 'trunc' }
    significantFormats.set(key, (format = new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions)))
  }
  return /^-?\d+(\.\d+)?$/.test(numeric) ? format.format(numeric as unknown as number) : numeric
}
