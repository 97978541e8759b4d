import { createElement, forwardRef, type ComponentType, type ReactNode } from 'react'
import { $accounts, $activeAccount } from '../controllers/account/store.js'
import { $chain } from '../controllers/networks/store.js'
import { truncateAddress, withoutBidiControls } from '../elements/format.js'
import { msg } from '../elements/localize.js'
import type { AccountState, ChainNamespace } from '../types/public.js'
import { useActiveNetwork, useServerView, useStore } from './initial-state.js'

/**
 * What a public button shows before its element's code runs: server-rendered HTML, a page read with
 * scripts off. Light-DOM content: the element's shadow root has no slot, so the moment the element
 * renders, this is no longer shown, with nothing to hide it and no inline style (strict CSP,
 * docs/csp.md); the page's own stylesheet may give it the pill's box (`w3m-kit/themes/fallback.css`).
 * Declarative shadow DOM was the other way: its `<template>` leaves the light DOM as the parser reads
 * it, so React's hydration would not find what it rendered, and its styles would be an inline `<style>`.
 * It reads the same server snapshot as the hooks (`AppKitProvider`'s initial state), so the hydration
 * render repeats the server's HTML exactly.
 */
interface FallbackProps {
  namespace?: ChainNamespace | undefined
  label?: string | undefined
  size?: 'md' | 'sm' | undefined
  children?: ReactNode
}

/** The account a button of `namespace` (or the active family) shows; undefined when it shows Connect. */
function useShownAccount(namespace: ChainNamespace | undefined): AccountState | undefined {
  const view = useServerView()
  const active = useStore($activeAccount, view.activeAccount)
  const accounts = useStore($accounts, view.accounts)
  const account = namespace ? accounts[namespace] : active
  return account?.address && (account.status === 'connected' || account.status === 'reconnecting') ? account : undefined
}

function fallback(kind: 'account' | 'connect' | 'network', size: FallbackProps['size'], text: string, localized = false) {
  // A translated text may have loaded in the browser before hydration: only that text may differ.
  return createElement('span', { 'data-w3m-fallback': kind, 'data-size': size ?? 'md', className: 'w3m-fallback', suppressHydrationWarning: localized }, text)
}

function accountFallback(account: AccountState, size: FallbackProps['size']) {
  return fallback('account', size, account.profileName ? withoutBidiControls(account.profileName) : truncateAddress(account.address!, 6, 4))
}

export function ButtonFallback({ namespace, label, size }: FallbackProps) {
  const account = useShownAccount(namespace)
  return account ? accountFallback(account, size) : fallback('connect', size, label || msg('Connect Wallet'), !label)
}

export function AccountButtonFallback({ namespace, size }: FallbackProps) {
  const account = useShownAccount(namespace)
  return account ? accountFallback(account, size) : null
}

export function ConnectButtonFallback({ label, size }: FallbackProps) {
  return fallback('connect', size, label || msg('Connect Wallet'), !label)
}

export function NetworkButtonFallback({ namespace, size }: FallbackProps) {
  const active = useActiveNetwork()
  const chain = useStore($chain)
  const network = namespace ? chain.activeNetworks[namespace] : active
  return network ? fallback('network', size, withoutBidiControls(network.name)) : null
}

/** The element's React component with its server fallback as children (unless the page gives its own). */
export function withServerFallback<C extends ComponentType<never>>(Component: C, Fallback: (props: FallbackProps) => ReactNode): C {
  const Wrapped = forwardRef<unknown, FallbackProps & Record<string, unknown>>((props, ref) =>
    createElement(Component as ComponentType<Record<string, unknown>>, { ...props, ref }, (props.children as ReactNode) ?? createElement(Fallback, props))
  )
  Wrapped.displayName = (Component as { displayName?: string }).displayName ?? 'AppKitElement'
  return Wrapped as unknown as C
}
