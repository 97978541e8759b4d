import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { loadAccountAbstraction } from '../contracts/account-abstraction.js'
import { SIMPLE_7702_ACCOUNT } from '../../types/simple-7702.js'
import { jsonRpc } from './json-rpc.js'

/**
 * eth-infinitism's audited `Simple7702Account` (@account-abstraction/contracts 0.8.0, MIT): the EIP-7702 delegation
 * target an EOA points at to batch calls (`executeBatch` on itself) and to be an ERC-4337 account of EntryPoint v0.8.
 */

/** Its canonical address: viem's `toSimple7702SmartAccount` default implementation for EntryPoint v0.8. */
export const simple7702AccountAddress: Address = SIMPLE_7702_ACCOUNT

export const simple7702AccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
  'function entryPoint() pure returns (address)',
  'error ExecuteError(uint256 index, bytes reason)'
])

/**
 * The canonical address comes from a CREATE2 deployment whose salt the package does not ship. The contract has no
 * constructor and no immutables (its EntryPoint is a constant, v0.8's canonical address), so its runtime code is the
 * artifact's `deployedBytecode`, set there as is.
 */
export async function deploySimple7702Account(chainId: number, rpcUrl: string): Promise<void> {
  await jsonRpc(rpcUrl, 'anvil_setCode', [simple7702AccountAddress, loadAccountAbstraction().Simple7702Account.deployedBytecode])
  const answer = await jsonRpc<Hex>(rpcUrl, 'eth_call', [{ to: simple7702AccountAddress, data: encodeFunctionData({ abi: simple7702AccountAbi, functionName: 'entryPoint' }) }, 'latest'])
  if (`0x${answer.slice(-40)}`.toLowerCase() !== entryPoint08Address.toLowerCase()) throw new Error(`Simple7702Account on chain ${chainId} answers entryPoint() with ${answer}`)
}
