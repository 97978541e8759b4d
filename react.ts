export { createAppKit, getAppKit } from './app-kit/app-kit.js'
export type { AppKit, AppKitAccount, AppKitBalance, AppKitNetwork, AppKitState } from './app-kit/app-kit.js'
export * from './types/public.js'
export { SDK_TYPE, SDK_VERSION } from './app-kit/version.js'
export * from './react-wrappers/components.js'
export * from './react-wrappers/hooks.js'
export { AppKitProvider } from './react-wrappers/initial-state.js'
// The public elements register themselves with the wrappers' imports.
import './elements/modal/buttons.js'
