import { announceProvider } from '../../test/wallets/eip6963.js'
import { installTestWallet } from '../../test/wallets/install.js'
import { demoNetworks, demoQuery, devnet } from './devnet.js'
import { impostorMode, installEvmImpostor, installSolanaImpostor, realWalletInfo } from './impostor-wallets.js'

/**
 * `?multiWallet=1`: the EVM, Bitcoin and Solana test wallets present themselves as ONE wallet, as a
 * multi-chain extension can prove it is one: one object that is the EIP-1193 provider it announces
 * over EIP-6963 and the Wallet Standard wallet of both other families (test/wallets/multi-family-wallet.ts),
 * so Connect merges them into one MULTI_CHAIN row. A shared name alone would give three rows.
 */
const MULTI_WALLET = { name: 'Devnet Multi Wallet', rdns: 'com.w3mkit.multiwallet' }
const isMultiWallet = (params: URLSearchParams): boolean => params.get('multiWallet') === '1' || impostorMode(params) === 'solana'

/**
 * Installs the test wallet (a real viem-backed EIP-1193 wallet announced through EIP-6963) so a
 * visitor can click through. `?wallet=none` leaves it out; `?walletChains=1` makes it know only
 * chain 1 (switching to 56 then takes the add-chain path); `?account=N` picks a funded account;
 * `?walletAccount=smart` shows the devnet's smart account instead of the key's own address;
 * `?walletBatches=1` gives it EIP-5792 batches (atomic through EIP-7702), `?walletBatches=paymaster` also announces `paymasterService`;
 * `?impostor=…` adds a wallet that pretends to be it (impostor-wallets.ts).
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
  const batches = params.get('walletBatches')
  const eip5792 = batches === 'paymaster' ? { paymasterService: true } : batches === '1'
  const impostor = impostorMode(params)
  // An account of its own (devnet/chains/accounts.ts): account 1 belongs to account-home.spec's sends.
  const impostorKey = config.accounts[27] as `0x${string}`
  if (impostor === 'first') installEvmImpostor(impostor, impostorKey, chains)
  const info = realWalletInfo(impostor) ?? (isMultiWallet(params) ? MULTI_WALLET : undefined)
  const wallet = installTestWallet({
    privateKey: privateKey as `0x${string}`,
    chains,
    ...(smartAccount ? { smartAccount } : {}),
    ...(eip5792 ? { eip5792 } : {}),
    ...(info ? { info } : {}),
    ...(isMultiWallet(params) ? { announce: false } : {})
  })
  if (impostor === 'after' || impostor === 'remote-icon') installEvmImpostor(impostor, impostorKey, chains)
  if (isMultiWallet(params)) void installMultiWallet(wallet)
}

/** The three families' test wallets as one object, registered (Wallet Standard) and announced (EIP-6963) once. */
async function installMultiWallet(evm: ReturnType<typeof installTestWallet>): Promise<void> {
  const [bitcoin, solana, { multiFamilyWallet, registerStandardWallet }] = await Promise.all([
    demoBitcoinWallet(),
    demoSolanaWallet(),
    import('../../test/wallets/multi-family-wallet.js')
  ])
  const globals = window as unknown as Record<string, unknown>
  // The e2e decline a prompt through them, as with the separate wallets.
  globals.testBitcoinWallet = bitcoin
  globals.testSolanaWallet = solana
  const standard = [...(solana ? [solana.standard()] : []), ...(bitcoin ? [bitcoin.standardWallet()] : [])]
  const wallet = multiFamilyWallet({ name: evm.info.name, icon: evm.info.icon, evm: evm.provider, standard })
  if (standard.length) registerStandardWallet(wallet)
  announceProvider(window, evm.info, wallet)
  const rpcUrl = devnet().rpcUrls[SOLANA_DEVNET]
  if (impostorMode(demoQuery()) === 'solana' && rpcUrl) await installSolanaImpostor(rpcUrl)
  await solana?.topUp(10_000_000_000n)
}

/**
 * Installs the Bitcoin test wallet (Wallet Standard, sats-connect and Unisat shapes over the devnet's
 * first funded key, `?bitcoinAccount=N` for another); `?bitcoinWallet=none` leaves it out. Its code
 * (btc-signer) loads apart from the page's.
 */
export async function installDemoBitcoinWallet(): Promise<void> {
  if (isMultiWallet(demoQuery())) return
  const wallet = await demoBitcoinWallet()
  if (!wallet) return
  const { installBitcoinTestWallet } = await import('../../test/wallets/bitcoin-wallet.js')
  installBitcoinTestWallet(wallet)
}

async function demoBitcoinWallet() {
  const params = demoQuery()
  const config = devnet()
  if (params.get('bitcoinWallet') === 'none' || !config.bitcoinApiUrl) return undefined
  const key = config.bitcoinKeys?.[Number(params.get('bitcoinAccount') ?? 0)] ?? config.bitcoinKeys?.[0]
  if (!key) throw new Error('The devnet gave no funded Bitcoin keys.')
  const { BitcoinTestWallet } = await import('../../test/wallets/bitcoin-wallet.js')
  const network = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
  return new BitcoinTestWallet({ privateKey: key.privateKey, network, chain: 'bitcoin:regtest', esploraUrl: config.bitcoinApiUrl, storage: localStorage })
}

/**
 * On pages with `?solana=`, installs the Solana test wallet (Wallet Standard, over an ed25519 key derived from
 * `?solanaAccount=N`, default 0) on the devnet's Solana cluster, and tops it up to 10 SOL with the
 * devnet's airdrop when it holds less; `?solanaWallet=none` leaves it out.
 */
export async function installDemoSolanaWallet(): Promise<void> {
  if (isMultiWallet(demoQuery())) return
  const wallet = await demoSolanaWallet()
  if (!wallet) return
  await wallet.topUp(10_000_000_000n)
  const { installSolanaTestWallet } = await import('../../test/wallets/solana-wallet.js')
  installSolanaTestWallet(wallet)
}

async function demoSolanaWallet() {
  const params = demoQuery()
  const rpcUrl = devnet().rpcUrls[SOLANA_DEVNET]
  // Only on pages that configure Solana: the top-up is a request, and none may leave before the modal opens.
  if (!params.get('solana') || params.get('solanaWallet') === 'none' || !rpcUrl) return undefined
  const { SolanaTestWallet, solanaTestSeed } = await import('../../test/wallets/solana-wallet.js')
  return new SolanaTestWallet({ secretKey: solanaTestSeed(Number(params.get('solanaAccount') ?? 0)), rpcUrl, chains: ['solana:devnet'], storage: localStorage })
}

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
