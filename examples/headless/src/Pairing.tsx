import { useAppKitWallets } from 'w3m-kit/react'

/** While a WalletConnect wallet pairs: the URI to scan (shown as text; a QR code library would draw it) or paste into the wallet. */
export function Pairing() {
  const { wcUri, isFetchingWcUri, connectingWallet, refreshWcUri, resetWcUri } = useAppKitWallets()
  if (!wcUri && !isFetchingWcUri) return null
  return (
    <section aria-label="WalletConnect pairing" className="pairing">
      <h2>Scan with {connectingWallet?.name ?? 'your phone wallet'}</h2>
      {wcUri ? (
        <>
          <label htmlFor="wc-uri">Pairing link</label>
          <textarea id="wc-uri" data-testid="wc-uri" readOnly rows={4} value={wcUri} />
          <button type="button" onClick={() => void navigator.clipboard.writeText(wcUri)}>
            Copy
          </button>
          <button type="button" data-testid="wc-refresh" onClick={() => void refreshWcUri().catch(() => undefined)}>
            New link
          </button>
        </>
      ) : (
        <p>Preparing the pairing link…</p>
      )}
      <button type="button" data-testid="wc-cancel" onClick={resetWcUri}>
        Cancel
      </button>
    </section>
  )
}
