// Builds the example apps (examples/examples.json) once, against the kit's built dist/ (build it
// first: `node scripts/build.mjs --demo`). `node scripts/examples.mjs` builds all of them;
// `node scripts/examples.mjs next vue` only those. Two at a time: a framework build leaves a core idle
// while it waits on its type checker or its file writes, and the machine has two.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const examples = JSON.parse(readFileSync(new URL('../examples/examples.json', import.meta.url), 'utf8'))
const PARALLEL = 2

export function exampleNamed(name) {
  const example = examples.find(candidate => candidate.name === name)
  if (!example) throw new Error(`No example "${name}" in examples/examples.json (${examples.map(e => e.name).join(', ')})`)
  return example
}

/** Runs one example's build command from the repository root; output is kept and printed only on failure. */
function build({ name, build: [command, ...args] }) {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    // Offline builds: no telemetry calls from Next.js or Nuxt.
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NUXT_TELEMETRY_DISABLED: '1' }
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', chunk => (output += chunk))
    child.stderr.on('data', chunk => (output += chunk))
    child.on('error', reject)
    child.on('close', code => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (code === 0) return resolve(console.log(`built example ${name} (${seconds} s)`))
      process.stderr.write(output)
      reject(new Error(`example ${name}: \`${[command, ...args].join(' ')}\` exited with ${code} after ${seconds} s`))
    })
  })
}

async function main() {
  if (!existsSync(new URL('../dist/index.js', import.meta.url))) throw new Error('dist/ is missing: run `node scripts/build.mjs --demo` first.')
  const names = process.argv.slice(2)
  const queue = names.length > 0 ? names.map(exampleNamed) : [...examples]
  const failures = []
  const worker = async () => {
    for (let example = queue.shift(); example; example = queue.shift()) await build(example).catch(error => failures.push(error))
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  for (const failure of failures) console.error(failure.message)
  if (failures.length > 0) process.exit(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
