import {
  createPublicClient,
  createWalletClient,
  custom,
  formatUnits,
  getAddress,
  http,
  WaitForCallsStatusTimeoutError,
  type Address,
  type Chain,
  type EIP1193Provider,
  type WalletClient
} from 'viem'
import { waitForCallsStatus } from 'viem/actions'
import type { CaipNetwork, Connector } from '../../types/public.js'
import { errorCode, WalletError } from '../errors.js'
import type { ChainAdapter, ConnectedAccount } from '../types.js'
import { isRpcProxyUrl } from '../../clients/rpc-proxy.js'
import { toViemChain } from './viem-chain.js'
import { batchCapabilities } from './call-batches.js'

/** behaviour §8 chain codes: unrecognised chain, default error, invalid chain id. */
const ADD_CHAIN_CODES = new Set([4902, 5000, -32603, 32603])

function providerOf(connector: Connector): EIP1193Provider {
  if (!connector.provider) throw new WalletError(`Connector ${connector.name} has no provider`)
  return connector.provider as unknown as EIP1193Provider
}

function walletClient(connector: Connector): WalletClient {
  return createWalletClient({ transport: custom(providerOf(connector)) })
}

/**
 * behaviour §9 RPC: timeout 10 s, 3 retries from a 150 ms delay. The project's RPC proxy is sent
 * `text/plain`, as AppKit does, so a browser sends no preflight (clients/rpc-proxy.ts).
 */
function publicClient(rpcUrl: string) {
  const fetchOptions = isRpcProxyUrl(rpcUrl) ? { fetchOptions: { headers: { 'Content-Type': 'text/plain' } } } : {}
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 3, retryDelay: 150, timeout: 10_000, ...fetchOptions }) })
}

/** What a wallet is told to add: never the proxy URL with the project id (AppKit hands out `rpcUrls.chainDefault`). */
function publicRpcUrl(network: CaipNetwork, rpcUrl: string): string {
  return isRpcProxyUrl(rpcUrl) ? (network.rpcUrls.default.http[0] ?? rpcUrl) : rpcUrl
}

function parseChainId(chainId: unknown): number {
  return typeof chainId === 'string' ? Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10) : Number(chainId)
}

async function accountsOf(connector: Connector, method: 'eth_requestAccounts' | 'eth_accounts'): Promise<ConnectedAccount | undefined> {
  const provider = providerOf(connector)
  const addresses = (await provider.request({ method } as never)) as string[]
  const first = addresses?.[0]
  if (!first) return undefined
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  return { address: getAddress(first), chainId }
}

/** The wallet's account, which must be the request's `from`. */
async function connectedAccount(connector: Connector, from: string): Promise<Address> {
  const [account] = await walletClient(connector).getAddresses()
  if (!account || account.toLowerCase() !== from.toLowerCase()) throw new WalletError('Address or auth connector not found')
  return account
}

/** The wallet signs on its own chain, which must be the network's: a hash on another chain would be watched in vain. */
async function assertOnNetwork(connector: Connector, network: CaipNetwork): Promise<void> {
  const chainId = parseChainId(await providerOf(connector).request({ method: 'eth_chainId' }))
  if (chainId !== Number(network.id)) throw new WalletError('Chain is not supported')
}

export const eip155Adapter: ChainAdapter = {
  namespace: 'eip155',

  async connect(connector) {
    const account = await accountsOf(connector, 'eth_requestAccounts')
    if (!account) throw new WalletError('The wallet returned no accounts')
    return account
  },

  reconnect: connector => accountsOf(connector, 'eth_accounts'),

  async disconnect(connector) {
    // Wallets that support it forget the grant; others simply keep it (nothing to undo here).
    await providerOf(connector)
      .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] } as never)
      .catch(() => undefined)
  },

  /** behaviour §4: switch; on 4902/5000/-32603 add the chain; a failed add is 'Chain is not supported'. */
  async switchNetwork(connector, network, rpcUrl) {
    const client = walletClient(connector)
    const id = Number(network.id)
    try {
      await client.switchChain({ id })
    } catch (error) {
      const code = errorCode(error)
      if (code === undefined || !ADD_CHAIN_CODES.has(code)) throw error
      try {
        await client.addChain({ chain: toViemChain(network, publicRpcUrl(network, rpcUrl)) })
      } catch {
        throw new WalletError('Chain is not supported', code)
      }
      // EIP-3085 lets a wallet stay on its chain after adding one: switch explicitly if it did.
      if (parseChainId(await providerOf(connector).request({ method: 'eth_chainId' })) !== id) await client.switchChain({ id })
    }
  },

  /** personal_sign of the UTF-8 text (hex-encoded, as EIP-1193 wallets expect). */
  async signMessage(connector, message, address) {
    return walletClient(connector).signMessage({ account: getAddress(address), message })
  },

  async getBalance(address, network, rpcUrl) {
    const client = publicClient(rpcUrl)
    const wei = await client.getBalance({ address: getAddress(address) })
    return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
  },

  async estimateFee(request, _network, rpcUrl) {
    const client = publicClient(rpcUrl)
    const [gas, gasPrice] = await Promise.all([
      client.estimateGas({ account: getAddress(request.from), to: getAddress(request.to), value: request.value, ...(request.data ? { data: request.data } : {}) }),
      client.getGasPrice()
    ])
    return gas * gasPrice
  },

  async sendTransaction(connector, request, network) {
    const account = await connectedAccount(connector, request.from)
    await assertOnNetwork(connector, network)
    return walletClient(connector).sendTransaction({
      account,
      chain: null,
      to: getAddress(request.to),
      value: request.value,
      ...(request.data ? { data: request.data } : {})
    })
  },

  async waitForReceipt(hash, _network, rpcUrl) {
    const receipt = await publicClient(rpcUrl).waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 500, timeout: 120_000 })
    return receipt.status
  },

  batchCapabilities: (connector, address, network) => batchCapabilities(providerOf(connector), address, Number(network.id)),

  async sendCalls(connector, request, network) {
    // As for one transaction: from the connected account, on the network's chain.
    const account = await connectedAccount(connector, request.from)
    await assertOnNetwork(connector, network)
    // wallet_sendCalls 2.0.0 with atomicRequired; viem also takes a first-version wallet's bare-string id.
    const { id } = await walletClient(connector).sendCalls({
      account,
      chain: { id: Number(network.id) } as Chain,
      forceAtomic: true,
      calls: request.calls.map(call => ({ to: getAddress(call.to), value: call.value, ...(call.data ? { data: call.data } : {}) })),
      ...(request.paymasterUrl ? { capabilities: { paymasterService: { url: request.paymasterUrl, optional: true } } } : {})
    })
    return id
  },

  /**
   * wallet_getCallsStatus every 500 ms until the batch is final (2 minutes at most, as for one transaction): 4xx is a
   * batch the wallet did not send, 2xx with every receipt successful is 'success', anything else (5xx/6xx) 'reverted'.
   */
  async waitForCalls(connector, id) {
    const result = await waitForCallsStatus(walletClient(connector), { id, pollingInterval: 500, timeout: 120_000 }).catch((error: unknown) => {
      throw error instanceof WaitForCallsStatusTimeoutError ? new WalletError('The calls were not confirmed within 2 minutes') : error
    })
    if (result.statusCode >= 400 && result.statusCode < 500) throw new WalletError('The wallet did not send the calls', result.statusCode)
    return result.status === 'success' && result.receipts?.every(receipt => receipt.status === 'success') !== false ? 'success' : 'reverted'
  },

  watch(connector, events) {
    const provider = providerOf(connector)
    const onAccounts = (addresses: string[]) => events.accountsChanged(addresses.map(address => getAddress(address)))
    const onChain = (chainId: string | number) => events.chainChanged(parseChainId(chainId))
    const onDisconnect = () => events.disconnect()
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    return () => {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('chainChanged', onChain)
      provider.removeListener('disconnect', onDisconnect)
    }
  }
}
