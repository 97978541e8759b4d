// `w3m-kit/vue`: the kit for Vue 3 sites (and Nuxt): createAppKit, the public elements (use
// <appkit-button> in templates with `compilerOptions.isCustomElement`), and composables over its stores.
export { createAppKit, getAppKit } from './app-kit/app-kit.js'
export type { AppKit, AppKitAccount, AppKitBalance, AppKitNetwork, AppKitState, SwitchNetworkOptions, UseAppKitNetworkReturn } from './app-kit/app-kit.js'
export type { AppKitWallet, AppKitWallets, AppKitWalletSource, AppKitWalletsState, AppKitWalletsStatus, FetchWalletsOptions } from './controllers/headless-wallets/store.js'
export type { TrackedEvent, TrackedEventName } from './controllers/telemetry/events.js'
export type { RouteView } from './controllers/modal/router.js'
export * from './types/public.js'
export type { PublicElementProps } from './elements/modal/public-tags.js'
export { SDK_TYPE, SDK_VERSION } from './types/version.js'
export * from './vue-composables/composables.js'
// The public elements register themselves, as with the main entry.
import './elements/modal/buttons.js'
