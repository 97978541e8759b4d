import { useEffect, useState, type FormEvent } from 'react'
import { formatUnits, isAddress, parseEther } from 'viem'
import { useAccount, useBalance, useConnect, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain, useWaitForTransactionReceipt } from 'wagmi'
import { AppKitButton, AppKitNetworkButton } from 'w3m-kit/react'

/** What wagmi reports about the connection made in the modal. */
function Account() {
  const { address, chainId, status, connector: current } = useAccount()
  const { connect, connectors, error } = useConnect()
  const { disconnect } = useDisconnect()
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">useAccount</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{chainId ?? '—'}</dd>
        <dt>Connector</dt>
        <dd data-testid="wagmi-connector">{current?.id ?? '—'}</dd>
      </dl>
      {/* wagmi's own connect, as an existing app has it: the kit's connector opens the modal. */}
      {connectors.map(connector => (
        <button key={connector.uid} type="button" data-testid={`wagmi-connect-${connector.id}`} disabled={status === 'connected'} onClick={() => connect({ connector })}>
          Connect with wagmi ({connector.name})
        </button>
      ))}
      <button type="button" data-testid="wagmi-disconnect" disabled={status !== 'connected'} onClick={() => disconnect()}>
        Disconnect
      </button>
      {error ? <p role="alert" data-testid="wagmi-connect-error">{error.name}</p> : null}
    </section>
  )
}

function Balance({ refreshKey }: { refreshKey: string | undefined }) {
  const { address, chainId } = useAccount()
  const balance = useBalance({ address, chainId })
  const { refetch } = balance
  useEffect(() => {
    if (refreshKey) void refetch()
  }, [refreshKey, refetch])
  return (
    <section aria-labelledby="balance-title">
      <h2 id="balance-title">useBalance</h2>
      <p data-testid="wagmi-balance" data-wei={balance.data?.value.toString()}>
        {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : '—'}
      </p>
    </section>
  )
}

function Send({ onMined }: { onMined: (hash: string) => void }) {
  const [to, setTo] = useState('')
  const [value, setValue] = useState('0.01')
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  useEffect(() => {
    if (receipt.data) onMined(receipt.data.transactionHash)
  }, [receipt.data, onMined])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isAddress(to)) send.sendTransaction({ to, value: parseEther(value) })
  }
  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title">useSendTransaction</h2>
      <form onSubmit={submit}>
        <label>
          To <input data-testid="wagmi-send-to" value={to} onChange={event => setTo(event.target.value)} placeholder="0x…" />
        </label>
        <label>
          Amount <input data-testid="wagmi-send-value" value={value} onChange={event => setValue(event.target.value)} inputMode="decimal" />
        </label>
        <button type="submit" data-testid="wagmi-send" disabled={send.isPending}>
          Send
        </button>
      </form>
      <p data-testid="wagmi-send-hash">{send.data ?? '—'}</p>
      <p data-testid="wagmi-send-status" role="status">
        {send.error ? `Error: ${send.error.name}` : receipt.data ? receipt.data.status : send.data ? 'pending' : '—'}
      </p>
    </section>
  )
}

function Sign() {
  const [message, setMessage] = useState('Hello from wagmi')
  const sign = useSignMessage()
  return (
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">useSignMessage</h2>
      <label>
        Message <input data-testid="wagmi-sign-message" value={message} onChange={event => setMessage(event.target.value)} />
      </label>
      <button type="button" data-testid="wagmi-sign" onClick={() => sign.signMessage({ message })}>
        Sign
      </button>
      <p data-testid="wagmi-signature" role="status">
        {sign.error ? `Error: ${sign.error.name}` : (sign.data ?? '—')}
      </p>
    </section>
  )
}

function SwitchChain() {
  const { chainId } = useAccount()
  const { chains, switchChain, error } = useSwitchChain()
  return (
    <section aria-labelledby="switch-title">
      <h2 id="switch-title">useSwitchChain</h2>
      {chains.map(chain => (
        <button key={chain.id} type="button" data-testid={`wagmi-switch-${chain.id}`} disabled={chain.id === chainId} onClick={() => switchChain({ chainId: chain.id })}>
          {chain.name}
        </button>
      ))}
      {error ? <p role="alert">{error.name}</p> : null}
    </section>
  )
}

export function App() {
  const [mined, setMined] = useState<string>()
  return (
    <main>
      <h1>w3m-kit with wagmi</h1>
      <header>
        <AppKitButton />
        <AppKitNetworkButton />
      </header>
      <Account />
      <Balance refreshKey={mined} />
      <Send onMined={setMined} />
      <Sign />
      <SwitchChain />
    </main>
  )
}
