/**
 * The frame's language: the kit's locale from the frame URL (`?locale=`) or `sync-dapp-data`, matched
 * to the 9 the kit ships (the same list as the kit's controllers/locale-theme/locale.ts: the frame imports nothing of
 * the kit). Only the visitor's catalog ever loads, and only when a screen needs words (screens/words-runtime.ts).
 */
export const FRAME_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ar'] as const
export type FrameLocale = (typeof FRAME_LOCALES)[number]

let current: FrameLocale = 'en'

/** The shipped locale for a tag: itself, else its base language (`pt` → `pt-BR`), else English. */
export function matchFrameLocale(requested: string | null | undefined): FrameLocale {
  const tag = (requested ?? '').toLowerCase()
  return FRAME_LOCALES.find(locale => locale.toLowerCase() === tag) ?? FRAME_LOCALES.find(locale => locale.split('-')[0]!.toLowerCase() === tag.split('-')[0]) ?? 'en'
}

/** Sets the page's language and direction (Arabic right to left) for the screens drawn from now on. */
export function setFrameLocale(requested: string | null | undefined): FrameLocale {
  current = matchFrameLocale(requested)
  document.documentElement.lang = current
  document.documentElement.dir = current === 'ar' ? 'rtl' : 'ltr'
  return current
}

export function frameLocale(): FrameLocale {
  return current
}
