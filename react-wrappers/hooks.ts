import { useMemo } from 'react'
import { getAppKit, toAppKitAccount, toAppKitBalance, toAppKitState, toBindingNetwork, type AppKitBalance, type AppKitAccount, type AppKitState, type SwitchNetworkOptions, type UseAppKitNetworkReturn } from '../app-kit/app-kit.js'
import { $accounts, $activeAccount } from '../controllers/account/store.js'
import { $balances } from '../controllers/account/balances-store.js'
import { $chain } from '../controllers/networks/store.js'
import { disconnectLazily, fetchActiveBalance } from '../controllers/connection/entry.js'
import { $lastEvent } from '../controllers/telemetry/events.js'
import { $modal } from '../controllers/modal/modal.js'
import { $siwxSession } from '../controllers/siwx/session.js'
import { $theme, setThemeMode, setThemeVariables } from '../controllers/locale-theme/theme.js'
import type { AppKitSession, CaipNetwork, ChainNamespace, Eip1193Provider, FetchBalanceResult } from '../types/public.js'
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

/**
 * The active account's balance `{balance, symbol, tokens?}`; tokens appear once the Account view has
 * loaded them. `fetchBalance()` reads the native balance again, in AppKit's `{ data, error, isSuccess, isError }` shape.
 */
export function useAppKitBalance(): AppKitBalance & { fetchBalance: () => Promise<FetchBalanceResult> } {
  const account = useStore($activeAccount, useServerView().activeAccount)
  const caipNetwork = useActiveNetwork()
  const balances = useStore($balances)
  return useMemo(() => ({ ...toAppKitBalance(account, caipNetwork?.caipNetworkId, balances), fetchBalance: fetchActiveBalance }), [account, caipNetwork, balances])
}

export type { UseAppKitNetworkReturn } from '../app-kit/app-kit.js'

export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const caipNetwork = useActiveNetwork()
  return useMemo(
    () => ({
      ...toBindingNetwork(caipNetwork),
      switchNetwork: (network: CaipNetwork, options?: SwitchNetworkOptions) => {
        const appKit = getAppKit()
        if (!appKit) throw new Error('Please call "createAppKit" before using "useAppKit" hook')
        return appKit.switchNetwork(network, options)
      }
    }),
    [caipNetwork]
  )
}

export function useAppKitState(): AppKitState {
  const modal = useStore($modal)
  const chain = useStore($chain)
  const network = useActiveNetwork()
  return useMemo(() => toAppKitState(modal, chain, network), [modal, chain, network])
}

export function useAppKitTheme() {
  const theme = useStore($theme)
  return { themeMode: theme.themeMode, themeVariables: theme.themeVariables, setThemeMode, setThemeVariables }
}

/** The latest tracked event (behaviour §8 list), re-rendering on each. */
export function useAppKitEvents() {
  return useStore($lastEvent)
}

/** The active account's sign-in (SIWX) session, or undefined when signed out; re-renders when it starts or ends. */
export function useAppKitSession(): AppKitSession | undefined {
  return useStore($siwxSession)
}

/**
 * `disconnect()` disconnects every family; `disconnect('solana')` or AppKit's `disconnect({ namespace: 'solana' })` one.
 * The connection code loads on use, not with the page.
 */
export function useDisconnect(): { disconnect: (namespace?: ChainNamespace | { namespace?: ChainNamespace }) => Promise<void> } {
  return { disconnect: target => disconnectLazily(typeof target === 'object' ? target.namespace : target) }
}

/** The connected wallet's name and icon, of the active family or of `namespace`. */
export function useWalletInfo(namespace?: ChainNamespace) {
  const view = useServerView()
  const active = useStore($activeAccount, view.activeAccount)
  const accounts = useStore($accounts, view.accounts)
  return { walletInfo: (namespace ? accounts[namespace] : active)?.connectedWalletInfo }
}

/**
 * The wallet's provider of a family. `T` names the provider's type as AppKit's
 * `useAppKitProvider<T>(namespace)` does (e.g. `useAppKitProvider<Eip1193Provider>('eip155')`);
 * the kit does not check it. `walletProviderType` is the connector's id.
 */
export function useAppKitProvider<T = Eip1193Provider>(namespace: ChainNamespace): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const accounts = useStore($accounts, useServerView().accounts)
  const connectorId = accounts[namespace]?.connectorId
  return useMemo(() => {
    const walletProvider = getAppKit()?.getWalletProvider(namespace) as T | undefined
    return { walletProvider, walletProviderType: walletProvider ? (connectorId ?? undefined) : undefined }
  }, [namespace, connectorId])
}
