import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { CDN_RECIPE_END, CDN_RECIPE_START, recipeBlock, recipePage, sri, staticGraph, withBlock } from './cdn-integrity.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')
/** Every package this repository publishes to npm (the release workflow publishes each). */
const PUBLISHED = ['package.json', 'server/package.json']
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare']

describe('what we publish (supply chain)', () => {
  it('every published package is published with provenance, publicly, and runs no script on install', () => {
    for (const path of PUBLISHED) {
      const manifest = JSON.parse(read(path)) as { publishConfig?: Record<string, unknown>; scripts?: Record<string, string> }
      assert.deepEqual(manifest.publishConfig, { access: 'public', provenance: true }, path)
      const found = INSTALL_SCRIPTS.filter(name => manifest.scripts?.[name])
      assert.deepEqual(found, [], `${path} has install scripts: ${found.join(', ')}`)
    }
  })

  it('the release workflow runs every check, then publishes each package with provenance under an OIDC token', () => {
    const workflow = read('.github/workflows/release.yml')
    assert.match(workflow, /id-token: write/)
    const test = workflow.indexOf('run: npm test')
    const publishes = [...workflow.matchAll(/run: npm publish --provenance --access public/g)].map(match => match.index!)
    assert.ok(test > 0, 'npm test runs')
    assert.equal(publishes.length, PUBLISHED.length, 'one publish per package')
    assert.ok(publishes.every(at => at > test), 'nothing is published before npm test passed')
    assert.match(workflow, /working-directory: server/)
  })

  it("the CDN recipe's integrity hashes are dist/cdn/'s as built, pinned to this version, for every file the entries import", () => {
    const cdn = `${root}dist/cdn`
    assert.ok(existsSync(cdn), 'dist/cdn/ is not built: run npm run build')
    const { version } = JSON.parse(read('package.json')) as { version: string }
    const { page, text } = recipePage()
    const block = text.slice(text.indexOf(CDN_RECIPE_START), text.indexOf(CDN_RECIPE_END) + CDN_RECIPE_END.length)
    assert.equal(block, recipeBlock(cdn, version), `${page}'s hashes are stale: run node scripts/cdn-integrity.mjs`)
    // Recomputed here too, file by file: each statically imported file has its hash in the map and on a preload.
    const files = staticGraph(cdn)
    assert.ok(files.includes('index.js') && files.includes('networks.js') && files.length >= 3)
    for (const file of files) {
      const url = `https://unpkg.com/w3m-kit@${version}/dist/cdn/${file}`
      const hash = sri(readFileSync(`${cdn}/${file}`))
      assert.ok(block.includes(`"${url}": "${hash}"`), `${file} in the import map's integrity`)
      assert.ok(block.includes(`<link rel="modulepreload" href="${url}" integrity="${hash}" crossorigin="anonymous">`), `${file} preloaded with its hash`)
    }
    // A changed file is caught: the block made from a tampered hash differs.
    assert.notEqual(withBlock(text, block.replace(/sha384-[A-Za-z0-9+/]/, 'sha384-!')), text)
  })
})
