/** The adapters' one error type: a wallet or chain failure with its EIP-1193 / JSON-RPC code. */
export class WalletError extends Error {
  constructor(
    message: string,
    readonly code?: number
  ) {
    super(message)
    this.name = 'WalletError'
  }
}

export const USER_REJECTED = 4001

/** The first numeric `code` on an error or along its `cause` chain (viem wraps provider errors). */
export function errorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** An error's own words, or `fallback` when it has none (a thrown string, an empty message). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

export function isUserRejection(error: unknown): boolean {
  return errorCode(error) === USER_REJECTED
}
