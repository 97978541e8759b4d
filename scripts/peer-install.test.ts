// `npm install w3m-kit` in a site that already has wagmi (docs/wagmi.md): npm resolves the kit beside
// the site's packages, without --legacy-peer-deps. Resolution reads only the manifest, so this packs one
// from package.json (no build needed) and adds it to each kind of site's lock (`--package-lock-only`:
// no node_modules, from npm's cache when it can, else the registry; about 5 s a site).
// With @wagmi/core in peerDependencies, both wagmi 3 sites failed here (ERESOLVE on ox, through
// @wagmi/core's optional peers: docs/wagmi.md#installing-beside-wagmi). The whole packed package beside
// wagmi, then used: scripts/devnet-package-check.mjs.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { packTarball } from './licence-gate.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
const manifest = readJson(join(root, 'package.json'))
const lockPackages = readJson(join(root, 'package-lock.json')).packages as Record<string, { version: string }>
const locked = (key: string) => lockPackages[`node_modules/${key}`]!.version
const at = (name: string, key = name) => [name, locked(key)] as const

/** Each kind of site docs/wagmi.md serves, at this repository's versions; TypeScript is in most sites (and is what drew the conflict in). */
const SITES: Record<string, (readonly [string, string])[]> = {
  'wagmi 3, React Query, React, TypeScript': [at('wagmi'), at('viem'), at('@tanstack/react-query'), at('react'), at('typescript')],
  'wagmi 3, React, TypeScript (React Query from wagmi)': [at('wagmi'), at('viem'), at('react'), at('typescript')],
  'wagmi 2, React Query, React, TypeScript': [at('wagmi', 'wagmi-v2'), at('viem'), at('@tanstack/react-query'), at('react'), at('typescript')],
  '@wagmi/core 3 without React, TypeScript': [at('@wagmi/core'), at('viem'), at('typescript')]
}

const run = promisify(execFile)
const npm = (cwd: string, args: string[]) => run('npm', [...args, '--package-lock-only', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' })
const names = (lock: Record<string, unknown>) => Object.keys(lock).map(key => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))

describe('npm install w3m-kit beside a site\'s wagmi', { concurrency: 2 }, () => {
  let work = ''
  let tarball = ''
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'w3m-peer-install-'))
    mkdirSync(join(work, 'kit'))
    writeFileSync(join(work, 'kit/package.json'), JSON.stringify({ ...manifest, scripts: {} }))
    tarball = join(work, await packTarball(join(work, 'kit'), work))
  })
  after(() => rmSync(work, { recursive: true, force: true }))

  for (const [kind, packages] of Object.entries(SITES)) {
    it(`${kind}: resolves with no peer conflict and adds no @wagmi/core of its own`, async () => {
      const site = join(work, kind.replace(/\W+/g, '-'))
      mkdirSync(site)
      writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies: Object.fromEntries(packages) }))
      await npm(site, ['install'])
      const siteOnly = (readJson(join(site, 'package-lock.json')).packages ?? {}) as Record<string, unknown>
      try {
        await npm(site, ['install', tarball])
      } catch (error) {
        assert.fail(`npm install w3m-kit failed in a site with ${packages.map(([name]) => name).join(', ')}:\n${String((error as { stderr?: string }).stderr).split('\n').slice(0, 30).join('\n')}`)
      }
      const withKit = (readJson(join(site, 'package-lock.json')).packages ?? {}) as Record<string, unknown>
      assert.ok(withKit['node_modules/w3m-kit'], 'w3m-kit is in the lock')
      assert.equal(names(withKit).filter(name => name === '@wagmi/core').length, names(siteOnly).filter(name => name === '@wagmi/core').length, 'the site\'s @wagmi/core only')
      for (const name of ['accounts', 'permissionless', '@privy-io/react-auth']) assert.ok(!names(withKit).includes(name), `${name} (@wagmi/core's optional peers' chain) stays out`)
    })
  }
})
