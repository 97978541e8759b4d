import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { it } from 'node:test'
import { brokenLinks, checkDocs, docFiles } from './doc-snippets.mjs'

// One type-check program for every block of README.md and docs/ and for the broken page below, so the
// test shows both that the docs compile and that a block that does not is caught (same checker, same run).
const BROKEN = {
  doc: 'broken.md',
  markdown: [
    '```ts',
    "import { createAppKit } from 'w3m-kit'",
    "createAppKit({ projectId: 'p', networks: [mainnet] }) // mainnet not imported",
    '```',
    '```tsx',
    "import { AppKitButtonn } from 'w3m-kit/react'",
    '```',
    '```html',
    '<w3m-buton></w3m-buton>',
    '<w3m-button colour="red"></w3m-button>',
    '```',
    '```sh',
    'npm run no-such-script',
    '```',
    '```vue',
    '<template><p v-if=">{{ x }}</p></template>',
    '```',
    '```svelte',
    "<script>import { appKitAccountt } from 'w3m-kit/svelte'</script>",
    '```',
    '```ts fragment',
    'const x = {',
    '```',
    '```css',
    'w3m-modal { --w3m-modal-widht: 400px; }',
    'w3m-modal::part(crad) { border: 0; }',
    '```',
    '```html',
    '<script type="importmap">{ "imports": { "w3m-kit/nope": "https://unpkg.com/w3m-kit@0.1.0/dist/cdn/nope.js" } }</script>',
    '```'
  ].join('\n')
}

// CPU time, not the wall clock: on a shared machine the wall clock measures the neighbours.
const started = process.cpuUsage()
const problems = checkDocs([...docFiles(), BROKEN])
const { user, system } = process.cpuUsage(started)
const seconds = (user + system) / 1e6

it('every code block in README.md and docs/ compiles against the package types', () => {
  assert.deepEqual(problems.filter(problem => !problem.startsWith('broken.md:')), [])
})

it('a block that does not compile is reported, at its line', () => {
  const broken = problems.filter(problem => problem.startsWith('broken.md:'))
  for (const expected of [
    /^broken\.md:3: Cannot find name 'mainnet'/,
    /^broken\.md:6: .*has no exported member named 'AppKitButtonn'/,
    /^broken\.md:9: <w3m-buton> is neither/,
    /^broken\.md:10: <w3m-button> has no attribute colour/,
    /^broken\.md:13: npm script "no-such-script" does not exist/,
    /^broken\.md:16: /,
    /^broken\.md:19: .*appKitAccountt/,
    /^broken\.md:22: /,
    /^broken\.md:25: --w3m-modal-widht is not a custom property/,
    /^broken\.md:25: ::part\(crad\) is not a part/,
    /^broken\.md:29: the import map names w3m-kit\/nope, which is not an entry/
  ]) {
    assert.ok(broken.some(problem => expected.test(problem)), `${expected} among:\n${broken.join('\n')}`)
  }
})

it('checks them all in under a minute of CPU time (one program)', () => {
  assert.ok(seconds < 60, `${seconds} s`)
})

it('every relative link of README.md and docs/ names a file that exists', () => {
  assert.deepEqual(brokenLinks(), [])
})

it('README.md stays a five-minute read: under 150 lines, the guides in docs/', () => {
  const lines = readFileSync(new URL('../README.md', import.meta.url), 'utf8').trimEnd().split('\n').length
  assert.ok(lines < 150, `README.md has ${lines} lines`)
})
