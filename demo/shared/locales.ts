import type { Locale } from 'w3m-kit'

/** The kit's languages as their speakers name them, for the demos' switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  'zh-CN': '简体中文',
  ko: '한국어',
  ar: 'العربية'
}

/** `?locale=ar` etc.: the demo passes it as the `locale` option (absent: the browser's languages). */
export function localeFromQuery(query: URLSearchParams): Locale | undefined {
  const value = query.get('locale')
  return value && value in LOCALE_NAMES ? (value as Locale) : undefined
}
