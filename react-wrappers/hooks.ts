import { useMemo } from 'react'
import { getAppKit, toAppKitAccount, toAppKitBalance, type AppKitBalance, type AppKitAccount, type AppKitNetwork, type AppKitState } from '../app-kit/app-kit.js'
import { $accounts, $activeAccount } from '../controllers/account.js'
import { $balances } from '../controllers/balances-store.js'
import { $chain } from '../controllers/chain.js'
import { disconnect } from '../controllers/connection.js'
import { $lastEvent } from '../controllers/events.js'
import { $modal } from '../controllers/modal.js'
import { $siwxSession } from '../controllers/siwx-session.js'
import { $theme, setThemeMode, setThemeVariables } from '../controllers/theme.js'
import type { AppKitSession, CaipNetwork, ChainNamespace, Eip1193Provider } from '../types/public.js'
import { useActiveNetwork, useServerView, useStore } from './initial-state.js'

export function useAppKit(): { open: NonNullable<ReturnType<typeof getAppKit>>['open']; close: () => Promise<void> } {
  const appKit = getAppKit()
  if (!appKit) throw new Error('Please call "createAppKit" before using "useAppKit" hook')
  return { open: appKit.open, close: appKit.close }
}

export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): AppKitAccount {
  const view = useServerView()
  const active = useStore($activeAccount, view.activeAccount)
  const accounts = useStore($accounts, view.accounts)
  const account = options.namespace ? accounts[options.namespace] : active
  return useMemo(() => toAppKitAccount(account), [account])
}

/** The active account's balance `{balance, symbol, tokens?}`; tokens appear once the Account view has loaded them. */
export function useAppKitBalance(): AppKitBalance {
  const account = useStore($activeAccount, useServerView().activeAccount)
  const caipNetwork = useActiveNetwork()
  const balances = useStore($balances)
  return useMemo(() => toAppKitBalance(account, caipNetwork?.caipNetworkId, balances), [account, caipNetwork, balances])
}

export function useAppKitNetwork(): AppKitNetwork & { switchNetwork: (network: CaipNetwork) => Promise<void> } {
  const caipNetwork = useActiveNetwork()
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      switchNetwork: (network: CaipNetwork) => {
        const appKit = getAppKit()
        if (!appKit) throw new Error('Please call "createAppKit" before using "useAppKit" hook')
        return appKit.switchNetwork(network)
      }
    }),
    [caipNetwork]
  )
}

export function useAppKitState(): AppKitState {
  const modal = useStore($modal)
  const chain = useStore($chain)
  const network = useActiveNetwork()
  return useMemo(
    () => ({
      open: modal.open,
      loading: modal.loading,
      initialized: modal.initialized,
      selectedNetworkId: network?.caipNetworkId,
      activeChain: chain.activeNamespace
    }),
    [modal, chain, network]
  )
}

export function useAppKitTheme() {
  const theme = useStore($theme)
  return { themeMode: theme.themeMode, themeVariables: theme.themeVariables, setThemeMode, setThemeVariables }
}

/** The latest tracked event (SPEC §8 list), re-rendering on each. */
export function useAppKitEvents() {
  return useStore($lastEvent)
}

/** The active account's sign-in (SIWX) session, or undefined when signed out; re-renders when it starts or ends. */
export function useAppKitSession(): AppKitSession | undefined {
  return useStore($siwxSession)
}

export function useDisconnect(): { disconnect: (namespace?: ChainNamespace) => Promise<void> } {
  return { disconnect }
}

export function useWalletInfo() {
  const account = useStore($activeAccount, useServerView().activeAccount)
  return { walletInfo: account.connectedWalletInfo }
}

export function useAppKitProvider(namespace: ChainNamespace): { walletProvider: Eip1193Provider | undefined; walletProviderType: string | undefined } {
  const accounts = useStore($accounts, useServerView().accounts)
  const connectorId = accounts[namespace]?.connectorId
  return useMemo(() => {
    const walletProvider = getAppKit()?.getWalletProvider(namespace)
    return { walletProvider, walletProviderType: walletProvider ? (connectorId ?? undefined) : undefined }
  }, [namespace, connectorId])
}
