import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { keccak256, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { freePort } from '../free-port.js'
import { deployAccountAbstraction, entryPointAddress } from './entry-point.js'
import { jsonRpc } from '../chains/json-rpc.js'
import { deployPaymaster, paymasterSignerKey } from './paymaster.js'

/** The devnet's ERC-4337 bundler: one alto process per anvil chain, after the EntryPoint and account factory are deployed. */

export { entryPointAddress } from './entry-point.js'

export interface BundlerService {
  /** Chain id → the bundler's JSON-RPC URL (eth_sendUserOperation, eth_getUserOperationReceipt …). */
  urls: Record<number, string>
  entryPointAddress: string
  /** The verifying paymaster (the same address on every chain) and the key its signer signs with (the server's W3M_PAYMASTER_SIGNER_KEY). */
  paymaster: { address: string; signerKey: Hex }
  stop(): Promise<void>
}

/** Keys of their own, funded with anvil_setBalance: the bundler's transactions never race a test's nonce on the funded accounts. */
const executorKey: Hex = keccak256(toHex('w3m-kit devnet bundler executor'))
const utilityKey: Hex = keccak256(toHex('w3m-kit devnet bundler utility'))

function altoEntry(): string {
  const require = createRequire(import.meta.url)
  // The package exports only its library entry (esm/index.js); the CLI sits beside it.
  return join(dirname(require.resolve('@pimlico/alto')), 'cli/alto.js')
}

async function fund(rpcUrl: string, key: Hex): Promise<void> {
  await jsonRpc(rpcUrl, 'anvil_setBalance', [privateKeyToAccount(key).address, toHex(parseEther('1000'))])
}

function ready(url: string): Promise<boolean> {
  return jsonRpc<string[] | undefined>(url, 'eth_supportedEntryPoints').then(
    entryPoints => (entryPoints ?? []).some(address => address.toLowerCase() === entryPointAddress.toLowerCase()),
    () => false
  )
}

const running = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

async function startAlto(chainId: number, rpcUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  // alto runs under a wrapper that exits when our end of its stdin closes: it never outlives the devnet, even a killed one.
  const wrapper = `process.stdin.on('end', () => process.exit(0)).resume(); process.argv.splice(1, 0, 'alto'); await import(${JSON.stringify(pathToFileURL(altoEntry()).href)})`
  const args = [
    ...['--input-type=module', '-e', wrapper, '--'],
    ...['--entrypoints', entryPointAddress, '--rpc-url', rpcUrl, '--port', String(port)],
    ...['--executor-private-keys', executorKey, '--utility-private-key', utilityKey],
    // anvil has no debug_traceCall JS tracer, which the ERC-7562 opcode/storage checks of safe mode need.
    ...['--safe-mode', 'false'],
    // The devnet funds the keys itself: no refill transactions, no balance monitor.
    ...['--refilling-wallets', 'false', '--utility-wallet-monitor', 'false'],
    // The frame (another origin) calls the bundler from the browser.
    ...['--enable-cors', 'true'],
    // anvil mines on each transaction: poll for receipts often instead of once per second.
    ...['--block-time', '200', '--min-bundle-interval', '50', '--max-bundle-interval', '200'],
    ...['--log-level', process.env.DEVNET_BUNDLER_LOG_LEVEL ?? 'warn']
  ]
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] })
  running.add(child)
  // Quiet like the other services (DEVNET_BUNDLER_LOG_LEVEL=info shows alto's log); the output's tail explains a failed start.
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
    if (process.env.DEVNET_BUNDLER_LOG_LEVEL) process.stderr.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let hasExited = false
  const exited = new Promise<void>(resolve =>
    child.once('exit', () => {
      hasExited = true
      running.delete(child)
      resolve()
    })
  )
  const stop = async () => {
    if (hasExited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }
  const url = `http://127.0.0.1:${port}`
  // alto deploys its simulation contracts at start-up; on a loaded machine that takes a while.
  const deadline = Date.now() + 90_000
  while (!(await ready(url))) {
    if (hasExited) throw new Error(`the bundler for chain ${chainId} exited: ${output.trim() || 'no output'}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the bundler for chain ${chainId} did not answer on ${url} within 90 s: ${output.trim()}`)
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  return { url, stop }
}

export async function startBundler(chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>): Promise<BundlerService> {
  const started: Array<{ stop(): Promise<void> }> = []
  const stop = async () => {
    await Promise.all(started.map(each => each.stop()))
  }
  try {
    const entries = await Promise.all(
      chains.map(async ({ chainId, rpcUrl }) => {
        await deployAccountAbstraction(chainId, rpcUrl)
        const paymaster = await deployPaymaster(chainId, rpcUrl)
        await Promise.all([fund(rpcUrl, executorKey), fund(rpcUrl, utilityKey)])
        const alto = await startAlto(chainId, rpcUrl)
        started.push(alto)
        return [chainId, alto.url, paymaster] as const
      })
    )
    const urls = Object.fromEntries(entries.map(([chainId, url]) => [chainId, url]))
    return { urls, entryPointAddress, paymaster: { address: entries[0]?.[2] ?? '', signerKey: paymasterSignerKey }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
