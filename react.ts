export { createAppKit, getAppKit } from './app-kit/app-kit.js'
export type { AppKit, AppKitAccount, AppKitBalance, AppKitNetwork, AppKitState, SwitchNetworkOptions } from './app-kit/app-kit.js'
export * from './types/public.js'
export { SDK_TYPE, SDK_VERSION } from './app-kit/version.js'
export * from './react-wrappers/components.js'
export * from './react-wrappers/hooks.js'
export * from './react-wrappers/connection-hooks.js'
// The public elements register themselves with the wrappers' imports.
import './elements/modal/buttons.js'
