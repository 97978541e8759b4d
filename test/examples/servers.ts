import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../devnet/free-port.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface ExampleEntry {
  name: string
  build: string[]
  start: string[] | null
}

export interface ExampleServer {
  url: string
  stop(): Promise<void>
}

function exampleNamed(name: string): ExampleEntry {
  const examples = JSON.parse(readFileSync(new URL('../../examples/examples.json', import.meta.url), 'utf8')) as ExampleEntry[]
  const example = examples.find(candidate => candidate.name === name)
  if (!example?.start) throw new Error(`examples/examples.json has no server example "${name}"`)
  return example
}

/**
 * Starts a server-rendered example (built by scripts/examples.mjs) on a free loopback port, with the
 * e2e's devnet as its runtime configuration (`W3M_DEVNET`), as a host passes env to an app in
 * production; resolves once it answers. Its output is printed only if it fails to start.
 */
export async function startExampleServer(name: string): Promise<ExampleServer> {
  const [command, ...args] = exampleNamed(name).start!
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    HOSTNAME: '127.0.0.1',
    W3M_DEVNET: process.env.DEMO_DEVNET ?? '',
    NEXT_TELEMETRY_DISABLED: '1',
    NUXT_TELEMETRY_DISABLED: '1'
  }
  const child = spawn(command!, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout!.on('data', chunk => (output += chunk))
  child.stderr!.on('data', chunk => (output += chunk))
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    process.kill(-child.pid!, 'SIGTERM')
    await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 5_000))])
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL')
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`example ${name} exited with ${child.exitCode} before answering:\n${output}`)
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(() => true, () => false)
    if (answered) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`example ${name} did not answer on ${url} within 60 s:\n${output}`)
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
}
