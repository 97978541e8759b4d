import type { FailedTransactionMetadata } from 'litesvm'

/** litesvm's native error objects turned into the JSON shapes a real Solana RPC returns in `err`. */

export type TransactionErrorJson = string | Record<string, unknown>

const transactionErrors = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled'
]

const instructionErrors = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError'
]

function instructionErrorJson(err: unknown): TransactionErrorJson {
  if (typeof err === 'number') return instructionErrors[err] ?? 'GenericError'
  if (err && typeof err === 'object' && 'code' in err) return { Custom: (err as { code: number }).code }
  if (err && typeof err === 'object' && 'msg' in err) return { BorshIoError: (err as { msg: string }).msg }
  return 'GenericError'
}

export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const err: unknown = failed.err()
  if (typeof err === 'number') return transactionErrors[err] ?? 'SanitizeFailure'
  if (err && typeof err === 'object') {
    if ('err' in err && 'index' in err) {
      const instruction = err as { index: number; err(): unknown }
      return { InstructionError: [instruction.index, instructionErrorJson(instruction.err())] }
    }
    if ('accountIndex' in err) {
      const name = err.constructor.name.includes('Rent') ? 'InsufficientFundsForRent' : 'ProgramExecutionTemporarilyRestricted'
      return { [name]: { account_index: (err as { accountIndex: number }).accountIndex } }
    }
    if ('index' in err) return { DuplicateInstruction: (err as { index: number }).index }
  }
  return 'SanitizeFailure'
}

/** The one-line reason real RPCs put in "Transaction simulation failed: …". */
export function describeTransactionError(err: TransactionErrorJson): string {
  if (typeof err === 'string') return err
  const [name, detail] = Object.entries(err)[0] ?? ['Error', undefined]
  if (name === 'InstructionError' && Array.isArray(detail)) {
    const [index, inner] = detail as [number, TransactionErrorJson]
    const reason = typeof inner === 'object' && 'Custom' in inner ? `custom program error: 0x${Number(inner.Custom).toString(16)}` : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${reason}`
  }
  return `${name}: ${JSON.stringify(detail)}`
}

/** A JSON-RPC error with the code and data a real Solana node would send. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown
  ) {
    super(message)
  }
}

export const invalidParams = (message: string) => new SolanaRpcError(-32602, message)
