import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { it } from 'node:test'
import { fileURLToPath } from 'node:url'

// docs/migrating-from-appkit.md: every row that says "same" names a test that uses AppKit's spelling.
// Cheap by design: the named test file must exist and contain the row's first name (`useDisconnect`,
// `getAddress`, `appkit-button`, `--w3m-accent`…), so a renamed test or a dropped case shows here.
const root = fileURLToPath(new URL('..', import.meta.url))
const doc = readFileSync(`${root}docs/migrating-from-appkit.md`, 'utf8')

interface Row {
  appKit: string
  status: string
  test: string
}

function rows(): Row[] {
  return doc
    .split('\n')
    .filter(line => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| AppKit |'))
    .map(line => {
      // Split on pipes that are not escaped (`\|` inside a cell).
      const cells = line.slice(1, -1).split(/(?<!\\)\|/).map(cell => cell.trim())
      return { appKit: cells[0] ?? '', status: cells[2] ?? '', test: cells[4] ?? '' }
    })
}

it('the migration table has rows in every section, each with a known status', () => {
  const all = rows()
  assert.ok(all.length > 50, `only ${all.length} rows`)
  for (const row of all) assert.ok(['same', 'differs', 'accepted', 'not offered', ''].includes(row.status), `unknown status "${row.status}" in ${row.appKit}`)
})

it('every "same" row names a test file that uses its AppKit spelling', () => {
  const same = rows().filter(row => row.status === 'same')
  assert.ok(same.length > 30)
  const problems = same.flatMap(row => {
    const name = /`<?([-\w]+)/.exec(row.appKit)?.[1]
    if (!name) return [`no name in ${row.appKit}`]
    if (!row.test) return [`${row.appKit}: "same" needs a test`]
    if (!existsSync(root + row.test)) return [`${row.appKit}: ${row.test} does not exist`]
    return readFileSync(root + row.test, 'utf8').includes(name) ? [] : [`${row.appKit}: ${row.test} never uses ${name}`]
  })
  assert.deepEqual(problems, [])
})
