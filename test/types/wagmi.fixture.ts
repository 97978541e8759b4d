// A type test: `tsc -p tsconfig.json` (npm test's types stage) compiles this file. Every line must
// compile except those marked as expected errors, which must fail (else tsc reports the unused directive).
// `w3m-kit/wagmi` in each major's `createConfig`, no cast: its declarations name no `@wagmi/core`
// (wagmi/wagmi-shapes.ts), and stay precise (not `any`), so a wrong use fails.
import { createConfig as createConfig3, type CreateConnectorFn as CreateConnectorFn3, type Transport as Transport3 } from 'wagmi'
import { createConfig as createConfig2, type CreateConnectorFn as CreateConnectorFn2, type Transport as Transport2 } from 'wagmi-v2'
import { createConfig as createCoreConfig3 } from '@wagmi/core'
import { createConfig as createCoreConfig2 } from '@wagmi/core-v2'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { createAppKit } from 'w3m-kit'
import { mainnet as kitMainnet } from 'w3m-kit/networks'
import { w3mConnector, wagmiParameters } from 'w3m-kit/wagmi'

const appKit = createAppKit({ projectId: 'types', networks: [kitMainnet] })

// A config of the site's own, with the kit's connector beside wagmi's.
export const own3 = createConfig3({ chains: [mainnet], connectors: [w3mConnector(appKit)], transports: { [mainnet.id]: http() } })
export const own2 = createConfig2({ chains: [mainnet], connectors: [w3mConnector(appKit)], transports: { [mainnet.id]: http() } })
export const core3 = createCoreConfig3({ chains: [mainnet], connectors: [w3mConnector(appKit)], transports: { [mainnet.id]: http() } })
export const core2 = createCoreConfig2({ chains: [mainnet], connectors: [w3mConnector(appKit)], transports: { [mainnet.id]: http() } })

// The kit's chains, transports and connector, with wagmi's own options beside them.
export const kit3 = createConfig3({ ...wagmiParameters(appKit), ssr: true })
export const kit2 = createConfig2({ ...wagmiParameters(appKit), ssr: true })
export const kitCore3 = createCoreConfig3(wagmiParameters(appKit))
export const kitCore2 = createCoreConfig2(wagmiParameters(appKit))

// Each is wagmi's own type, in each major.
export const connectorFns: [CreateConnectorFn3, CreateConnectorFn2] = [w3mConnector(appKit), w3mConnector(appKit)]
const { transports } = wagmiParameters(appKit)
export const kitTransports: [Transport3, Transport2] = [transports[1]!, transports[1]!]
export const connectorId: string = own3.connectors[0]!.id

// @ts-expect-error the connector function is w3mConnector(appKit), not w3mConnector
createConfig3({ chains: [mainnet], connectors: [w3mConnector], transports: { [mainnet.id]: http() } })
// @ts-expect-error the connector function is w3mConnector(appKit), not w3mConnector
createConfig2({ chains: [mainnet], connectors: [w3mConnector], transports: { [mainnet.id]: http() } })
// @ts-expect-error connectors is an array: [w3mConnector(appKit)]
createConfig3({ chains: [mainnet], connectors: w3mConnector(appKit), transports: { [mainnet.id]: http() } })
// @ts-expect-error connectors is an array: [w3mConnector(appKit)]
createConfig2({ chains: [mainnet], connectors: w3mConnector(appKit), transports: { [mainnet.id]: http() } })
// @ts-expect-error w3mConnector takes the kit, not its options
w3mConnector({ projectId: 'types' })
// @ts-expect-error wagmiParameters' chains are viem chains, not a kit network
export const notAChain: typeof kitMainnet = wagmiParameters(appKit).chains[0]
