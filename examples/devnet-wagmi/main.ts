import { connect, createConfig, getAccount, sendTransaction, signMessage, waitForTransactionReceipt } from '@wagmi/core'
import UniversalProvider from '@walletconnect/universal-provider'
import { defineChain, http, parseEther, toHex, type Address, type Hex } from 'viem'

/**
 * The dapp docs/testing.md tests (scripts/devnet-package-check.mjs): wagmi with EIP-6963 discovery for
 * injected wallets, and a WalletConnect session (the SDK's UniversalProvider). It reads the chain and
 * the relay from `window.__DAPP_CONFIG__`, as a real dapp reads its own configuration.
 */

/** What the test (or a real deployment's configuration) tells the page. */
interface DappConfig {
  chainId: number
  rpcUrl: string
  projectId: string
  relayUrl: string
}

const devnet = (window as unknown as { __DAPP_CONFIG__: DappConfig }).__DAPP_CONFIG__
const chain = defineChain({ id: devnet.chainId, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [devnet.rpcUrl] } } })
const config = createConfig({ chains: [chain], transports: { [chain.id]: http(devnet.rpcUrl) }, multiInjectedProviderDiscovery: true })

const output = (id: string) => document.querySelector<HTMLOutputElement | HTMLParagraphElement>(`[data-testid="${id}"]`)!
const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!
let walletConnect: { provider: InstanceType<typeof UniversalProvider>; address: Address } | undefined

/** Runs an action; a failure (a rejection: 4001) is shown in words. */
function onClick(id: string, action: () => Promise<void>): void {
  document.querySelector(`[data-testid="${id}"]`)!.addEventListener('click', () => {
    output('error').textContent = ''
    action().catch((error: { shortMessage?: string; message?: string }) => (output('error').textContent = error.shortMessage ?? error.message ?? String(error)))
  })
}

onClick('connect-injected', async () => {
  const connector = config.connectors.find(each => each.name === 'Test Wallet')
  if (!connector) throw new Error('No Test Wallet announced')
  const { accounts } = await connect(config, { connector })
  output('account').textContent = accounts[0]!
})

onClick('connect-walletconnect', async () => {
  const provider = await UniversalProvider.init({ projectId: devnet.projectId, relayUrl: devnet.relayUrl, metadata: { name: 'Small wagmi dapp', description: 'docs/testing.md', url: location.origin, icons: [] } })
  provider.on('display_uri', (uri: string) => (output('wc-uri').textContent = uri))
  const session = await provider.connect({ optionalNamespaces: { eip155: { chains: [`eip155:${chain.id}`], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged', 'chainChanged'] } } })
  const address = session!.namespaces.eip155!.accounts[0]!.split(':')[2] as Address
  walletConnect = { provider, address }
  output('account').textContent = address
})

onClick('sign', async () => {
  const message = 'hello devnet'
  output('signature').textContent = walletConnect
    ? await walletConnect.provider.request<Hex>({ method: 'personal_sign', params: [toHex(message), walletConnect.address] }, `eip155:${chain.id}`)
    : await signMessage(config, { message })
})

onClick('send', async () => {
  if (!getAccount(config).isConnected) throw new Error('Connect first')
  const hash = await sendTransaction(config, { to: input('to').value as Address, value: parseEther(input('amount').value) })
  await waitForTransactionReceipt(config, { hash })
  output('tx').textContent = hash
})
