import type { PrivateKeyAccount } from 'viem/accounts'
import { bytesToHex, encodeFunctionData, getAddress, hexToBigInt, isAddress, isHex, numberToHex, parseAbi, type Address, type Hex } from 'viem'
import { callChain, signAndSend, type TestWalletChain } from './chain-rpc.js'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import { invalidParams, ProviderRpcError } from './provider-rpc-error.js'

/**
 * EIP-5792 (Wallet Call API, https://eips.ethereum.org/EIPS/eip-5792, version 2.0.0) the way MetaMask does it on an EOA:
 * the account delegates with EIP-7702 to eth-infinitism's Simple7702Account and runs a batch as one type-4 transaction
 * calling `executeBatch` on itself, so the calls are atomic and contiguous. `atomic` reads 'ready' until the account is
 * delegated and 'supported' after; the first batch carries the authorization.
 */

const executeBatchAbi = parseAbi(['struct Call { address target; uint256 value; bytes data; }', 'function executeBatch(Call[] calls)'])

/** EIP-5792's error codes the wallet answers with. */
export const CallBatchErrorCode = { unsupportedCapability: 5700, unsupportedChain: 5710, duplicateId: 5720, unknownBundle: 5730 } as const

/** The calls as `wallet_sendCalls` names them (EIP-5792 `SendCallsParams`, version 2.0.0). */
interface SendCallsParams {
  version: string
  id?: string
  from?: string
  chainId: Hex
  atomicRequired: boolean
  calls: Array<{ to?: string; data?: string; value?: string; capabilities?: Record<string, { optional?: boolean }> }>
  capabilities?: Record<string, { optional?: boolean }>
}

interface SentBatch {
  chain: TestWalletChain
  hash: Hex
}

export interface CallBatches {
  /** `wallet_getCapabilities`: `{ [hex chain id]: { atomic: { status } } }` for the known chains asked about (all when none are named). */
  capabilities(address: Address, chains: TestWalletChain[], asked: unknown): Promise<Record<Hex, Record<string, unknown>>>
  /** Validates a `wallet_sendCalls` request before the user is asked. */
  parse(param: unknown, chain: TestWalletChain, from: Address): SendCallsParams
  /** Signs and sends the batch as one transaction (the caller queues it with the wallet's other sends); resolves with the batch id. */
  send(request: SendCallsParams, chain: TestWalletChain, account: PrivateKeyAccount): Promise<{ id: string }>
  /** `wallet_getCallsStatus`: 100 pending, 200 confirmed, 500 reverted; one receipt (the batch is one transaction). */
  status(id: unknown): Promise<Record<string, unknown>>
  /** `wallet_showCallsStatus`: nothing to show in a test, but an unknown id is refused like any wallet would. */
  show(id: unknown): null
}

export interface CallBatchesOptions {
  /** Announce `paymasterService` as supported (the wallet records the URL a site passes; it does not sponsor). */
  paymasterService?: boolean
}

const delegationPrefix = '0xef0100'
const REVERTING_BATCH_GAS = 1_000_000n

async function delegatedTo(chain: TestWalletChain, address: Address): Promise<Address | undefined> {
  const code = ((await callChain(chain, 'eth_getCode', [address, 'latest'])) as Hex).toLowerCase()
  return code.startsWith(delegationPrefix) && code.length === 48 ? getAddress(`0x${code.slice(delegationPrefix.length)}`) : undefined
}

const quantity = (value: unknown): bigint => hexToBigInt((value ?? '0x0') as Hex)

function refuseUnknownCapabilities(capabilities: SendCallsParams['capabilities'], supported: ReadonlySet<string>): void {
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    if (!supported.has(name) && value?.optional !== true) throw new ProviderRpcError(CallBatchErrorCode.unsupportedCapability, `Unsupported non-optional capability: ${name}`)
  }
}

export function createCallBatches(options: CallBatchesOptions = {}): CallBatches {
  const batches = new Map<string, SentBatch>()
  const supported = new Set(options.paymasterService ? ['paymasterService'] : [])

  async function chainCapabilities(chain: TestWalletChain, address: Address): Promise<Record<string, unknown>> {
    const delegated = (await delegatedTo(chain, address)) === SIMPLE_7702_ACCOUNT
    return { atomic: { status: delegated ? 'supported' : 'ready' }, ...(options.paymasterService ? { paymasterService: { supported: true } } : {}) }
  }

  async function sendBatch(request: SendCallsParams, chain: TestWalletChain, account: PrivateKeyAccount): Promise<Hex> {
    const self = account.address
    const calls = request.calls.map(call => ({ target: getAddress(call.to!), value: quantity(call.value), data: (call.data ?? '0x') as Hex }))
    const data = encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls] })
    const nonce = Number(quantity(await callChain(chain, 'eth_getTransactionCount', [self, 'pending'])))
    // The sender signs its own authorization: it takes the nonce after the transaction's.
    const authorizationList =
      (await delegatedTo(chain, self)) === SIMPLE_7702_ACCOUNT ? [] : [await account.signAuthorization({ chainId: chain.chainId, contractAddress: SIMPLE_7702_ACCOUNT, nonce: nonce + 1 })]
    const rpcAuthorizations = authorizationList.map(({ address, chainId, nonce: authNonce, r, s, yParity }) => ({
      address,
      chainId: numberToHex(chainId),
      nonce: numberToHex(authNonce),
      r,
      s,
      yParity: numberToHex(yParity ?? 0)
    }))
    // A batch the node expects to revert still goes out (with a fixed limit), as a wallet's "send anyway": its status is then 500.
    const estimated = await callChain(chain, 'eth_estimateGas', [{ from: self, to: self, data, ...(rpcAuthorizations.length > 0 ? { authorizationList: rpcAuthorizations } : {}) }]).then(
      gas => quantity(gas),
      () => REVERTING_BATCH_GAS
    )
    // The authorization's own cost (25 000 gas for a new delegation) on top of the estimate; fees as for any send.
    const gas = estimated + 50_000n
    return signAndSend(chain, account, { to: self, data, value: '0x0', nonce: numberToHex(nonce), gas: numberToHex(gas) }, authorizationList)
  }

  function batchOf(id: unknown): SentBatch {
    const batch = typeof id === 'string' ? batches.get(id.toLowerCase()) : undefined
    if (!batch) throw new ProviderRpcError(CallBatchErrorCode.unknownBundle, `Unknown bundle id: ${String(id)}`)
    return batch
  }

  return {
    async capabilities(address, chains, asked) {
      const wanted = Array.isArray(asked) ? new Set(asked.map(id => Number(id))) : undefined
      const entries = await Promise.all(
        chains.filter(chain => !wanted || wanted.has(chain.chainId)).map(async chain => [numberToHex(chain.chainId), await chainCapabilities(chain, address)] as const)
      )
      return Object.fromEntries(entries)
    },

    parse(param, chain, from) {
      const request = param as SendCallsParams | undefined
      if (!request || typeof request !== 'object') throw invalidParams('expected a wallet_sendCalls request object')
      if (request.version !== '2.0.0') throw invalidParams(`version ${String(request.version)} is not supported (2.0.0 is)`)
      if (typeof request.atomicRequired !== 'boolean') throw invalidParams('atomicRequired must be a boolean')
      if (request.from !== undefined && (typeof request.from !== 'string' || !isAddress(request.from, { strict: false }) || getAddress(request.from) !== from)) {
        throw new ProviderRpcError(4100, `Unauthorized: ${String(request.from)} is not the connected account`)
      }
      if (typeof request.chainId !== 'string' || Number(request.chainId) !== chain.chainId) {
        throw new ProviderRpcError(CallBatchErrorCode.unsupportedChain, `Unsupported chain id ${String(request.chainId)}: the wallet is on ${numberToHex(chain.chainId)}`)
      }
      if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalidParams('calls must hold at least one call')
      for (const call of request.calls) {
        if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false })) throw invalidParams('every call needs a `to` address (contract creation is not batched)')
        if ((call.data !== undefined && !isHex(call.data)) || (call.value !== undefined && !isHex(call.value))) throw invalidParams('data and value must be hex')
        refuseUnknownCapabilities(call.capabilities, supported)
      }
      refuseUnknownCapabilities(request.capabilities, supported)
      if (request.id !== undefined && batches.has(String(request.id).toLowerCase())) throw new ProviderRpcError(CallBatchErrorCode.duplicateId, `Duplicate id ${request.id}`)
      return request
    },

    async send(request, chain, account) {
      const hash = await sendBatch(request, chain, account)
      const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      batches.set(id.toLowerCase(), { chain, hash })
      return { id }
    },

    async status(id) {
      const batch = batchOf(id)
      const receipt = (await callChain(batch.chain, 'eth_getTransactionReceipt', [batch.hash])) as Record<string, unknown> | null
      const base = { version: '2.0.0', id, chainId: numberToHex(batch.chain.chainId), atomic: true }
      if (!receipt) return { ...base, status: 100 }
      const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt
      return { ...base, status: status === '0x1' ? 200 : 500, receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }] }
    },

    show(id) {
      batchOf(id)
      return null
    }
  }
}
