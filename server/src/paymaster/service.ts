import { concat, createPublicClient, encodePacked, hexToBigInt, http, isAddress, isHex, keccak256, numberToHex, parseAbi, toHex, type Address, type Hex, type PublicClient, type SignedAuthorization } from 'viem'
import { entryPoint08Address, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { json, type Answer, type Request } from '../http/router.js'
import type { AuthContext } from '../auth/context.js'
import { accountCalls, isOwnersAuthorization, sponsoredAccountOf } from './account-calls.js'
import { checkPolicy, PolicyRefusal, type PaymasterPolicy } from './policy.js'
import { spend, spentToday } from './spending.js'

/**
 * The ERC-7677 paymaster web service (https://eips.ethereum.org/EIPS/eip-7677) for the embedded
 * wallet's user operations on EntryPoint v0.8: `pm_getPaymasterStubData` (stub values for gas
 * estimation, with `sponsor` and `isFinal: false`) and `pm_getPaymasterData` (the signed values),
 * each with params `[userOp, entryPoint, chainId, context]`. It signs for a verifying paymaster
 * (Pimlico's SingletonPaymasterV8, verifying mode) with the key from W3M_PAYMASTER_SIGNER_KEY, for
 * a signed-in person (the auth service's access token) and their own accounts only (account-calls.ts), within the
 * operator's policy; the gas is counted per person and day in the auth store.
 */

export interface PaymasterOptions {
  /** The verifying paymaster contract (the same address on every chain it is deployed on). */
  address: Address
  /** Its signer's private key (W3M_PAYMASTER_SIGNER_KEY). */
  signerKey: Hex
  /** RPC per eip155 CAIP-2 chain id: the chains gas is sponsored on. */
  rpcUrls: Record<string, string>
  policy: PaymasterPolicy
  /** How long a signature stays valid on chain (default 10 minutes). */
  validForSeconds?: number
}

/** Verifying mode (0) with any bundler allowed (1): SingletonPaymaster's first paymasterData byte. */
const VERIFYING_ANY_BUNDLER = 1
/** Gas the paymaster's validation needs (ecrecover and hashing the user operation); verifying mode has no postOp. */
const VERIFICATION_GAS = 100_000n
const POST_OP_GAS = 0n
const paymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(uint8 mode, PackedUserOperation userOp) view returns (bytes32)'
])

const INVALID_PARAMS = -32602

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string
  ) {
    super(message)
  }
}

type RpcUserOperation = Record<string, unknown>

/**
 * EntryPoint v0.8's initCode marker of an EIP-7702 account: the sender's delegation, not a factory, makes the account.
 * viem's toSimple7702SmartAccount gives `factory: '0x7702'` (account-abstraction/accounts/implementations/
 * toSimple7702SmartAccount.ts); EntryPoint v0.8's Eip7702Support.sol takes an initCode whose first 20 bytes (zero-padded)
 * are 0x7702 as the marker.
 */
const isEip7702Marker = (factory: string) => /^0x7702(0{36})?$/i.test(factory)

/** The request's user operation in viem's form (quantities as bigint); what is missing is zero or empty. */
function userOperation(raw: unknown): UserOperation<'0.8'> {
  if (typeof raw !== 'object' || raw === null) throw new RpcError(INVALID_PARAMS, 'userOp must be an object')
  const op = raw as RpcUserOperation
  const hexOf = (value: unknown, name: string): Hex => {
    if (!isHex(value)) throw new RpcError(INVALID_PARAMS, `userOp.${name} must be hex`)
    return value
  }
  const hex = (name: string): Hex => hexOf(op[name] ?? '0x', name)
  const quantity = (name: string) => (hex(name) === '0x' ? 0n : hexToBigInt(hex(name)))
  if (!isAddress(String(op.sender))) throw new RpcError(INVALID_PARAMS, 'userOp.sender must be an address')
  const factory = op.factory === undefined || op.factory === null ? undefined : String(op.factory)
  if (factory !== undefined && !isAddress(factory) && !isEip7702Marker(factory)) throw new RpcError(INVALID_PARAMS, 'userOp.factory must be an address')
  return {
    sender: op.sender as Address,
    nonce: quantity('nonce'),
    ...(factory ? { factory: factory as Address, factoryData: hex('factoryData') } : {}),
    ...(op.eip7702Auth === undefined || op.eip7702Auth === null ? {} : { authorization: authorizationOf(op.eip7702Auth, hexOf) }),
    callData: hex('callData'),
    callGasLimit: quantity('callGasLimit'),
    verificationGasLimit: quantity('verificationGasLimit'),
    preVerificationGas: quantity('preVerificationGas'),
    maxFeePerGas: quantity('maxFeePerGas'),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
    signature: '0x'
  }
}

/**
 * The user operation's EIP-7702 authorization (`eip7702Auth`, the bundler RPC's field) in viem's form. Its wire shape is
 * viem's formatUserOperationRequest (account-abstraction/utils/formatters/userOperationRequest.ts): address, and
 * chainId, nonce, r, s, yParity as hex quantities.
 */
function authorizationOf(raw: unknown, hexOf: (value: unknown, name: string) => Hex): SignedAuthorization {
  const auth = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  if (!isAddress(String(auth.address))) throw new RpcError(INVALID_PARAMS, 'userOp.eip7702Auth.address must be an address')
  const number = (name: string) => Number(hexToBigInt(hexOf(auth[name], `eip7702Auth.${name}`)))
  return { address: auth.address as Address, chainId: number('chainId'), nonce: number('nonce'), r: hexOf(auth.r, 'eip7702Auth.r'), s: hexOf(auth.s, 'eip7702Auth.s'), yParity: number('yParity') }
}

export interface PaymasterService {
  handle(auth: AuthContext, request: Request): Promise<Answer>
}

export function createPaymasterService(options: PaymasterOptions): PaymasterService {
  const signer: PrivateKeyAccount = privateKeyToAccount(options.signerKey)
  const clients = new Map<number, PublicClient>()
  const clientOf = (chainId: number) => {
    const url = options.rpcUrls[`eip155:${chainId}`]
    if (!url) throw new RpcError(INVALID_PARAMS, `Gas is not sponsored on chain ${chainId}`)
    let client = clients.get(chainId)
    if (!client) clients.set(chainId, (client = createPublicClient({ transport: http(url) })))
    return client
  }
  // A well-formed signature by a key that is no signer: estimation runs the real ecrecover path and validation fails softly.
  const stubSignature = privateKeyToAccount(keccak256(toHex('w3m-kit paymaster stub signer'))).sign({ hash: keccak256(toHex('w3m-kit paymaster stub')) })
  const sponsor = { name: options.policy.sponsorName }
  const validFor = options.validForSeconds ?? 600

  /** The paymasterData before its signature: mode, validUntil, validAfter (SingletonPaymaster's verifying layout). */
  const unsignedData = (validUntil: number) => encodePacked(['uint8', 'uint48', 'uint48'], [VERIFYING_ANY_BUNDLER, validUntil, 0])
  const gasFields = { paymasterVerificationGasLimit: numberToHex(VERIFICATION_GAS), paymasterPostOpGasLimit: numberToHex(POST_OP_GAS) }

  /** Who asks, for which account, from which site, for which calls: a refusal (with the policy's words) or the person's key. */
  async function admit(auth: AuthContext, request: Request, params: unknown[]): Promise<{ person: string; owner: Address; op: UserOperation<'0.8'>; chainId: number }> {
    const [rawOp, entryPoint, chainHex, context] = params
    if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== entryPoint08Address.toLowerCase()) throw new RpcError(INVALID_PARAMS, `Only EntryPoint v0.8 (${entryPoint08Address}) is sponsored`)
    if (!isHex(chainHex)) throw new RpcError(INVALID_PARAMS, 'chainId must be hex')
    const chainId = Number(hexToBigInt(chainHex))
    const client = clientOf(chainId) // refuses a chain it does not sponsor
    const op = userOperation(rawOp)
    // No session or an expired one is HTTP 401, as on the auth service's other routes: the frame refreshes and asks again.
    const session = await auth.session(request.headers.authorization)
    const owner = (await auth.store.user(session.email))?.address
    const account = owner && isAddress(owner) ? await sponsoredAccountOf(owner, op, address => client.getCode({ address })) : undefined
    if (!account) throw new PolicyRefusal(`${sponsor.name} sponsors gas only for your own account`)
    const site = typeof context === 'object' && context !== null ? (context as { origin?: unknown }).origin : undefined
    checkPolicy(options.policy, typeof site === 'string' ? site : undefined, await accountCalls(account, op.callData))
    return { person: session.email, owner: owner as Address, op, chainId }
  }

  const overLimit = () => new PolicyRefusal(`You have used today's gas sponsored by ${sponsor.name}: pay the gas yourself or try again tomorrow`)

  async function stubData(auth: AuthContext, request: Request, params: unknown[]) {
    const { person } = await admit(auth, request, params)
    if ((await spentToday(auth.store.db, person, auth.now())) >= options.policy.dailyGasPerPerson) throw overLimit()
    const data = concat([unsignedData(Math.floor(auth.now() / 1000) + validFor), await stubSignature])
    return { paymaster: options.address, paymasterData: data, ...gasFields, sponsor, isFinal: false }
  }

  async function paymasterData(auth: AuthContext, request: Request, params: unknown[]) {
    const { person, owner, op, chainId } = await admit(auth, request, params)
    // The signed operation's delegation must take effect as the owner's, or the address's present code would run it.
    if (op.authorization && !(await isOwnersAuthorization(owner, op.authorization, chainId, address => clientOf(chainId).getTransactionCount({ address }))))
      throw new PolicyRefusal(`${sponsor.name} sponsors gas only for your own account`)
    // The most this operation can cost the paymaster in gas: all its limits (EntryPoint v0.8 charges for unused execution gas too).
    const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + VERIFICATION_GAS + POST_OP_GAS
    if (!(await spend(auth.store.db, person, Number(gas), options.policy.dailyGasPerPerson, auth.now()))) throw overLimit()
    const unsigned = unsignedData(Math.floor(auth.now() / 1000) + validFor)
    const packed = toPackedUserOperation({ ...op, paymaster: options.address, paymasterData: unsigned, paymasterVerificationGasLimit: VERIFICATION_GAS, paymasterPostOpGasLimit: POST_OP_GAS })
    const hash = await clientOf(chainId).readContract({ address: options.address, abi: paymasterAbi, functionName: 'getHash', args: [0, packed] })
    const signature = await signer.signMessage({ message: { raw: hash } })
    return { paymaster: options.address, paymasterData: concat([unsigned, signature]), ...gasFields, sponsor }
  }

  const METHODS: Record<string, (auth: AuthContext, request: Request, params: unknown[]) => Promise<unknown>> = {
    pm_getPaymasterStubData: stubData,
    pm_getPaymasterData: paymasterData
  }

  return {
    /** One JSON-RPC request; every refusal is a JSON-RPC error (HTTP 200), the policy's in its own words. */
    async handle(auth, request) {
      const body = await request.json()
      const id = typeof body.id === 'number' || typeof body.id === 'string' ? body.id : null
      const method = typeof body.method === 'string' ? METHODS[body.method] : undefined
      try {
        if (!method) throw new RpcError(-32601, 'Method not found')
        const result = await method(auth, request, Array.isArray(body.params) ? body.params : [])
        return json({ jsonrpc: '2.0', id, result })
      } catch (error) {
        if (error instanceof RpcError || error instanceof PolicyRefusal) return json({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message } })
        throw error
      }
    }
  }
}
