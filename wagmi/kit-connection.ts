import type { Address } from 'viem'
import { accountOf, $accounts } from '../controllers/account/store.js'
import { $chain } from '../controllers/networks/store.js'
import { $lastEvent } from '../controllers/telemetry/events.js'
import { $modal } from '../controllers/modal/modal.js'

/** The kit's EVM connection as wagmi sees one: its accounts (the active one first) and its chain. */
export interface KitConnection {
  accounts: readonly [Address, ...Address[]]
  chainId: number
}

/** The kit's eip155 connection now, or undefined while the kit has no connected EVM account. */
export function kitConnection(): KitConnection | undefined {
  const account = accountOf('eip155')
  if (account.status !== 'connected' || !account.address) return undefined
  const others = account.allAccounts.map(each => each.address).filter(address => address.toLowerCase() !== account.address!.toLowerCase())
  // The wallet's chain (the CAIP address follows it, even to a chain the site did not configure), else the active network.
  const chainId = Number(account.caipAddress?.split(':')[1] ?? $chain.get().activeNetworks.eip155?.id)
  return { accounts: [account.address as Address, ...(others as Address[])], chainId }
}

/** True while the kit is between states: connecting, or restoring a remembered connection. */
function kitConnectionPending(): boolean {
  const { status } = accountOf('eip155')
  return status === 'connecting' || status === 'reconnecting'
}

export interface KitConnectionEvents {
  connect(connection: KitConnection): void
  change(change: { accounts?: KitConnection['accounts']; chainId?: number }): void
  disconnect(): void
}

/**
 * Calls `events` when the kit's EVM connection starts, changes account or chain, or ends, whoever
 * caused it (the modal, the wallet, the site's code). A connection that is only being replaced
 * (another wallet connecting) is not an end: only the `disconnected` status ends it.
 */
export function watchKitConnection(events: KitConnectionEvents): () => void {
  let previous = kitConnection()
  return $accounts.listen(() => {
    const next = kitConnection()
    if (next && !previous) events.connect(next)
    else if (next && previous) {
      const accountsChanged = next.accounts.join() !== previous.accounts.join()
      const chainChanged = next.chainId !== previous.chainId
      if (accountsChanged || chainChanged) events.change({ ...(accountsChanged ? { accounts: next.accounts } : {}), ...(chainChanged ? { chainId: next.chainId } : {}) })
    } else if (previous && accountOf('eip155').status === 'disconnected') events.disconnect()
    else if (previous) return
    previous = next
  })
}

/**
 * Opens the modal (`open`) and resolves with the kit's EVM connection once the person makes one there;
 * rejects with `onClosed()` when the modal closes with none made (and nothing still connecting), and
 * with `onRefused(message)` as soon as a wallet refuses the connection (the modal shows the refusal,
 * with its Try again: a connection made there afterwards still reaches wagmi, as its `connect` event).
 */
export function connectInModal(open: () => Promise<void>, onClosed: () => Error, onRefused: (message: string) => Error): Promise<KitConnection> {
  return new Promise((resolve, reject) => {
    let opened = false
    const settle = () => {
      const connection = kitConnection()
      if (connection) return finish(() => resolve(connection))
      if (opened && !$modal.get().open && !kitConnectionPending()) finish(() => reject(onClosed()))
    }
    const refused = () => {
      const { event, properties } = $lastEvent.get()?.data ?? {}
      if (event === 'CONNECT_ERROR' && properties?.rejected === true) finish(() => reject(onRefused(String(properties.message ?? 'The wallet refused the connection'))))
    }
    // Listening before the modal opens: a refusal while its code still loads is heard too.
    const unbindAccounts = $accounts.listen(settle)
    const unbindModal = $modal.listen(settle)
    const unbindEvents = $lastEvent.listen(refused)
    let done = false
    const finish = (then: () => void) => {
      if (done) return
      done = true
      unbindAccounts()
      unbindModal()
      unbindEvents()
      then()
    }
    open().then(
      () => {
        opened = true
        settle()
      },
      error => finish(() => reject(error))
    )
  })
}
