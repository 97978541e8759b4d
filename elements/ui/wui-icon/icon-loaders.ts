import type { SVGTemplateResult } from 'lit'

/** One dynamic import per icon, so a page only downloads the icons it shows. */
const iconLoaders = {
  'all-wallets': () => import('./icons/all-wallets.js'),
  'arrow-bottom-circle': () => import('./icons/arrow-bottom-circle.js'),
  browser: () => import('./icons/browser.js'),
  card: () => import('./icons/card.js'),
  checkmark: () => import('./icons/checkmark.js'),
  'chevron-left': () => import('./icons/chevron-left.js'),
  'chevron-right': () => import('./icons/chevron-right.js'),
  clock: () => import('./icons/clock.js'),
  close: () => import('./icons/close.js'),
  copy: () => import('./icons/copy.js'),
  desktop: () => import('./icons/desktop.js'),
  disconnect: () => import('./icons/disconnect.js'),
  extension: () => import('./icons/extension.js'),
  'external-link': () => import('./icons/external-link.js'),
  'help-circle': () => import('./icons/help-circle.js'),
  'info-circle': () => import('./icons/info-circle.js'),
  mail: () => import('./icons/mail.js'),
  mobile: () => import('./icons/mobile.js'),
  more: () => import('./icons/more.js'),
  'network-placeholder': () => import('./icons/network-placeholder.js'),
  paperplane: () => import('./icons/paperplane.js'),
  'qr-code': () => import('./icons/qr-code.js'),
  refresh: () => import('./icons/refresh.js'),
  search: () => import('./icons/search.js'),
  'swap-horizontal': () => import('./icons/swap-horizontal.js'),
  wallet: () => import('./icons/wallet.js'),
  'wallet-placeholder': () => import('./icons/wallet-placeholder.js'),
  'warning-circle': () => import('./icons/warning-circle.js')
} satisfies Record<string, () => Promise<{ icon: SVGTemplateResult }>>

export type IconName = keyof typeof iconLoaders

export const iconNames = Object.keys(iconLoaders) as IconName[]

const iconCache = new Map<string, SVGTemplateResult>()
const pending = new Map<string, Promise<SVGTemplateResult | undefined>>()

/** The icon if already loaded: lets a render draw it synchronously. */
export function cachedIcon(name: string): SVGTemplateResult | undefined {
  return iconCache.get(name)
}

/** Loads an icon once (unknown names resolve to undefined); views may call it to prefetch. */
export function loadIcon(name: string): Promise<SVGTemplateResult | undefined> {
  const cached = iconCache.get(name)
  if (cached) return Promise.resolve(cached)
  let loading = pending.get(name)
  if (!loading) {
    const loader = Object.hasOwn(iconLoaders, name) ? iconLoaders[name as IconName] : undefined
    loading = loader
      ? loader().then(
          (module) => {
            iconCache.set(name, module.icon)
            return module.icon
          },
          // A failed chunk load (offline) may succeed on a later render.
          () => {
            pending.delete(name)
            return undefined
          }
        )
      : Promise.resolve(undefined)
    pending.set(name, loading)
  }
  return loading
}
