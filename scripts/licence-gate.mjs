// `node scripts/licence-gate.mjs` (an `npm test` stage, after the build): what w3m-kit and w3m-kit-server
// (and w3m-kit-devnet) ship is under permissive licences only, and no WalletConnect Community License code is anywhere.
//  1. packs the packages, installs each tarball into an empty folder with production dependencies
//     only (npm's cache, no install scripts) and reads every installed package's licence;
//  2. reads which packages the builds inline (library, CDN build, frame page, server bundle: the lists
//     scripts/inlined-packages.mjs writes from the bundlers' module graphs) and reads theirs;
//  3. scans the root lock file and node_modules (devDependencies too) for the Community License.
// Fails naming each package, its version, its licence and where it was found. Allowlist and reasons:
// scripts/licence-policy.json. docs/walletconnect.md says why.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { readInlinedPackages } from './inlined-packages.mjs'
import { COMMUNITY_LICENSE, declaredLicence, isCommunityLicensed, spdxAllows } from './licences.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

export function readPolicy(file = join(root, 'scripts/licence-policy.json')) {
  const policy = JSON.parse(readFileSync(file, 'utf8'))
  const unexplained = policy.allowed.filter(id => !BASE_ALLOWLIST.includes(id) && !policy.reasons[id])
  if (unexplained.length) throw new Error(`${file}: ${unexplained.join(', ')} allowed without a reason`)
  const unreasoned = Object.entries(policy.exceptions ?? {}).flatMap(([label, names]) => Object.entries(names).filter(([, reason]) => !reason).map(([name]) => `${label}: ${name}`))
  if (unreasoned.length) throw new Error(`${file}: ${unreasoned.join(', ')} excepted without a reason`)
  return policy
}
const BASE_ALLOWLIST = ['MIT', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0', 'Unlicense']

/** Every package folder under a node_modules tree (scoped and nested copies too). */
export function installedPackageDirs(nodeModules) {
  const found = []
  const visit = dir => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue
      if (name.startsWith('@')) {
        for (const scoped of readdirSync(join(dir, name))) visitPackage(join(dir, name, scoped))
      } else visitPackage(join(dir, name))
    }
  }
  const visitPackage = dir => {
    if (!existsSync(join(dir, 'package.json'))) return
    found.push(dir)
    visit(join(dir, 'node_modules'))
  }
  visit(nodeModules)
  return found
}

/** `{ name, version, dir, where }` entries whose licence is off the allowlist, as failure lines. */
export function licenceFailures(entries, policy) {
  const failures = []
  for (const { name, version, dir, where } of entries) {
    const licence = declaredLicence(dir)
    if (licence === COMMUNITY_LICENSE || !spdxAllows(licence, policy.allowed)) failures.push(`${name}@${version}: ${licence} (${where})`)
  }
  return [...new Set(failures)]
}

function manifestOf(dir) {
  const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  return { name, version }
}

/** Failures among the packages installed in `site` (a folder that installed a tarball), less the ones `policy.exceptions[label]` names (never a Community License). */
export function installedFailures(site, label, policy) {
  const excepted = policy.exceptions?.[label] ?? {}
  const entries = installedPackageDirs(join(site, 'node_modules')).map(dir => ({ ...manifestOf(dir), dir, where: `installed with ${label}` }))
  const allowedHere = entries.filter(entry => !excepted[entry.name] || declaredLicence(entry.dir) === COMMUNITY_LICENSE)
  return { count: entries.length, failures: licenceFailures(allowedHere, policy) }
}

/** Failures among the packages a build inlines (its `.meta/inlined-packages.json`). */
export function inlinedFailures(outDir, policy) {
  const { bundle, packages } = readInlinedPackages(outDir)
  return { count: packages.length, failures: licenceFailures(packages.map(entry => ({ ...entry, where: `inlined into the ${bundle}` })), policy) }
}

/**
 * Community-licensed packages anywhere in a lock file (devDependencies included): by the licence files
 * of the installed copy, or, for an entry not installed here (another platform's), by its lock entry.
 */
export function lockFailures(projectRoot) {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8'))
  const failures = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path) continue
    const dir = join(projectRoot, path)
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const installed = existsSync(join(dir, 'package.json'))
    const community = installed ? isCommunityLicensed(dir) : /^@(walletconnect|reown)\//.test(name) && /^SEE LICEN[CS]E IN/i.test(entry.license ?? '')
    if (community) failures.push(`${name}@${entry.version}: ${COMMUNITY_LICENSE} (package-lock.json: ${path})`)
  }
  return failures
}

/** Packs `dir`'s package into `work`; resolves to the tarball's file name. */
export async function packTarball(dir, work) {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--silent', '--pack-destination', work], { cwd: dir, encoding: 'utf8' })
  const name = stdout.trim().split('\n').at(-1)
  if (!name) throw new Error(`npm pack printed no tarball name in ${dir}`)
  return name
}

/** Packs `dir`'s package and installs the tarball, production dependencies only, into a new folder of `work`. */
export async function installPacked(dir, work, label) {
  const quiet = { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' }
  const tarball = await packTarball(dir, work)
  const site = join(work, label)
  mkdirSync(site)
  writeFileSync(join(site, 'package.json'), JSON.stringify({ name: `licence-gate-${label}`, private: true }))
  execFileSync('npm', ['install', join(work, tarball), '--prefer-offline', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { ...quiet, cwd: site })
  return site
}

async function main() {
  const started = performance.now()
  const policy = readPolicy()
  const work = mkdtempSync(join(tmpdir(), 'w3m-licence-gate-'))
  const report = []
  const failures = []
  const add = (what, result) => {
    report.push(`${what}: ${result.count} packages`)
    failures.push(...result.failures)
  }
  try {
    add('w3m-kit installed with --omit=dev', installedFailures(await installPacked(root, work, 'w3m-kit'), 'w3m-kit', policy))
    add('w3m-kit-server installed with --omit=dev', installedFailures(await installPacked(join(root, 'server'), work, 'w3m-kit-server'), 'w3m-kit-server', policy))
    // The test tool: its named exceptions (the bundler alto runs as a separate process) are in the policy.
    add('w3m-kit-devnet installed with --omit=dev', installedFailures(await installPacked(join(root, 'devnet'), work, 'w3m-kit-devnet'), 'w3m-kit-devnet', policy))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  for (const outDir of ['dist', 'dist/cdn', 'frame/page/dist', 'server/dist', 'devnet/dist']) add(`inlined into ${outDir}/`, inlinedFailures(join(root, outDir), policy))
  const lock = lockFailures(root)
  report.push(`package-lock.json and node_modules: ${lock.length} ${COMMUNITY_LICENSE} packages`)
  failures.push(...lock)
  for (const line of report) console.log(`  ${line}`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (failures.length) {
    console.error(`Licence gate: ${failures.length} package(s) off the allowlist (scripts/licence-policy.json):\n${failures.map(line => `  ${line}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`Licence gate: every shipped and inlined package is ${policy.allowed.join(', ')}; no ${COMMUNITY_LICENSE} in the lock (${seconds} s)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
