/**
 * The embedded wallet's ERC-4337 account (devnet/contracts/KitAccount.sol: OpenZeppelin Contracts' audited parts), at
 * the same addresses on every chain: the factory is deployed through the deterministic deployment proxy with a fixed
 * salt, and deploys its implementation itself (its first CREATE). Anyone can deploy it on a chain where it is missing:
 * send the proxy the salt followed by the factory's committed creation code (devnet/contracts/artifacts.json).
 * devnet/contracts/kit-account.test.ts recomputes both addresses from that bytecode. Imports nothing, so the secure
 * frame, the devnet and the server name the one address.
 */

/** Arachnid's deterministic deployment proxy (CREATE2 from calldata `salt ‖ creation code`), on most EVM chains and predeployed by anvil. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
export const KIT_ACCOUNT_FACTORY_SALT = '0x0000000000000000000000000000000000000000000000000000000000000000'
export const KIT_ACCOUNT_FACTORY = '0x16185b6ea6A72D101350145bf7742A315327BA34'
export const KIT_ACCOUNT_IMPLEMENTATION = '0xbd076009D38c407649828dFCA5A7b82a7170FE1B'
