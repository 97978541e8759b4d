/** EIP-1193 / EIP-1474 error codes the test wallet answers with. */
export const ProviderErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603
} as const

/** The EIP-1193 ProviderRpcError shape (`code`, `message`, optional `data`) that dapps inspect. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown
  ) {
    super(message)
  }
}

export function userRejected(method: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.userRejected, `User rejected the request (${method}).`)
}

export function unauthorized(reason: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.unauthorized, `Unauthorized: ${reason}`)
}

export function invalidParams(reason: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.invalidParams, `Invalid params: ${reason}`)
}
