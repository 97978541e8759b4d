import { atom } from 'nanostores'
import type { AppKitOptions, ChainNamespace, ConnectMethod, Features, SocialProvider, WalletFeature } from '../../types/public.js'
import { registerReset } from '../resets.js'

export const DEFAULT_SOCIALS: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
export const DEFAULT_WALLET_FEATURES_ORDER: WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']
export const DEFAULT_CONNECT_METHODS_ORDER: ConnectMethod[] = ['wallet', 'email', 'social']

/** behaviour §9 feature defaults: on unless set false, except the few that are off. */
export const DEFAULT_FEATURES: Required<Omit<Features, 'connectMethodsOrder'>> & Pick<Features, 'connectMethodsOrder'> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIALS,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  prefetch: true,
  headless: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER
}

export type ResolvedOptions = AppKitOptions & {
  features: typeof DEFAULT_FEATURES
  enableWalletConnect: boolean
  enableInjected: boolean
  enableEIP6963: boolean
  enableNetworkSwitch: boolean
  enableWalletGuide: boolean
  enableWallets: boolean
  enableAuthLogger: boolean
  debug: boolean
}

export const $options = atom<ResolvedOptions | undefined>(undefined)
registerReset($options)

/**
 * Validates and stores the options. behaviour §5: without a projectId the alert shows and option
 * setup stops (returns false); siweConfig together with siwx throws.
 */
export function setOptions(options: AppKitOptions): boolean {
  if (options.siweConfig && options.siwx) throw new Error('Cannot set both `siweConfig` and `siwx` options')
  if (!options.projectId) {
    // The alerts' texts load with this mistake, not with every page (they show once the modal opens).
    void import('../notices/alert.js').then(({ ALERTS, showAlert }) => showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED))
    return false
  }
  if (!options.networks || options.networks.length === 0) throw new Error('CaipNetwork is undefined')
  const on = (flag: boolean | undefined) => flag !== false
  $options.set({
    ...options,
    features: { ...DEFAULT_FEATURES, ...options.features },
    enableWalletConnect: on(options.enableWalletConnect),
    enableInjected: on(options.enableInjected),
    enableEIP6963: on(options.enableEIP6963),
    enableNetworkSwitch: on(options.enableNetworkSwitch),
    enableWalletGuide: on(options.enableWalletGuide),
    enableWallets: on(options.enableWallets),
    enableAuthLogger: on(options.enableAuthLogger),
    debug: on(options.debug)
  })
  return true
}

/** The connect-method order: behaviour §9 default is wallet, email, social when injected wallets exist. */
export function connectMethodsOrder(hasInjectedWallets: boolean): ConnectMethod[] {
  const order = $options.get()?.features.connectMethodsOrder
  if (order) return order
  return hasInjectedWallets ? DEFAULT_CONNECT_METHODS_ORDER : ['email', 'social', 'wallet']
}

/** The embedded wallet's one rule (email and social sign-in alike): the site hosts the secure frame (`secureSiteUrl`); it signs in on EVM. */
export function embeddedWalletOffered(namespaces?: readonly ChainNamespace[]): boolean {
  return Boolean($options.get()?.secureSiteUrl) && (!namespaces || namespaces.includes('eip155'))
}
