import { atom } from 'nanostores'
import type { Locale } from '../../types/public.js'

export type { Locale }

// A record, so a language added to the `Locale` type but not here fails the type check.
const SHIPPED: Record<Locale, true> = { en: true, es: true, fr: true, de: true, 'pt-BR': true, ja: true, 'zh-CN': true, ko: true, ar: true }

/** The languages the kit ships: `en` is built in, the others load on first use. */
export const LOCALES = Object.keys(SHIPPED) as Locale[]

export const SOURCE_LOCALE: Locale = 'en'

/** Languages written right to left among the shipped ones. */
const RTL_LANGUAGES = new Set(['ar'])

/** The locale the elements show (changes once its translations have loaded). */
export const $locale = atom<Locale>(SOURCE_LOCALE)

/**
 * The shipped locale for a list of preferences in order (e.g. `navigator.languages`): for each,
 * its exact tag, else its base language (`pt` → `pt-BR`, `zh-TW` → `zh-CN`); `en` when none match.
 */
export function matchLocale(preferences: readonly string[]): Locale {
  for (const preference of preferences) {
    const tag = preference.toLowerCase()
    const exact = LOCALES.find(locale => locale.toLowerCase() === tag)
    if (exact) return exact
    const base = tag.split('-')[0]
    const sameLanguage = LOCALES.find(locale => locale.split('-')[0]!.toLowerCase() === base)
    if (sameLanguage) return sameLanguage
  }
  return SOURCE_LOCALE
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(locale.split('-')[0]!) ? 'rtl' : 'ltr'
}
