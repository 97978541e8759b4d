import { createConfig, injected } from 'wagmi'
import { createAppKit } from 'w3m-kit/react'
import { bsc, mainnet } from 'w3m-kit/networks'
import { w3mConnector, wagmiParameters } from 'w3m-kit/wagmi'
import { devnetOptions, pageDevnet } from '../../shared/devnet-options.js'

// The kit first: its networks are wagmi's chains, its RPC is wagmi's transports, its modal is how
// a person connects. `devnetOptions` points it at the local devnet; a real site passes its projectId.
export const appKit = createAppKit({ ...devnetOptions(pageDevnet()), networks: [mainnet, bsc] })

const { chains, transports } = wagmiParameters(appKit)

/**
 * `?own-config`: the other recipe, an app that keeps its own wagmi config (wagmi's defaults, its
 * `injected()` connector) and adds the kit's connector. Its chains and transports here are the kit's
 * only so that it reads the devnet; an app keeps its own.
 */
const ownConfig = () => createConfig({ chains, transports, connectors: [injected(), w3mConnector(appKit)] })

export const wagmiConfig = new URLSearchParams(location.search).has('own-config') ? ownConfig() : createConfig(wagmiParameters(appKit))
