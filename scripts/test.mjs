// `npm test`: every check the project promises, in order. Finds (or installs) Chromium first.
import { spawn } from 'node:child_process'
import { ensureChromium } from './chromium.mjs'

const chromePath = ensureChromium()
const env = { ...process.env, CHROME_PATH: chromePath, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

// Each stage is a command, or a list of independent ones that run at once (their output interleaves).
const STAGES = [
  ['types and lint', [
    ['npx', ['--no-install', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['npx', ['--no-install', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']]
  ]],
  ['manifest and React wrappers are current', 'node', ['scripts/react-wrappers.mjs', '--check']],
  ['API docs are current (docs/api.md)', 'node', ['scripts/api-docs.mjs', '--check']],
  ['the lock file installs with npm ci on every platform', 'node', ['scripts/complete-lock.mjs', '--check']],
  ['build (library, demo and examples)', 'node', ['scripts/build.mjs', '--demo', '--examples']],
  // Both pack and install from npm's cache (mostly disk), and need only the build: run at once.
  ['licences (what ships and what the builds inline is permissive; no WalletConnect Community License in the lock), and w3m-kit-devnet outside the repository (a fresh folder runs docs/testing.md\'s test files against a wagmi dapp, then with w3m-kit (TypeScript: w3m-kit/wagmi in wagmi 3\'s createConfig) against its script-tag page)', [
    ['node', ['scripts/licence-gate.mjs']],
    ['node', ['scripts/devnet-package-check.mjs']]
  ]],
  ['unit and service tests (node:test)', 'node', ['scripts/unit.mjs']],
  ['element tests (web-test-runner, Chromium)', 'npx', ['--no-install', 'web-test-runner']],
  ['gallery: visual and axe tests over every story (Storybook, Chromium)', 'npx', ['--no-install', 'tsx', 'test/visual/visual.ts']],
  ['end-to-end tests (Playwright, Chromium, devnet)', 'npx', ['--no-install', 'playwright', 'test']]
]

const results = []
for (const [name, command, args] of STAGES) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const commands = Array.isArray(command) ? command : [[command, args]]
  const statuses = await Promise.all(commands.map(([file, argv]) => run(file, argv, commands.length > 1)))
  const status = statuses.every(each => each === 0) ? 0 : 1
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) })
  // Later stages need the build: stop at a failed build rather than report noise.
  if (status !== 0 && name.startsWith('build')) break
}

/** Runs one command; in a stage of several, says when each ends and how long it took. */
function run(file, argv, sayTime) {
  const started = Date.now()
  return new Promise(resolve => {
    spawn(file, argv, { stdio: 'inherit', env }).on('close', code => {
      if (sayTime) console.log(`(${argv.filter(arg => !arg.startsWith('-'))[0]}: ${code === 0 ? 'ok' : 'failed'}, ${Math.round((Date.now() - started) / 1000)} s)`)
      resolve(code)
    })
  })
}

console.log('\n=== summary ===')
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`)
const failed = results.filter(result => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 && results.length === STAGES.length ? 0 : 1)
