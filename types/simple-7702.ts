/**
 * eth-infinitism's Simple7702Account v0.8 (@account-abstraction/contracts 0.8.0): the EIP-7702 delegation target, at its
 * canonical address (viem's `toSimple7702SmartAccount` default implementation for EntryPoint v0.8). Imports nothing, so
 * the secure frame, the devnet that deploys it and the test wallets all name the one address.
 */
export const SIMPLE_7702_ACCOUNT = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
