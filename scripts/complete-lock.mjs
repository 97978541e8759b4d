#!/usr/bin/env node
// Adds to package-lock.json the platform packages npm leaves out when the lock is written on one
// platform (anvil, rollup, litesvm binaries for other OS/CPU), so `npm ci` accepts the lock everywhere.
// Each entry takes its os/cpu/libc from the package name and its other fields from the installed sibling;
// it has no integrity (the registry is asked on the platform that installs it).
// --check also fails when the lock's root entry differs from what `npm install` writes from package.json
// (npm sorts each dependency map's keys), since a fresh clone's first `npm install` would then rewrite it.
// Usage: node scripts/complete-lock.mjs [--check]   (--check: exit 1 when entries are missing or the root drifts)
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url))
const manifestPath = fileURLToPath(new URL('../package.json', import.meta.url))
const DEPENDENCY_MAPS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta']
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix']
const CPU = { x64: 'x64', amd64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' }

/** `@rollup/rollup-linux-arm-musleabihf` → { os: linux, cpu: arm, libc: musl }; undefined when the name names no platform. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find(part => OS.includes(part))
  const cpu = parts.map(part => CPU[part]).find(Boolean)
  if (!os || !cpu) return undefined
  const libc = os !== 'linux' ? undefined : parts.some(part => part.startsWith('musl')) ? 'musl' : parts.some(part => part.startsWith('gnu')) ? 'glibc' : undefined
  return { os, cpu, libc }
}

/** Where npm would look for `dependency` of the package at `from`: its own node_modules, then each ancestor's. */
function resolvedKey(packages, from, dependency) {
  let base = from
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${dependency}`
    if (packages[key]) return key
    if (!base) return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut < 0 ? '' : base.slice(0, cut)
  }
}

export function missingEntries(packages) {
  const missing = new Map()
  for (const [key, entry] of Object.entries(packages)) {
    const optional = Object.entries(entry.optionalDependencies ?? {})
    const sibling = optional.map(([name]) => resolvedKey(packages, key, name)).find(Boolean)
    for (const [name, version] of optional) {
      const platform = platformOf(name)
      if (resolvedKey(packages, key, name) || !platform || !sibling) continue
      const { license, engines, dev } = packages[sibling]
      missing.set(`node_modules/${name}`, {
        version,
        cpu: [platform.cpu],
        ...(dev ? { dev: true } : {}),
        ...(platform.libc ? { libc: [platform.libc] } : {}),
        ...(license ? { license } : {}),
        optional: true,
        os: [platform.os],
        ...(engines ? { engines } : {})
      })
    }
  }
  return missing
}

/** The dependency maps of the lock's root entry that `npm install` would rewrite: npm writes package.json's maps with their keys sorted (localeCompare 'en'). */
export function rootDrift(manifest, root) {
  return DEPENDENCY_MAPS.filter(field => {
    const sorted = manifest[field] && Object.fromEntries(Object.entries(manifest[field]).sort(([a], [b]) => a.localeCompare(b, 'en')))
    return JSON.stringify(sorted) !== JSON.stringify(root[field])
  })
}

function main() {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
  const missing = missingEntries(lock.packages)
  if (process.argv.includes('--check')) {
    const drift = rootDrift(JSON.parse(readFileSync(manifestPath, 'utf8')), lock.packages[''])
    if (missing.size) console.error(`package-lock.json lacks ${missing.size} platform packages (npm ci would fail): run node scripts/complete-lock.mjs`)
    if (drift.length) console.error(`package-lock.json's root ${drift.join(', ')} differ from package.json's with sorted keys (a fresh npm install would rewrite the lock): sort those keys in package.json and run npm install`)
    process.exit(missing.size || drift.length ? 1 : 0)
  }
  const keys = Object.keys(lock.packages)
  for (const key of missing.keys()) {
    // npm orders the keys with localeCompare('en'): insert before the first key that sorts after.
    const at = keys.findIndex((existing, index) => index > 0 && existing.localeCompare(key, 'en') > 0)
    keys.splice(at < 0 ? keys.length : at, 0, key)
  }
  lock.packages = Object.fromEntries(keys.map(key => [key, lock.packages[key] ?? missing.get(key)]))
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`added ${missing.size} platform packages to package-lock.json`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
