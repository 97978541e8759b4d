import { configureLocalization } from '@lit/localize/init/runtime.js'
import { LOCALES, SOURCE_LOCALE, type Locale } from '../controllers/locale-theme/locale.js'

// One dynamic import per language: each is its own chunk, fetched only when chosen.
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  es: () => import('../locales/generated/es.js'),
  fr: () => import('../locales/generated/fr.js'),
  de: () => import('../locales/generated/de.js'),
  'pt-BR': () => import('../locales/generated/pt-BR.js'),
  ja: () => import('../locales/generated/ja.js'),
  'zh-CN': () => import('../locales/generated/zh-CN.js'),
  ko: () => import('../locales/generated/ko.js'),
  ar: () => import('../locales/generated/ar.js')
}

/** lit-localize's runtime, configured once (it refuses a second configuration). */
export const localization = configureLocalization({
  sourceLocale: SOURCE_LOCALE,
  targetLocales: LOCALES.filter(locale => locale !== SOURCE_LOCALE),
  loadLocale: locale => CATALOGS[locale as Exclude<Locale, 'en'>]() as ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>
})
