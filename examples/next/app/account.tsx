'use client'
import { useAppKitAccount, useAppKitNetwork } from 'w3m-kit/react'

/** What the hooks say, rendered on the server for this visitor and followed live in the browser. */
export function Account() {
  const { address, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{address ?? '—'}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{caipNetwork?.name ?? '—'}</dd>
    </dl>
  )
}
