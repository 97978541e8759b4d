import { createPublicClient, http, isHex, type Hex } from 'viem'
import { isRpcProxyUrl } from '../clients/rpc-proxy.js'

/** eip155 through the chain's RPC: EOAs by recovery, deployed smart accounts by ERC-1271, counterfactual ones by ERC-6492. */
export async function verifyEip155Signature(input: { message: string; signature: string; address: string; rpcUrl: string }): Promise<boolean> {
  if (!isHex(input.signature) || !isHex(input.address)) return false
  // The project's RPC proxy is sent text/plain, as AppKit does (no preflight; clients/rpc-proxy.ts).
  const fetchOptions = isRpcProxyUrl(input.rpcUrl) ? { fetchOptions: { headers: { 'Content-Type': 'text/plain' } } } : {}
  const client = createPublicClient({ transport: http(input.rpcUrl, { retryCount: 0, ...fetchOptions }) })
  return client.verifyMessage({ address: input.address as Hex, message: input.message, signature: input.signature as Hex })
}
