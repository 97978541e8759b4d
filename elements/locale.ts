import { $locale, SOURCE_LOCALE, matchLocale, type Locale } from '../controllers/locale.js'

let pending: Locale | undefined

/**
 * Shows the kit in `requested` (matched to a shipped locale, `en` when none). English needs nothing
 * loaded; another language loads lit-localize's runtime and that language's catalog first.
 */
export async function applyLocale(requested: string): Promise<Locale> {
  const locale = matchLocale([requested])
  pending = locale
  if (locale === SOURCE_LOCALE && $locale.get() === SOURCE_LOCALE) return locale
  // No page (Node, server rendering): lit-localize's runtime announces changes on `window`.
  if (typeof window === 'undefined') {
    $locale.set(locale)
    return locale
  }
  const { localization } = await import('./locale-runtime.js')
  await localization.setLocale(locale)
  // A later call won the race: it sets the store when its own catalog is in.
  if (pending === locale) $locale.set(locale)
  return locale
}

/** The visitor's languages in order (none in Node), for the kit's default locale. */
export function preferredLocale(): Locale {
  return typeof navigator === 'undefined' ? SOURCE_LOCALE : matchLocale(navigator.languages ?? [navigator.language])
}
