/**
 * What a history row's status means. The real history answers the provider's words: `confirmed`,
 * `failed`, `pending` for on-chain rows (reown-com/blockchain-api src/providers/zerion.rs passes
 * Zerion's status through; AppKit's TransactionStatus) and Coinbase's `ONRAMP_TRANSACTION_STATUS_*`
 * for on-ramp rows (src/providers/coinbase.rs). Anything else is read as still pending.
 */
export type TransactionOutcome = 'confirmed' | 'failed' | 'pending'

const OUTCOMES: Record<string, TransactionOutcome> = {
  confirmed: 'confirmed',
  failed: 'failed',
  pending: 'pending',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'confirmed',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending'
}

export function transactionOutcome(status: string | null | undefined): TransactionOutcome {
  return (status && OUTCOMES[status]) || 'pending'
}
