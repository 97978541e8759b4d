import { WalletKit, type IWalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces } from '@walletconnect/utils'

/** What running the WalletConnect SDK (walletkit, universal-provider) in Node offline takes. */

/** In-memory IKeyValueStorage: each client starts empty, shares nothing and writes nothing to disk. */
export class MemoryStorage {
  private readonly items = new Map<string, unknown>()
  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items.entries()] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.items.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, structuredClone(value))
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}

/**
 * The SDK fetches remote hosts in Node (verify attestations, telemetry) with no option to turn them
 * off: answer those with 503 at once (a thrown error would leave its 5 s abort timers running),
 * never the network. Returns the remote calls seen and the restore function.
 */
export function answerRemoteFetchesLocally(): { remoteCalls: string[]; restore: () => void } {
  const remoteCalls: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      remoteCalls.push(`${url.origin}${url.pathname}`)
      return new Response(null, { status: 503 })
    }
    return realFetch(input, init)
  }
  return { remoteCalls, restore: () => void (globalThis.fetch = realFetch) }
}

export interface TestWalletKit {
  kit: IWalletKit
  /** Stops the heartbeat and closes the relay socket, so the test process can exit. */
  stop(): Promise<void>
}

/** A phone wallet in the test process: walletkit over the given relay, in-memory storage, no telemetry. */
export async function startTestWalletKit(options: { projectId: string; relayUrl: string; name: string; verifyUrl?: string }): Promise<TestWalletKit> {
  const core = new Core({ projectId: options.projectId, relayUrl: options.relayUrl, storage: new MemoryStorage(), customStoragePrefix: `wallet-${crypto.randomUUID()}`, telemetryEnabled: false, logger: 'silent' })
  // The wallet checks attestations against the devnet verify server's key, as a phone does against the public one.
  if (options.verifyUrl) (core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = options.verifyUrl
  const kit = await WalletKit.init({ core, metadata: { name: options.name, description: 'test', url: 'http://localhost', icons: [] } })
  return {
    kit,
    async stop() {
      core.heartbeat.stop()
      await core.relayer.transportClose().catch(() => undefined)
    }
  }
}

type Proposal = Parameters<typeof buildApprovedNamespaces>[0]['proposal']

/** What an EVM phone wallet grants a proposal: every method it asks for, on `chains`, for `address`. */
export function approvedEip155Namespaces(proposal: Proposal, chains: string[], address: string): ReturnType<typeof buildApprovedNamespaces> {
  const requested = Object.values({ ...proposal.requiredNamespaces, ...proposal.optionalNamespaces }).flatMap(namespace => namespace.methods)
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: { eip155: { chains, methods: [...new Set(requested)], events: ['accountsChanged', 'chainChanged'], accounts: chains.map(chain => `${chain}:${address}`) } }
  })
}
