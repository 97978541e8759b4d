import { installTestWallet } from '../../test/wallets/install.js'
import { demoNetworks, demoQuery, devnet } from './devnet.js'

/**
 * `?multiWallet=1`: the EVM, Bitcoin and Solana test wallets present themselves as ONE wallet (one
 * name, one icon), as a multi-chain extension does, so Connect merges them into one MULTI_CHAIN row.
 */
const MULTI_WALLET = { name: 'Devnet Multi Wallet', rdns: 'com.w3mkit.multiwallet' }
const isMultiWallet = (params: URLSearchParams): boolean => params.get('multiWallet') === '1'

/**
 * Installs the test wallet (a real viem-backed EIP-1193 wallet announced through EIP-6963) so a
 * visitor can click through. `?wallet=none` leaves it out; `?walletChains=1` makes it know only
 * chain 1 (switching to 56 then takes the add-chain path); `?account=N` picks a funded account;
 * `?walletAccount=smart` shows the devnet's smart account instead of the key's own address.
 */
export function installDemoWallet(): void {
  const params = demoQuery()
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
  installTestWallet({
    privateKey: privateKey as `0x${string}`,
    chains,
    ...(smartAccount ? { smartAccount } : {}),
    ...(isMultiWallet(params) ? { info: MULTI_WALLET } : {})
  })
}

/**
 * Installs the Bitcoin test wallet (Wallet Standard, sats-connect and Unisat shapes over the devnet's
 * first funded key, `?bitcoinAccount=N` for another); `?bitcoinWallet=none` leaves it out. Its code
 * (btc-signer) loads apart from the page's.
 */
export async function installDemoBitcoinWallet(): Promise<void> {
  const params = demoQuery()
  const config = devnet()
  if (params.get('bitcoinWallet') === 'none' || !config.bitcoinApiUrl) return
  const key = config.bitcoinKeys?.[Number(params.get('bitcoinAccount') ?? 0)] ?? config.bitcoinKeys?.[0]
  if (!key) throw new Error('The devnet gave no funded Bitcoin keys.')
  const { BitcoinTestWallet, installBitcoinTestWallet } = await import('../../test/wallets/bitcoin-wallet.js')
  const network = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
  installBitcoinTestWallet(new BitcoinTestWallet({
    privateKey: key.privateKey,
    network,
    chain: 'bitcoin:regtest',
    esploraUrl: config.bitcoinApiUrl,
    storage: localStorage,
    ...(isMultiWallet(params) ? { name: MULTI_WALLET.name } : {})
  }))
}

/**
 * On pages with `?solana=`, installs the Solana test wallet (Wallet Standard, over an ed25519 key derived from
 * `?solanaAccount=N`, default 0) on the devnet's Solana cluster, and tops it up to 10 SOL with the
 * devnet's airdrop when it holds less; `?solanaWallet=none` leaves it out.
 */
export async function installDemoSolanaWallet(): Promise<void> {
  const params = demoQuery()
  const rpcUrl = devnet().rpcUrls[SOLANA_DEVNET]
  // Only on pages that configure Solana: the top-up is a request, and none may leave before the modal opens.
  if (!params.get('solana') || params.get('solanaWallet') === 'none' || !rpcUrl) return
  const { SolanaTestWallet, installSolanaTestWallet, solanaTestSeed } = await import('../../test/wallets/solana-wallet.js')
  const wallet = new SolanaTestWallet({
    secretKey: solanaTestSeed(Number(params.get('solanaAccount') ?? 0)),
    rpcUrl,
    chains: ['solana:devnet'],
    storage: localStorage,
    ...(isMultiWallet(params) ? { name: MULTI_WALLET.name } : {})
  })
  await wallet.topUp(10_000_000_000n)
  installSolanaTestWallet(wallet)
}

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
