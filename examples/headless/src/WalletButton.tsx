import { useAppKitWallets, type AppKitWallet } from 'w3m-kit/react'

/** One wallet as a button; `connect` rejects with the wallet's error, which the store shows too. */
export function WalletButton({ wallet, testId }: { wallet: AppKitWallet; testId: string }) {
  const { connect, connectingWallet, status } = useAppKitWallets()
  const busy = status === 'connecting' && connectingWallet?.id === wallet.id
  return (
    <button type="button" className="wallet" data-testid={testId} aria-busy={busy} onClick={() => connect(wallet).catch(() => undefined)}>
      {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={28} height={28} /> : <span className="placeholder" aria-hidden="true" />}
      <span>{wallet.name}</span>
      {wallet.isInjected ? <small>installed</small> : wallet.isRecent ? <small>recent</small> : null}
    </button>
  )
}
