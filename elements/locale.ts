import { $locale, SOURCE_LOCALE, matchLocale, type Locale } from '../controllers/locale-theme/locale.js'

/** The latest request: an earlier one that loads later must not win. */
let pending: Locale | undefined
/** Whether lit-localize's runtime was ever asked for (until then every text is the English source). */
let runtimeRequested = false

/**
 * Shows the kit in `requested` (matched to a shipped locale, `en` when none). English needs nothing
 * loaded; another language loads lit-localize's runtime and that language's catalog first.
 */
export async function applyLocale(requested: string): Promise<Locale> {
  const locale = matchLocale([requested])
  pending = locale
  // No page (Node, server rendering): lit-localize's runtime announces changes on `window`.
  if ((locale === SOURCE_LOCALE && !runtimeRequested) || typeof window === 'undefined') {
    $locale.set(locale)
    return locale
  }
  runtimeRequested = true
  const { localization } = await import('./locale-runtime.js')
  await localization.setLocale(locale)
  if (pending === locale) $locale.set(locale)
  return locale
}

/** The visitor's languages in order (none in Node), for the kit's default locale. */
export function preferredLocale(): Locale {
  return typeof navigator === 'undefined' ? SOURCE_LOCALE : matchLocale(navigator.languages ?? [navigator.language])
}
