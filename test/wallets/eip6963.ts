/** EIP-6963 provider info, as announced to the page. */
export interface EIP6963ProviderInfo {
  uuid: string
  name: string
  icon: `data:image/${string}`
  rdns: string
}

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#3b6cf6"/>' +
  '<path d="M22 34h52v34a6 6 0 0 1-6 6H28a6 6 0 0 1-6-6z" fill="#fff"/><rect x="54" y="46" width="22" height="14" rx="4" fill="#3b6cf6"/>' +
  '<circle cx="62" cy="53" r="3" fill="#fff"/><path d="M26 34l36-12 4 12" fill="none" stroke="#fff" stroke-width="5"/></svg>'

export const TEST_WALLET_ICON: `data:image/${string}` = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

/** A v4 UUID; crypto.randomUUID is missing outside secure contexts, getRandomValues is not. */
export function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Announces `{info, provider}` now and on every `eip6963:requestProvider`; returns the unsubscribe.
 * The detail is frozen, as the EIP requires, so a page cannot swap the provider.
 */
export function announceProvider(target: EventTarget, info: EIP6963ProviderInfo, provider: object): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
