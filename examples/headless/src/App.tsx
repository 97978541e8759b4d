import { useAppKitAccount, useAppKitWallets, useWalletInfo } from 'w3m-kit/react'
import { Directory } from './Directory.js'
import { Pairing } from './Pairing.js'
import { WalletButton } from './WalletButton.js'

export function App() {
  const { address, isConnected } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  const { wallets, status, connectingWallet, error, disconnect, resetConnectingWallet } = useAppKitWallets()

  if (isConnected) {
    return (
      <main>
        <h1>Connected</h1>
        <p>
          <span data-testid="connected-wallet">{walletInfo?.name}</span>: <code data-testid="connected-address">{address}</code>
        </p>
        <button type="button" data-testid="disconnect" onClick={() => void disconnect()}>
          Disconnect
        </button>
      </main>
    )
  }

  return (
    <main>
      <h1>Connect a wallet</h1>
      <p role="status" data-testid="connection-status" data-status={status}>
        {status === 'connecting' && connectingWallet ? `Connecting ${connectingWallet.name}…` : ''}
      </p>
      {status === 'error' && (
        <p role="alert" data-testid="connection-error">
          {connectingWallet?.name}: {error}{' '}
          <button type="button" onClick={resetConnectingWallet}>
            Dismiss
          </button>
        </p>
      )}
      <Pairing />
      <ul aria-label="Wallets">
        {wallets.map(wallet => (
          <li key={wallet.id}>
            <WalletButton wallet={wallet} testId={`wallet-${wallet.id}`} />
          </li>
        ))}
      </ul>
      <Directory />
    </main>
  )
}
