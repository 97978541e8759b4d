import type { Address } from 'viem'
import { accountOf, $accounts } from '../controllers/account/store.js'
import { $chain } from '../controllers/networks/store.js'
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
 * Resolves with the kit's EVM connection once the person makes one in the open modal; rejects with
 * `onClosed()` when the modal closes with none made (and nothing still connecting).
 */
export function whenConnectedInModal(onClosed: () => Error): Promise<KitConnection> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      const connection = kitConnection()
      if (connection) return finish(() => resolve(connection))
      if (!$modal.get().open && !kitConnectionPending()) finish(() => reject(onClosed()))
    }
    const unbindAccounts = $accounts.listen(settle)
    const unbindModal = $modal.listen(settle)
    const finish = (then: () => void) => {
      unbindAccounts()
      unbindModal()
      then()
    }
    settle()
  })
}
