import { StrictMode, useState, version as reactVersion } from 'react'
import { createRoot } from 'react-dom/client'
import {
  AppKitButton,
  AppKitNetworkButton,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitSession,
  useAppKitBalance,
  useAppKitNetwork,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
  type Locale
} from 'w3m-kit/react'
import { installDemoBitcoinWallet, installDemoSolanaWallet, installDemoWallet } from '../shared/demo-wallet.js'
import { demoOptions } from '../shared/devnet.js'
import { signDemoMessage } from '../shared/sign.js'
import { grantDemoSession } from '../shared/grant.js'
import { LOCALE_NAMES, localeFromQuery } from '../shared/locales.js'

installDemoWallet()
void installDemoBitcoinWallet()
void installDemoSolanaWallet()
const appKit = createAppKit(demoOptions())

/** The kit's language: `appKit.setLocale` switches the open modal too. */
function LocaleSelect() {
  // The requested locale may still be loading: show it rather than the English of the moment.
  const [locale, setLocale] = useState(() => localeFromQuery(new URLSearchParams(location.search)) ?? appKit.getLocale())
  return (
    <label>
      Language{' '}
      <select
        data-testid="demo-locale"
        value={locale}
        onChange={event => {
          const next = event.target.value as Locale
          setLocale(next)
          void appKit.setLocale(next)
        }}
      >
        {Object.entries(LOCALE_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Signs through the connected wallet (personal_sign, or BIP-322 on Bitcoin); shows the signature or the error. */
function SignMessage() {
  const [result, setResult] = useState('—')
  const sign = async () => {
    setResult('Waiting for the wallet…')
    try {
      setResult(await signDemoMessage(appKit))
    } catch (error) {
      setResult(error instanceof Error && error.message === 'Not connected' ? 'Not connected' : `Error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <p>
      <button type="button" id="sign-message" onClick={() => void sign()}>
        Sign a message
      </button>{' '}
      <output id="sign-result">{result}</output>
    </p>
  )
}

/** Asks the connected wallet for a smart session (ERC-7715) through the kit; shows the wallet's answer or the error. */
function GrantSession() {
  const [result, setResult] = useState('—')
  const grant = async () => {
    setResult('Waiting for the wallet…')
    try {
      setResult(JSON.stringify(await grantDemoSession(appKit)))
    } catch (error) {
      setResult(`Error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <p>
      <button type="button" id="grant-session" data-testid="demo-grant-session" onClick={() => void grant()}>
        Grant a session
      </button>{' '}
      <output id="grant-result" data-testid="demo-grant-result">
        {result}
      </output>
    </p>
  )
}
Object.assign(window, { appKit })

function AccountPanel() {
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const { walletInfo } = useWalletInfo()
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const session = useAppKitSession()
  const { balance, symbol, tokens } = useAppKitBalance()
  return (
    <section className="panel" aria-labelledby="state-title">
      <h2 id="state-title">What the hooks see</h2>
      <dl>
        <dt>Status</dt>
        <dd id="status">{status}</dd>
        <dt>Address</dt>
        <dd id="address">{address ?? '—'}</dd>
        <dt>Wallet</dt>
        <dd id="wallet">{walletInfo?.name ?? '—'}</dd>
        <dt>Network</dt>
        <dd id="network">{caipNetwork?.name ?? '—'}</dd>
        <dt>Signed in as</dt>
        <dd id="session">{session?.address ?? '—'}</dd>
        <dt>Balance</dt>
        <dd id="balance">{balance === undefined ? '—' : `${balance} ${symbol ?? ''}`}</dd>
        <dt>Tokens</dt>
        <dd id="tokens">{tokens ? tokens.map(token => `${token.quantity.numeric} ${token.symbol}`).join(', ') : '—'}</dd>
      </dl>
      <div className="toolbar">
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          Open networks
        </button>
        {isConnected && (
          <button type="button" onClick={() => disconnect()}>
            Disconnect from the page
          </button>
        )}
        <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Toggle theme
        </button>
      </div>
    </section>
  )
}

function App() {
  return (
    <main>
      <h1>React demo</h1>
      <p>
        <code>w3m-kit/react</code>: generated components over the same elements, and hooks over the same stores.
        {' '}
        <span data-testid="react-version">React {reactVersion}</span>
      </p>
      <div className="toolbar">
        <AppKitButton />
        <AppKitNetworkButton />
        <LocaleSelect />
      </div>
      <AccountPanel />
      <SignMessage />
      <GrantSession />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
