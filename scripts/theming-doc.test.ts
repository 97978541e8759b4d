import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { it } from 'node:test'
import { fileURLToPath } from 'node:url'

// docs/theming.md, "Parts and custom properties": each public element's section names every CSS part and
// custom property the element documents (custom-elements.json), so the guide cannot fall behind the code.
// The element test elements/modal/styling-api.test.ts checks the code against the same manifest.
const root = fileURLToPath(new URL('..', import.meta.url))
const doc = readFileSync(`${root}docs/theming.md`, 'utf8')
const manifest = JSON.parse(readFileSync(`${root}custom-elements.json`, 'utf8')) as {
  modules: { declarations?: { tagName?: string; cssParts?: { name: string }[]; cssProperties?: { name: string }[] }[] }[]
}
const PUBLIC_TAGS = ['w3m-button', 'w3m-connect-button', 'w3m-account-button', 'w3m-network-button', 'w3m-modal']
const GLOBAL_KNOBS = ['--w3m-accent', '--w3m-color-mix', '--w3m-color-mix-strength', '--w3m-font-family', '--w3m-font-size-master', '--w3m-border-radius-master', '--w3m-z-index', '--w3m-qr-color']

/** The text from the element's heading (`**\`<tag>\`**`) to the next element's. */
function section(tag: string): string {
  const start = doc.indexOf(`**\`<${tag}>\`**`)
  assert.ok(start >= 0, `docs/theming.md has no section for <${tag}>`)
  const next = doc.indexOf('**`<', start + 1)
  return doc.slice(start, next < 0 ? undefined : next)
}

it('names every part and custom property of each public element, and the 8 global knobs', () => {
  const declarations = manifest.modules.flatMap(module => module.declarations ?? [])
  const knobsOfElements = new Set<string>()
  for (const tag of PUBLIC_TAGS) {
    const element = declarations.find(each => each.tagName === tag)
    assert.ok(element, `${tag} is not in custom-elements.json`)
    const text = section(tag)
    const missing = (element.cssParts ?? []).map(part => part.name).filter(name => !text.includes(`\`${name}\``))
    assert.deepEqual(missing, [], `parts of <${tag}> docs/theming.md leaves out`)
    for (const property of element.cssProperties ?? []) knobsOfElements.add(property.name)
  }
  for (const knob of GLOBAL_KNOBS) assert.ok(knobsOfElements.has(knob), `${knob} is not documented by any element`)
  const undocumented = [...knobsOfElements].filter(name => !doc.includes(`| \`${name}\``))
  assert.deepEqual(undocumented, [], 'custom properties without a row in docs/theming.md')
})
