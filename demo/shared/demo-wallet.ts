import { installTestWallet } from '../../test/wallets/install.js'
import { demoNetworks, devnet } from './devnet.js'

/**
 * Installs the test wallet (a real viem-backed EIP-1193 wallet announced through EIP-6963) so a
 * visitor can click through. `?wallet=none` leaves it out; `?walletChains=1` makes it know only
 * chain 1 (switching to 56 then takes the add-chain path); `?account=N` picks a funded account;
 * `?walletAccount=smart` shows the devnet's smart account instead of the key's own address.
 */
export function installDemoWallet(): void {
  const params = new URLSearchParams(location.search)
  if (params.get('wallet') === 'none') return
  const config = devnet()
  const known = (params.get('walletChains') ?? demoNetworks.map(network => network.id).join(','))
    .split(',')
    .map(Number)
  const chains = demoNetworks
    .filter(network => known.includes(Number(network.id)))
    .map(network => ({ chainId: Number(network.id), rpcUrl: config.rpcUrls[network.caipNetworkId] ?? '', name: network.name }))
  const account = Number(params.get('account') ?? 0)
  const privateKey = config.accounts[account] ?? config.accounts[0]
  if (!privateKey) throw new Error('The devnet gave no funded accounts.')
  // `?walletAccount=smart`: the wallet's account is the devnet's ERC-1271 smart account, signed for by its owner (account 0).
  const smartAccount = params.get('walletAccount') === 'smart' ? (config.smartAccount?.address as `0x${string}` | undefined) : undefined
  installTestWallet({ privateKey: privateKey as `0x${string}`, chains, ...(smartAccount ? { smartAccount } : {}) })
}
