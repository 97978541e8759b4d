import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { it } from 'node:test'
import { fileURLToPath } from 'node:url'

// The code's comments cite the behaviour spec by section ("behaviour §4", "behaviour §8, §9",
// "behaviour §4/§5"): every cited section must be a heading of docs/behaviour.md ("## 4. …"), and
// nothing cites the old out-of-tree SPEC (a branch that still does: node rewrite-spec-citations.mjs).
const root = fileURLToPath(new URL('..', import.meta.url))
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|wasm|gz|zip|sqlite)$/i

/** The section numbers of a behaviour page: its `## n. Title` headings. */
export function sections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map(match => Number(match[1])))
}

/** Every section a text cites, with its line: "behaviour §8, §9" cites 8 and 9. */
export function citations(text: string): Array<{ section: number; line: number }> {
  const found: Array<{ section: number; line: number }> = []
  for (const match of text.matchAll(/\bbehaviour §(\d+)((?:\s*(?:,|\/|and|or)\s*§\d+)*)/g)) {
    const line = text.slice(0, match.index).split('\n').length
    for (const number of [match[1], ...[...(match[2] ?? '').matchAll(/§(\d+)/g)].map(more => more[1])]) found.push({ section: Number(number), line })
  }
  return found
}

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  // This file's own examples cite sections that do not exist, on purpose.
  .filter(file => file && !BINARY.test(file) && file !== 'scripts/behaviour-citations.test.ts')
function read(file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8')
  } catch {
    return '' // listed but gone from the work tree
  }
}
const known = sections(read('docs/behaviour.md'))

it('reads a list of sections and reports one the page does not have', () => {
  const page = sections('# B\n## 1. One\n## 2. Two\n### 2.1 not a section\n')
  assert.deepEqual([...page], [1, 2])
  const cited = citations('// behaviour §1\n/* behaviour §2, §12 and §1 */ x\n// behaviour §2/§3')
  assert.deepEqual(cited, [{ section: 1, line: 1 }, { section: 2, line: 2 }, { section: 12, line: 2 }, { section: 1, line: 2 }, { section: 2, line: 3 }, { section: 3, line: 3 }])
  assert.deepEqual(cited.filter(({ section }) => !page.has(section)).map(({ section }) => section), [12, 3])
})

it('docs/behaviour.md has the sections 1 to 9 the first specification had', () => {
  assert.deepEqual([...known].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9])
})

it('every "behaviour §n" in the repository names a section of docs/behaviour.md', () => {
  const missing: string[] = []
  let count = 0
  for (const file of files) {
    for (const { section, line } of citations(read(file))) {
      count++
      if (!known.has(section)) missing.push(`${file}:${line}: §${section}`)
    }
  }
  assert.deepEqual(missing, [])
  assert.ok(count > 300, `${count} citations found`)
})

it('nothing cites the old SPEC, which is not in the repository', () => {
  const stale = files.filter(file => /\bSPEC §|\bSPEC's\b|\bthe SPEC\b/.test(read(file)))
  assert.deepEqual(stale, [])
})
