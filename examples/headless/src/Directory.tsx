import { useEffect, useState } from 'react'
import { useAppKitWallets } from 'w3m-kit/react'
import { WalletButton } from './WalletButton.js'

/** Every wallet of the directory, 40 a page, and its search. */
export function Directory() {
  const { wcWallets, fetchWallets, page, count, search, isFetchingWallets, walletsError } = useAppKitWallets()
  const [query, setQuery] = useState('')

  // A short pause after typing, then one search ('' lists the pages again).
  useEffect(() => {
    const timer = setTimeout(() => void fetchWallets({ query }), 250)
    return () => clearTimeout(timer)
  }, [query])

  const more = !search && wcWallets.length < count
  return (
    <section aria-labelledby="directory-title">
      <h2 id="directory-title">All wallets</h2>
      <label htmlFor="wallet-search">Search wallets</label>
      <input id="wallet-search" data-testid="wallet-search" type="search" value={query} onChange={event => setQuery(event.target.value)} />
      {walletsError && <p role="alert">{walletsError}</p>}
      <ul aria-label="All wallets" aria-busy={isFetchingWallets} data-testid="directory">
        {wcWallets.map(wallet => (
          <li key={wallet.id}>
            <WalletButton wallet={wallet} testId={`directory-wallet-${wallet.id}`} />
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" data-testid="load-more" disabled={isFetchingWallets} onClick={() => void fetchWallets({ page: page + 1 })}>
          More wallets
        </button>
      )}
    </section>
  )
}
