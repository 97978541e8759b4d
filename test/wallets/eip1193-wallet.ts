import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { isAddressEqual, isHex, numberToHex, type Address, type Hex } from 'viem'
import { createCallBatches, type CallBatchesOptions } from './call-batches.js'
import { callChain, signAndSend, type TestWalletChain, type TransactionParams } from './chain-rpc.js'
import { defaultWalletStorage, recall, remember, type WalletStorage } from './connection-memory.js'
import { announceProvider, TEST_WALLET_ICON, uuidV4, type EIP6963ProviderInfo } from './eip6963.js'
import { parseGrantRequest, recordGrant, type SessionsApi } from './grant-permissions.js'
import { invalidParams, ProviderErrorCode, ProviderRpcError, unauthorized, userRejected } from './provider-rpc-error.js'

export type { TestWalletChain } from './chain-rpc.js'
export type { WalletStorage } from './connection-memory.js'
export type { EIP6963ProviderInfo } from './eip6963.js'
export type { SessionsApi } from './grant-permissions.js'
export { ProviderErrorCode, ProviderRpcError } from './provider-rpc-error.js'

export interface TestWalletOptions {
  /** One key, or several to move between with `switchAccount(index)`; the first is active. */
  privateKey: Hex | readonly Hex[]
  /** Known chains; the first is active unless a remembered connection says otherwise. */
  chains: TestWalletChain[]
  info?: Partial<EIP6963ProviderInfo>
  /** Announce through EIP-6963 (needs a `window`); default true. */
  announce?: boolean
  /** Also set `window.ethereum`; default false. */
  injectWindowEthereum?: boolean
  /** 'auto' approves every prompt; 'manual' parks prompts in `pending()`. Default 'auto'. */
  approval?: 'auto' | 'manual'
  /** Where the connection is remembered; default localStorage (a process map in Node). */
  storage?: WalletStorage
  /** A smart account (ERC-1271) the key owns: reported as the wallet's account; messages are signed by the owner key. */
  smartAccount?: Address
  /** Where `wallet_grantPermissions` (ERC-7715) records the sessions it grants; without it the method is unsupported (4200). */
  sessionsApi?: SessionsApi
  /**
   * EIP-5792 batches (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus, wallet_showCallsStatus), atomic
   * through an EIP-7702 delegation to Simple7702Account as MetaMask does; without it those methods answer 4200.
   */
  eip5792?: boolean | CallBatchesOptions
}

export interface TestWalletEvents {
  connect: [info: { chainId: Hex }]
  disconnect: [error: ProviderRpcError]
  accountsChanged: [accounts: Hex[]]
  chainChanged: [chainId: Hex]
}

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export interface EIP1193Provider {
  readonly isTestWallet: true
  request(args: RequestArguments): Promise<unknown>
  on<E extends keyof TestWalletEvents>(event: E, listener: (...args: TestWalletEvents[E]) => void): EIP1193Provider
  removeListener<E extends keyof TestWalletEvents>(event: E, listener: (...args: TestWalletEvents[E]) => void): EIP1193Provider
}

/** A prompt waiting for the "user" in manual approval mode. */
export interface PendingRequest {
  id: number
  method: string
  params: unknown
}

export interface TestWallet {
  provider: EIP1193Provider
  /** The active account's address (changes with `switchAccount`). */
  readonly address: Hex
  readonly info: EIP6963ProviderInfo
  /** Every request the page made, in order, including rejected ones. */
  readonly requests: Array<{ method: string; params: unknown }>
  /** Rejects (4001) the next prompt, or the next request of `method` when given. */
  rejectNext(method?: string): void
  /** While on, every prompt is rejected with 4001. */
  rejectAll(on: boolean): void
  pending(): PendingRequest[]
  approve(id: number): void
  reject(id: number): void
  switchAccount(index: number): void
  /** The wallet drops the site: forgets the connection and emits `disconnect` (4900). */
  emitDisconnect(): void
  knownChainIds(): number[]
  /** Stops answering EIP-6963 requests. */
  destroy(): void
}

/** Signing methods a node would answer with its own unlocked keys: never forward them. */
const NOT_FORWARDED = new Set(['eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_sendUserOperation'])

type Listener = (...args: unknown[]) => void

export function createTestWallet(options: TestWalletOptions): TestWallet {
  if (options.chains.length === 0) throw new Error('createTestWallet needs at least one chain')
  const keys: readonly Hex[] = typeof options.privateKey === 'string' ? [options.privateKey] : options.privateKey
  if (keys.length === 0) throw new Error('createTestWallet needs at least one private key')
  const accounts: PrivateKeyAccount[] = keys.map(key => privateKeyToAccount(key))
  const info: EIP6963ProviderInfo = {
    uuid: uuidV4(),
    name: 'Test Wallet',
    icon: TEST_WALLET_ICON,
    rdns: 'com.w3mkit.testwallet',
    ...options.info
  }
  const approval = options.approval ?? 'auto'
  const storage = options.storage ?? defaultWalletStorage()
  const storageKey = `w3mkit-testwallet:${info.rdns}`

  const chains = new Map(options.chains.map(chain => [chain.chainId, chain]))
  const remembered = recall(storage, storageKey)
  for (const chain of remembered?.addedChains ?? []) if (!chains.has(chain.chainId)) chains.set(chain.chainId, chain)
  const addedChains = (): TestWalletChain[] => [...chains.values()].filter(c => !options.chains.some(o => o.chainId === c.chainId))
  let chainId = remembered && chains.has(remembered.chainId) ? remembered.chainId : options.chains[0]!.chainId
  let accountIndex = remembered && remembered.accountIndex < accounts.length ? remembered.accountIndex : 0
  let connected = remembered?.connected ?? false
  let droppedSite = false

  const account = (): PrivateKeyAccount => accounts[accountIndex]!
  /** The address the site sees: the smart account when there is one, else the key's own. */
  const shownAddress = (): Address => options.smartAccount ?? account().address
  const chain = (): TestWalletChain => chains.get(chainId)!
  const hexChainId = (): Hex => numberToHex(chainId)
  const persist = (): void => remember(storage, storageKey, { connected, chainId, accountIndex, addedChains: addedChains() })

  const listeners = new Map<string, Set<Listener>>()
  function emit<E extends keyof TestWalletEvents>(event: E, ...args: TestWalletEvents[E]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`[test wallet] ${event} listener threw`, error)
      }
    }
  }

  const requests: Array<{ method: string; params: unknown }> = []
  const rejectQueue: Array<string | undefined> = []
  let rejectEverything = false
  let nextPendingId = 1
  const waiting = new Map<number, { request: PendingRequest; resolve: () => void; reject: (error: ProviderRpcError) => void }>()

  /** The "user" looks at a prompt: rejected by rejectAll/rejectNext, parked in manual mode, else approved. */
  async function consent(method: string, params: unknown): Promise<void> {
    if (rejectEverything) throw userRejected(method)
    const next = rejectQueue.indexOf(undefined)
    if (next >= 0) {
      rejectQueue.splice(next, 1)
      throw userRejected(method)
    }
    if (approval === 'auto') return
    const id = nextPendingId++
    await new Promise<void>((resolve, reject) => waiting.set(id, { request: { id, method, params }, resolve, reject }))
  }

  function connect(): void {
    connected = true
    persist()
    if (droppedSite) {
      droppedSite = false
      emit('connect', { chainId: hexChainId() })
    }
    emit('accountsChanged', [shownAddress()])
  }

  function requireOwnAddress(address: unknown): void {
    if (!connected) throw unauthorized('the site is not connected; call eth_requestAccounts first')
    if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, shownAddress())) {
      throw unauthorized(`${String(address)} is not the connected account`)
    }
  }

  function permissions(): unknown[] {
    const invoker = typeof location !== 'undefined' ? location.origin : 'node'
    const caveats = [{ type: 'restrictReturnedAccounts', value: [shownAddress()] }]
    return [{ parentCapability: 'eth_accounts', invoker, caveats, date: Date.now() }]
  }

  function switchTo(next: number): void {
    if (next === chainId) return
    chainId = next
    persist()
    emit('chainChanged', hexChainId())
  }

  let sendQueue: Promise<unknown> = Promise.resolve()
  /** One transaction at a time, batches included, so nonces never race. */
  function queued<T>(send: () => Promise<T>): Promise<T> {
    const sent = sendQueue.then(send)
    sendQueue = sent.catch(() => undefined)
    return sent
  }
  const batches = options.eip5792 && !options.smartAccount ? createCallBatches(options.eip5792 === true ? {} : options.eip5792) : undefined

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (!connected) {
          await consent(method, params)
          connect()
        }
        return [shownAddress()]
      case 'eth_accounts':
        return connected ? [shownAddress()] : []
      case 'eth_coinbase':
        return connected ? shownAddress() : null
      case 'eth_chainId':
        return hexChainId()
      case 'net_version':
        return String(chainId)
      case 'wallet_requestPermissions':
        await consent(method, params)
        connect()
        return permissions()
      case 'wallet_getPermissions':
        return connected ? permissions() : []
      case 'wallet_revokePermissions':
        if (connected) {
          connected = false
          persist()
          emit('accountsChanged', [])
        }
        return null
      case 'personal_sign': {
        const [first, second] = params
        // Some dapps swap the parameters; MetaMask accepts either order, so do we.
        const [message, address] = typeof second === 'string' && isHex(second) && second.length === 42 ? [first, second] : [second, first]
        requireOwnAddress(address)
        if (typeof message !== 'string') throw invalidParams('message must be a string')
        await consent(method, params)
        return account().signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_sign': {
        // eth_sign per the JSON-RPC spec (and geth/anvil): the personal-message prefix over the data.
        const [address, data] = params
        requireOwnAddress(address)
        if (typeof data !== 'string' || !isHex(data)) throw invalidParams('data must be hex')
        await consent(method, params)
        return account().signMessage({ message: { raw: data } })
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = params
        requireOwnAddress(address)
        const typed = parseTypedData(raw)
        await consent(method, params)
        return account().signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = params[0] as TransactionParams | undefined
        if (!tx || typeof tx !== 'object') throw invalidParams('expected a transaction object')
        requireOwnAddress(tx.from)
        await consent(method, params)
        const target = chain()
        return queued(() => signAndSend(target, account(), tx))
      }
      case 'wallet_getCapabilities': {
        if (!batches) break
        const [address, chainIds] = params
        requireOwnAddress(address)
        return batches.capabilities(account().address, [...chains.values()], chainIds)
      }
      case 'wallet_sendCalls': {
        if (!batches) break
        requireOwnAddress(shownAddress())
        const target = chain()
        const request = batches.parse(params[0], target, shownAddress())
        await consent(method, params)
        const signer = account()
        return queued(() => batches.send(request, target, signer))
      }
      case 'wallet_getCallsStatus':
        if (!batches) break
        return batches.status(params[0])
      case 'wallet_showCallsStatus':
        if (!batches) break
        return batches.show(params[0])
      case 'wallet_switchEthereumChain': {
        const next = chainIdParam(params[0])
        if (!chains.has(next)) {
          throw new ProviderRpcError(
            ProviderErrorCode.unrecognizedChain,
            `Unrecognized chain ID "${numberToHex(next)}". Try adding the chain using wallet_addEthereumChain first.`
          )
        }
        if (next !== chainId) {
          await consent(method, params)
          switchTo(next)
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = addChainParam(params[0])
        await consent(method, params)
        if (!chains.has(added.chainId)) chains.set(added.chainId, added)
        persist()
        // Like MetaMask: adding a chain also switches to it.
        switchTo(added.chainId)
        return null
      }
      case 'wallet_grantPermissions': {
        if (!options.sessionsApi) throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, 'The test wallet does not support wallet_grantPermissions')
        requireOwnAddress(shownAddress())
        const request = parseGrantRequest(params[0], [...chains.keys()], shownAddress(), Math.floor(Date.now() / 1000))
        await consent(method, params)
        return recordGrant(options.sessionsApi, shownAddress(), request)
      }
      default:
        if (/^(eth|net|web3)_/.test(method) && !NOT_FORWARDED.has(method)) return callChain(chain(), method, params)
    }
    throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `The test wallet does not support ${method}`)
  }

  const provider: EIP1193Provider = {
    isTestWallet: true,
    async request(args: RequestArguments): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw new ProviderRpcError(ProviderErrorCode.invalidRequest, 'Expected a request object with a string method')
      }
      const { method } = args
      const params: readonly unknown[] = Array.isArray(args.params) ? args.params : args.params === undefined ? [] : [args.params]
      requests.push({ method, params: args.params })
      const named = rejectQueue.indexOf(method)
      if (named >= 0) {
        rejectQueue.splice(named, 1)
        throw userRejected(method)
      }
      try {
        return await handle(method, params)
      } catch (error) {
        if (error instanceof ProviderRpcError) throw error
        // Whatever else breaks (viem validation, bad typed data) still reaches the dapp EIP-1193-shaped.
        throw new ProviderRpcError(ProviderErrorCode.internal, (error as Error).message ?? String(error))
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener as unknown as Listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as unknown as Listener)
      return provider
    }
  }

  const page = typeof window !== 'undefined' ? window : undefined
  const unannounce = options.announce !== false && page ? announceProvider(page, info, provider) : () => undefined
  if (options.injectWindowEthereum && page) (page as unknown as { ethereum?: EIP1193Provider }).ethereum = provider
  // EIP-1193: the provider says it can serve RPC once listeners had a chance to attach.
  queueMicrotask(() => emit('connect', { chainId: hexChainId() }))

  function settle(id: number): { request: PendingRequest; resolve: () => void; reject: (error: ProviderRpcError) => void } {
    const entry = waiting.get(id)
    if (!entry) throw new Error(`No pending request with id ${id}`)
    waiting.delete(id)
    return entry
  }

  return {
    provider,
    get address() {
      return shownAddress()
    },
    info,
    requests,
    rejectNext(method) {
      rejectQueue.push(method)
    },
    rejectAll(on) {
      rejectEverything = on
    },
    pending: () => [...waiting.values()].map(entry => entry.request),
    approve: id => settle(id).resolve(),
    reject(id) {
      const entry = settle(id)
      entry.reject(userRejected(entry.request.method))
    },
    switchAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`Account index ${index} out of range (0..${accounts.length - 1})`)
      }
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (connected) emit('accountsChanged', [shownAddress()])
    },
    emitDisconnect() {
      connected = false
      droppedSite = true
      persist()
      emit('disconnect', new ProviderRpcError(ProviderErrorCode.disconnected, 'The provider is disconnected from all chains.'))
    },
    knownChainIds: () => [...chains.keys()],
    destroy: unannounce
  }
}

function chainIdParam(param: unknown): number {
  const value = (param as { chainId?: unknown } | undefined)?.chainId
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) throw invalidParams('chainId must be a 0x-prefixed hex string')
  return Number.parseInt(value, 16)
}

function addChainParam(param: unknown): TestWalletChain {
  const chainId = chainIdParam(param)
  const { chainName, rpcUrls } = param as { chainName?: unknown; rpcUrls?: unknown }
  const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)) : undefined
  if (!rpcUrl) throw invalidParams('rpcUrls must hold at least one http(s) URL')
  return { chainId, rpcUrl, name: typeof chainName === 'string' && chainName ? chainName : `Chain ${chainId}` }
}

type TypedData = Parameters<PrivateKeyAccount['signTypedData']>[0]

function parseTypedData(raw: unknown): TypedData {
  let typed: unknown = raw
  if (typeof raw === 'string') {
    try {
      typed = JSON.parse(raw)
    } catch {
      throw invalidParams('typed data is not valid JSON')
    }
  }
  const shape = typed as { types?: unknown; primaryType?: unknown; message?: unknown } | null
  if (!shape || typeof shape.types !== 'object' || typeof shape.primaryType !== 'string' || typeof shape.message !== 'object') {
    throw invalidParams('typed data needs types, primaryType and message')
  }
  return typed as TypedData
}
