import { createConfig } from 'wagmi'
import { createAppKit } from 'w3m-kit/react'
import { bsc, mainnet } from 'w3m-kit/networks'
import { wagmiParameters } from 'w3m-kit/wagmi'
import { devnetOptions, pageDevnet } from '../../shared/devnet-options.js'

// The kit first: its networks are wagmi's chains, its RPC is wagmi's transports, its modal is how
// a person connects. `devnetOptions` points it at the local devnet; a real site passes its projectId.
export const appKit = createAppKit({ ...devnetOptions(pageDevnet()), networks: [mainnet, bsc] })

export const wagmiConfig = createConfig(wagmiParameters(appKit))
