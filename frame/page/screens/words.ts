import { frameLocale, type FrameLocale } from '../locale.js'
import { useCatalog } from './localize.js'

// One dynamic import per language: each its own chunk, fetched only when the visitor's locale is it.
const CATALOGS: Record<Exclude<FrameLocale, 'en'>, () => Promise<{ templates: Parameters<typeof useCatalog>[0] }>> = {
  es: () => import('../../../locales/frame/generated/es.js'),
  fr: () => import('../../../locales/frame/generated/fr.js'),
  de: () => import('../../../locales/frame/generated/de.js'),
  'pt-BR': () => import('../../../locales/frame/generated/pt-BR.js'),
  ja: () => import('../../../locales/frame/generated/ja.js'),
  'zh-CN': () => import('../../../locales/frame/generated/zh-CN.js'),
  ko: () => import('../../../locales/frame/generated/ko.js'),
  ar: () => import('../../../locales/frame/generated/ar.js')
}

/** Loads the visitor's words before a screen is drawn (English is the source: nothing to load); resolves to the locale. */
export async function wordsReady(): Promise<FrameLocale> {
  const locale = frameLocale()
  useCatalog(locale === 'en' ? undefined : (await CATALOGS[locale]()).templates)
  return locale
}
