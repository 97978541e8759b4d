import assert from 'node:assert/strict'
import { mkdtempSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { defaultInfoPath, PACKAGED, PROJECT_ROOT } from './info.js'

describe('defaultInfoPath', () => {
  const cwd = process.cwd()
  const env = process.env.DEVNET_INFO
  let project: string
  beforeEach(() => {
    project = realpathSync(mkdtempSync(join(tmpdir(), 'devnet-info-')))
    process.chdir(project)
    delete process.env.DEVNET_INFO
  })
  afterEach(() => {
    process.chdir(cwd)
    if (env === undefined) delete process.env.DEVNET_INFO
    else process.env.DEVNET_INFO = env
  })

  it('is .devnet/info.json under the repository here (not packaged)', () => {
    assert.equal(PACKAGED, false)
    assert.equal(defaultInfoPath(), join(PROJECT_ROOT, '.devnet/info.json'))
  })

  it('is under the user\'s working folder in the package, where the CLI writes it and readDevnetInfo() looks', () => {
    assert.equal(defaultInfoPath(true), join(project, '.devnet/info.json'))
    process.env.DEVNET_INFO = 'e2e/devnet.json'
    assert.equal(defaultInfoPath(true), join(project, 'e2e/devnet.json'))
  })
})
