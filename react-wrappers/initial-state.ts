import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { ReadableAtom } from 'nanostores'
import { $activeNetwork, $chain, findNetwork } from '../controllers/networks/store.js'
import { rememberedAccount } from '../controllers/state-cookie/initial-state.js'
import * as stateCookie from '../controllers/state-cookie/sync.js'
import { carryStateCookie } from '../controllers/state-cookie/loader.js'
import type { AccountState, AppKitInitialState, CaipNetwork, ChainNamespace } from '../types/public.js'

/**
 * What a server renders for ONE visitor, and what the browser's hydration render must repeat.
 *
 * On a server, module scope is shared by every request: a visitor's state never goes into the kit's
 * stores there. It travels per request instead: the server component reads the cookie
 * (`cookieToInitialState` from `w3m-kit/ssr`) and passes it as `<AppKitProvider initialState>`, and
 * the hooks and button wrappers read it as `useSyncExternalStore`'s server snapshot (the server render
 * and the hydration render), then follow the live stores, which the browser seeded from the same
 * cookie (option `ssr`), so nothing changes at hydration.
 */
export interface ServerView {
  accounts: Partial<Record<ChainNamespace, AccountState>>
  activeAccount: AccountState
  /** Undefined: the store's own value (the networks come from createAppKit's options, the same for every visitor). */
  network: CaipNetwork | undefined
}

// Option ssr's browser side arrives with this entry: createAppKit seeds the remembered account before the first render.
carryStateCookie(stateCookie)

const DISCONNECTED: AccountState = { allAccounts: [], status: 'disconnected' }
const NO_VISITOR: ServerView = { accounts: {}, activeAccount: DISCONNECTED, network: undefined }

const ServerViewContext = createContext<ServerView>(NO_VISITOR)

function serverView(initialState: AppKitInitialState | undefined): ServerView {
  if (!initialState) return NO_VISITOR
  const accounts: ServerView['accounts'] = {}
  for (const [namespace, entry] of Object.entries(initialState.accounts) as Array<[ChainNamespace, NonNullable<AppKitInitialState['accounts'][ChainNamespace]>]>) {
    accounts[namespace] = rememberedAccount(entry)
  }
  const active = initialState.activeNamespace ?? $chain.get().activeNamespace
  return {
    accounts,
    activeAccount: (active && accounts[active]) || DISCONNECTED,
    network: initialState.caipNetworkId ? findNetwork(initialState.caipNetworkId) : undefined
  }
}

/**
 * Renders a returning visitor as they left: pass it `cookieToInitialState(cookie)` from a server
 * component (Next.js: `(await headers()).get('cookie')`). Optional for pages rendered only in the browser.
 */
export function AppKitProvider({ initialState, children }: { initialState?: AppKitInitialState | undefined; children?: ReactNode }) {
  const view = useMemo(() => serverView(initialState), [initialState])
  return createElement(ServerViewContext.Provider, { value: view }, children)
}

/** This request's visitor (the server render and the hydration render). */
export function useServerView(): ServerView {
  return useContext(ServerViewContext)
}

/** Reads a store in a component: `serverValue` on the server and in the hydration render, then the live store. */
export function useStore<T>(store: ReadableAtom<T>, serverValue: T = store.get()): T {
  return useSyncExternalStore(
    callback => store.listen(callback),
    () => store.get(),
    () => serverValue
  )
}

/** The active network as this visitor's page shows it. */
export function useActiveNetwork(): CaipNetwork | undefined {
  const view = useServerView()
  return useStore($activeNetwork, view.network ?? $activeNetwork.get())
}
