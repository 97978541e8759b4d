import type { CaipNetwork, ChainNamespace } from '../../types/public.js'

/** behaviour §9: the wallet and eth methods a WalletConnect session asks for (as AppKit does). */
export const EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets'
] as const

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_requestAccounts', 'solana_getAccounts', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const

/** The bip122 methods WalletConnect wallets serve (as AppKit asks for them). */
export const BIP122_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'] as const

export const SESSION_EVENTS = ['chainChanged', 'accountsChanged'] as const

type WalletConnectNamespace = 'eip155' | 'solana' | 'bip122'

/** The namespaces WalletConnect can carry; others (polkadot, cosmos) are left out. */
const WC_NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122']

const METHODS: Record<WalletConnectNamespace, readonly string[]> = { eip155: EIP155_METHODS, solana: SOLANA_METHODS, bip122: BIP122_METHODS }

export interface SessionNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

function rpcUrl(network: CaipNetwork, customRpcUrls?: Record<string, Array<{ url: string }>>): string | undefined {
  return customRpcUrls?.[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
}

/**
 * The session's optional namespaces from the configured networks: CAIP-2 chains, the behaviour §9
 * methods, both events and an rpcMap (custom RPC first) keyed by chain reference.
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  customRpcUrls?: Record<string, Array<{ url: string }>>
): Partial<Record<WalletConnectNamespace, SessionNamespace>> {
  const namespaces: Partial<Record<WalletConnectNamespace, SessionNamespace>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (!WC_NAMESPACES.includes(namespace)) continue
    const key = namespace as WalletConnectNamespace
    const entry = (namespaces[key] ??= {
      chains: [],
      methods: [...METHODS[key]],
      events: [...SESSION_EVENTS],
      rpcMap: {}
    })
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const url = rpcUrl(network, customRpcUrls)
    if (url) entry.rpcMap[String(network.id)] = url
  }
  return namespaces
}
