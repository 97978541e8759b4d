/**
 * w3m-kit for wagmi (v2 and v3): both a connector and a config helper.
 *
 * - `w3mConnector(appKit)` is the contract: a connection made in the modal (a browser wallet,
 *   WalletConnect, the embedded wallet) is wagmi's connection; wagmi's `connect` opens the modal;
 *   disconnects and chain switches on either side show on the other; wagmi's reconnect waits for
 *   the kit's restore. An app with a wagmi config of its own adds just this connector.
 * - `wagmiParameters(appKit)` is what most apps need: the kit's networks as wagmi's chains, the
 *   kit's RPC (the project's RPC proxy) as its transports, and the connector, for
 *   `createConfig({ ...wagmiParameters(appKit) })`, so chains are declared once, in `createAppKit`.
 *
 * Neither calls `createConfig` nor imports `@wagmi/core`, at run time or in its types (wagmi/wagmi-shapes.ts):
 * the app's own wagmi, of either major, makes the config, and a site that does not import this entry
 * loads none of it.
 */
export { w3mConnector, W3M_CONNECTOR_ID } from './wagmi/connector.js'
export { wagmiParameters, type WagmiParameters } from './wagmi/parameters.js'
export type { W3mConnectorFn } from './wagmi/wagmi-shapes.js'
