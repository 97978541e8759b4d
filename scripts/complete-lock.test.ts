import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { it } from 'node:test'
import { missingEntries, platformOf, rootDrift } from './complete-lock.mjs'

it('reads the platform from a binary package name', () => {
  assert.deepEqual(platformOf('@foundry-rs/anvil-darwin-arm64'), { os: 'darwin', cpu: 'arm64', libc: undefined })
  assert.deepEqual(platformOf('@foundry-rs/anvil-win32-amd64'), { os: 'win32', cpu: 'x64', libc: undefined })
  assert.deepEqual(platformOf('@rollup/rollup-linux-arm-musleabihf'), { os: 'linux', cpu: 'arm', libc: 'musl' })
  assert.deepEqual(platformOf('litesvm-linux-arm64-gnu'), { os: 'linux', cpu: 'arm64', libc: 'glibc' })
  assert.equal(platformOf('fsevents'), undefined)
})

it("adds a lacking platform package from its sibling's fields, and the committed lock lacks none", () => {
  const packages = {
    '': {},
    'node_modules/tool': { version: '1.0.0', optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0' } },
    'node_modules/tool-linux-x64': { version: '1.0.0', dev: true, license: 'MIT', os: ['linux'], cpu: ['x64'] }
  }
  const missing = missingEntries(packages)
  assert.deepEqual([...missing.keys()], ['node_modules/tool-darwin-arm64'])
  assert.deepEqual(missing.get('node_modules/tool-darwin-arm64'), { version: '1.0.0', cpu: ['arm64'], dev: true, license: 'MIT', optional: true, os: ['darwin'] })
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, unknown> }
  assert.equal(missingEntries(lock.packages).size, 0)
  for (const platform of ['linux-amd64', 'linux-arm64', 'darwin-amd64', 'darwin-arm64', 'win32-amd64']) {
    assert.ok(lock.packages[`node_modules/@foundry-rs/anvil-${platform}`], `anvil for ${platform} is in the lock`)
  }
})

it("finds a lock root that npm install would rewrite (a dependency map's keys out of npm's order), and the committed lock has none", () => {
  const manifest = { dependencies: { b: '1', a: '1' }, peerDependencies: { react: '>=18', '@wagmi/core': '>=2' } }
  assert.deepEqual(rootDrift(manifest, { dependencies: { a: '1', b: '1' }, peerDependencies: { react: '>=18', '@wagmi/core': '>=2' } }), ['peerDependencies'])
  assert.deepEqual(rootDrift(manifest, { dependencies: { a: '1', b: '1' }, peerDependencies: { '@wagmi/core': '>=2', react: '>=18' } }), [])
  assert.deepEqual(rootDrift(manifest, { dependencies: { a: '1' }, peerDependencies: { '@wagmi/core': '>=2', react: '>=18' } }), ['dependencies'])
  const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>
  assert.deepEqual(rootDrift(read('../package.json'), read('../package-lock.json').packages[''] as Record<string, unknown>), [])
})
