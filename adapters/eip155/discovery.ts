import type { Eip1193Provider } from '../../types/public.js'

/** EIP-6963 provider info as wallets announce it. */
export interface Eip6963Info {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963Detail {
  info: Eip6963Info
  provider: Eip1193Provider
}

/** Listens for EIP-6963 announcements and asks wallets to announce; returns the unwatch. */
export function watchAnnouncedWallets(onAnnounce: (detail: Eip6963Detail) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963Detail>).detail
    if (detail?.info?.rdns && detail.provider && typeof detail.provider.request === 'function') onAnnounce(detail)
  }
  window.addEventListener('eip6963:announceProvider', listener)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', listener)
}

/** A legacy `window.ethereum`, when the page has one. */
export function legacyInjectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined
  const ethereum = (window as { ethereum?: Eip1193Provider }).ethereum
  return ethereum && typeof ethereum.request === 'function' ? ethereum : undefined
}
