import { spawn, type ChildProcess } from 'node:child_process'
import { FUNDED_ACCOUNTS } from './accounts.js'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { freePort } from '../free-port.js'
import { dirname, join } from 'node:path'
import { jsonRpc } from './json-rpc.js'

/** One anvil process: binary resolution, a free port, readiness and a kill that leaves no orphan. */

export interface AnvilProcess {
  rpcUrl: string
  port: number
  stop(): Promise<void>
}

const platformArch: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/** The native binary, so we own the real process instead of a Node wrapper that forwards signals. */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapperDir = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const native = `@foundry-rs/anvil-${process.platform}-${platformArch[process.arch] ?? process.arch}`
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const path = createRequire(join(wrapperDir, 'package.json')).resolve(`${native}/bin/${binary}`)
    if (existsSync(path)) return path
  } catch {
    // Fall back to the package's own wrapper below.
  }
  return join(wrapperDir, 'bin.mjs')
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL')
  })
}

function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  return jsonRpc<string | undefined>(rpcUrl, 'eth_chainId').then(
    id => (id ? Number(id) : undefined),
    () => undefined
  )
}

async function launch(chainId: number, port: number): Promise<AnvilProcess> {
  const binary = resolveAnvilBinary()
  const args = ['--port', String(port), '--host', '127.0.0.1', '--chain-id', String(chainId), '--accounts', String(FUNDED_ACCOUNTS), '--silent']
  const command = binary.endsWith('.mjs') ? process.execPath : binary
  const child = spawn(command, binary.endsWith('.mjs') ? [binary, ...args] : args, { stdio: ['ignore', 'ignore', 'pipe'] })
  running.add(child)
  installExitHook()

  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  let hasExited = false
  void exited.then(() => {
    hasExited = true
    running.delete(child)
  })

  const rpcUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  while ((await rpcChainId(rpcUrl)) !== chainId) {
    if (hasExited) throw new Error(`anvil for chain ${chainId} exited: ${stderr.trim() || 'no output'}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`anvil for chain ${chainId} did not answer on ${rpcUrl} within 15 s`)
    }
    await new Promise(resolve => setTimeout(resolve, 30))
  }

  return {
    rpcUrl,
    port,
    stop: async () => {
      if (hasExited) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000)
      await exited
      clearTimeout(timer)
    }
  }
}

/** Starts anvil on a free port; retries on a fresh port when another process grabbed ours first. */
export async function startAnvil(chainId: number): Promise<AnvilProcess> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await launch(chainId, await freePort())
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}
