import { HttpError } from '../http.js'

/**
 * CAIP-2 and CAIP-10 ids taken apart as the real API does, with its errors
 * (reown-com/blockchain-api src/utils/crypto.rs disassemble_caip2 / disassemble_caip10; a failure is
 * RpcError::CryptoUitlsError, answered 400 `{field:"", description:"Crypto utils error: …"}` by src/error.rs).
 * Its regexes are not anchored, so it is lenient the same way.
 */

/** CaipNamespaces in crypto.rs: the only namespaces it parses. */
const NAMESPACES = ['eip155', 'solana', 'ton', 'rootstock'] as const
export type CaipNamespace = (typeof NAMESPACES)[number]

const CHAIN_ID = /[-a-zA-Z0-9]{1,32}/
const EVM_ADDRESS = /0x[a-fA-F0-9]{40}/
const SOLANA_ADDRESS = /[1-9A-HJ-NP-Za-km-z]{32,44}/

function cryptoError(message: string): HttpError {
  return new HttpError(400, `Crypto utils error: ${message}`)
}

function namespaceOf(value: string, whole: string): CaipNamespace {
  if (!(NAMESPACES as readonly string[]).includes(value)) throw cryptoError(`Namespace is not supported: ${whole}`)
  return value as CaipNamespace
}

function addressValid(namespace: CaipNamespace, address: string): boolean {
  if (namespace === 'eip155' || namespace === 'rootstock') return EVM_ADDRESS.test(address)
  if (namespace === 'solana') return SOLANA_ADDRESS.test(address)
  return address.length > 0
}

export function disassembleCaip2(value: string): { namespace: CaipNamespace; chainId: string } {
  const parts = value.split(':')
  if (parts.length !== 2) throw cryptoError(`Wrong CAIP-2 format: ${value}`)
  const namespace = namespaceOf(parts[0]!, value)
  if (!CHAIN_ID.test(parts[1]!)) throw cryptoError(`Chain ID format is not supported: ${parts[1]}`)
  return { namespace, chainId: parts[1]! }
}

export function disassembleCaip10(value: string): { namespace: CaipNamespace; chainId: string; address: string } {
  const parts = value.split(':')
  if (parts.length !== 3) throw cryptoError(`Wrong CAIP-10 format: ${value}`)
  const namespace = namespaceOf(parts[0]!, value)
  if (!CHAIN_ID.test(parts[1]!)) throw cryptoError(`Chain ID format is not supported: ${parts[1]}`)
  if (!addressValid(namespace, parts[2]!)) throw cryptoError(`Address format is not supported: ${parts[2]}`)
  return { namespace, chainId: parts[1]!, address: parts[2]! }
}
