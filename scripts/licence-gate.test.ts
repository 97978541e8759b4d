import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { inlinedFailures, installedFailures, lockFailures, readPolicy } from './licence-gate.mjs'
import { writeInlinedPackages } from './inlined-packages.mjs'
import { copyrightLines, spdxAllows } from './licences.mjs'

const policy = readPolicy()
const work = mkdtempSync(join(tmpdir(), 'licence-gate-test-'))
after(() => rmSync(work, { recursive: true, force: true }))

/** The opening of @walletconnect/core 2.25.0's LICENSE.md (its package.json says "SEE LICENSE IN LICENSE.md"). */
const COMMUNITY_LICENSE_TEXT = '**WALLETCONNECT COMMUNITY LICENSE AGREEMENT**\n\n**Release Date: 20 August 2025**\n…'

function addPackage(nodeModules: string, name: string, version: string, license: string, files: Record<string, string> = {}): string {
  const dir = join(nodeModules, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version, license }))
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  return dir
}

/** A folder as `npm install <tarball> --omit=dev` leaves it: permissive packages, a nested copy, optionally a Community-licensed one. */
function site(name: string, withCommunityPackage: boolean): string {
  const modules = join(work, name, 'node_modules')
  addPackage(modules, 'w3m-kit', '0.1.0', 'MIT', { LICENSE: 'Copyright (c) w3m-kit' })
  addPackage(modules, 'dual', '1.0.0', '(MIT OR GPL-3.0-only)')
  addPackage(join(modules, 'dual/node_modules'), 'nested', '2.0.0', 'Apache-2.0')
  if (withCommunityPackage) addPackage(join(modules, 'w3m-kit/node_modules'), '@walletconnect/sign-client', '2.25.0', 'SEE LICENSE IN LICENSE.md', { 'LICENSE.md': COMMUNITY_LICENSE_TEXT })
  return join(work, name)
}

describe('licence gate', () => {
  test('passes a tree of permissive packages (an SPDX OR passes on its allowed side)', () => {
    assert.deepEqual(installedFailures(site('clean', false), 'w3m-kit', policy), { count: 3, failures: [] })
  })

  test('fails when a WalletConnect Community License package is added, naming it, its licence and where it is', () => {
    const { failures } = installedFailures(site('community', true), 'w3m-kit', policy)
    assert.deepEqual(failures, ['@walletconnect/sign-client@2.25.0: WalletConnect Community License (installed with w3m-kit)'])
  })

  test('fails on an inlined package off the allowlist, read from the build\'s own list', () => {
    const modules = join(work, 'inlined', 'node_modules')
    const gpl = addPackage(modules, 'copyleft', '3.1.0', 'GPL-3.0-only')
    const mit = addPackage(modules, 'fine', '1.0.0', 'MIT')
    const outDir = join(work, 'inlined', 'dist')
    writeInlinedPackages(outDir, 'CDN build (dist/cdn/)', [join(gpl, 'index.js'), join(mit, 'lib/a.js?commonjs-proxy'), join(work, 'src/own.ts')])
    assert.deepEqual(inlinedFailures(outDir, policy), { count: 2, failures: ['copyleft@3.1.0: GPL-3.0-only (inlined into the CDN build (dist/cdn/))'] })
  })

  test('fails on a Community-licensed devDependency in the lock, installed or only listed', () => {
    const project = join(work, 'project')
    addPackage(join(project, 'node_modules'), '@reown/walletkit', '1.6.0', 'SEE LICENSE IN LICENSE.md', { 'LICENSE.md': COMMUNITY_LICENSE_TEXT })
    const lock = {
      packages: {
        '': { name: 'project' },
        'node_modules/@reown/walletkit': { version: '1.6.0', dev: true, license: 'SEE LICENSE IN LICENSE.md' },
        'node_modules/@reown/walletkit/node_modules/@walletconnect/pay': { version: '1.1.0', dev: true, license: 'SEE LICENSE IN LICENSE.md' },
        'node_modules/@walletconnect/core': { version: '2.21.8', dev: true, license: 'Apache-2.0' }
      }
    }
    writeFileSync(join(project, 'package-lock.json'), JSON.stringify(lock))
    assert.deepEqual(lockFailures(project), [
      '@reown/walletkit@1.6.0: WalletConnect Community License (package-lock.json: node_modules/@reown/walletkit)',
      '@walletconnect/pay@1.1.0: WalletConnect Community License (package-lock.json: node_modules/@reown/walletkit/node_modules/@walletconnect/pay)'
    ])
  })

  test('this repository\'s lock and node_modules hold no Community License package', () => {
    assert.deepEqual(lockFailures(fileURLToPath(new URL('..', import.meta.url))), [])
  })
})

describe('licence expressions and notices', () => {
  const allowed = policy.allowed as string[]
  test('SPDX: OR needs one allowed side, AND both; WITH and parentheses parse; free text does not pass', () => {
    assert.equal(spdxAllows('MIT OR Apache-2.0', allowed), true)
    assert.equal(spdxAllows('(MIT OR GPL-3.0-only)', allowed), true)
    assert.equal(spdxAllows('(Apache-2.0 AND MIT)', allowed), true)
    assert.equal(spdxAllows('MIT AND GPL-3.0-only', allowed), false)
    assert.equal(spdxAllows('Apache-2.0 WITH LLVM-exception', allowed), true)
    assert.equal(spdxAllows('SEE LICENSE IN LICENSE.md', allowed), false)
    assert.equal(spdxAllows('UNLICENSED', allowed), false)
    assert.equal(spdxAllows('MIT OR', allowed), false)
  })

  test('copyright lines leave out templates and licence clauses', () => {
    const apache = '(c) You must retain, in the Source form\n   Copyright [yyyy] [name of copyright owner]\nCopyright 2021 WalletConnect, Inc.\nthe above copyright notice'
    assert.deepEqual(copyrightLines(apache), ['Copyright 2021 WalletConnect, Inc.'])
  })
})
