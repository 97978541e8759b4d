import { createAppKit } from 'w3m-kit'
import { bsc, mainnet } from 'w3m-kit/networks'
import { BrowserProvider, parseEther } from 'ethers'
import { createPublicClient, createWalletClient, custom, parseEther as parseEtherViem } from 'viem'
import { devnetOptions, pageDevnet } from '../shared/devnet-options.js'

const appKit = createAppKit({
  ...devnetOptions(pageDevnet()),
  networks: [mainnet, bsc],
  metadata: { name: 'ethers and viem example', description: 'w3m-kit with ethers v6 and viem', url: location.origin, icons: [] }
})

const MESSAGE = 'Hello from w3m-kit'
// An address no other example or spec pays, so the spec can check its balance moved by exactly what was sent.
const RECIPIENT = '0x00000000000000000000000000000000e7e25000'

/** The connected wallet's EIP-1193 provider; both libraries take it as it is. */
function walletProvider() {
  const provider = appKit.getWalletProvider('eip155')
  if (!provider) throw new Error('Connect a wallet first')
  return provider
}

// ethers v6: a BrowserProvider over the wallet, and its signer.
async function ethersSigner() {
  return new BrowserProvider(walletProvider()).getSigner()
}

// viem: a wallet client (signing, sending) and a public client (receipts), both over the wallet.
function viemClients() {
  const transport = custom(walletProvider())
  return { wallet: createWalletClient({ transport }), reader: createPublicClient({ transport }) }
}

async function ethersSign(): Promise<string> {
  const signer = await ethersSigner()
  return `signed by ${signer.address}: ${await signer.signMessage(MESSAGE)}`
}

async function ethersSend(): Promise<string> {
  const signer = await ethersSigner()
  const transaction = await signer.sendTransaction({ to: RECIPIENT, value: parseEther('0.001') })
  const receipt = await transaction.wait()
  return `mined ${transaction.hash} in block ${receipt?.blockNumber}`
}

async function viemSign(): Promise<string> {
  const { wallet } = viemClients()
  const [account] = await wallet.getAddresses()
  if (!account) throw new Error('The wallet shared no address')
  return `signed by ${account}: ${await wallet.signMessage({ account, message: MESSAGE })}`
}

async function viemSend(): Promise<string> {
  const { wallet, reader } = viemClients()
  const [account] = await wallet.getAddresses()
  if (!account) throw new Error('The wallet shared no address')
  const chain = await reader.getChainId()
  const hash = await wallet.sendTransaction({ account, chain: null, to: RECIPIENT, value: parseEtherViem('0.001') })
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 250 })
  return `mined ${hash} in block ${receipt.blockNumber} on chain ${chain}`
}

/** Runs an action from a button and shows its result as text (never HTML). */
function wire(buttonId: string, outputId: string, action: () => Promise<string>) {
  const output = document.getElementById(outputId)!
  document.getElementById(buttonId)!.addEventListener('click', async () => {
    output.textContent = 'Waiting for the wallet…'
    try {
      output.textContent = await action()
    } catch (error) {
      output.textContent = `Error: ${error instanceof Error ? error.message : String(error)}`
    }
  })
}

wire('ethers-sign', 'ethers-result', ethersSign)
wire('ethers-send', 'ethers-result', ethersSend)
wire('viem-sign', 'viem-result', viemSign)
wire('viem-send', 'viem-result', viemSend)
