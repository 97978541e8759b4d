import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { gzipSync } from 'node:zlib'
import { transformSync } from 'esbuild'
import { bindingBytes } from './binding-bytes.js'

test("a binding's bytes: its entry and the chunks only it imports, minified and gzipped; the core's chunks and lazy imports not counted", () => {
  const dist = mkdtempSync(join(tmpdir(), 'binding-bytes-'))
  try {
    mkdirSync(join(dist, 'chunks'))
    const files: Record<string, string> = {
      'index.js': 'import { core } from "./chunks/core.js";\nexport const kit = core;\n',
      'chunks/core.js': 'export const core = "the core, loaded by every site";\n',
      'chunks/stores.js': 'import { core } from "./core.js";\nexport const stores = [core, "only the binding needs this"];\n',
      'chunks/lazy.js': 'export const lazy = "loaded on demand";\n',
      'svelte.js': 'import { stores } from "./chunks/stores.js";\nimport "./chunks/core.js";\nexport const binding = () => import("./chunks/lazy.js").then(() => stores);\n'
    }
    for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, file), code)
    const { bytes, files: counted } = bindingBytes('svelte.js', dist)
    assert.deepEqual(counted.sort(), ['chunks/stores.js', 'svelte.js'])
    const expected = counted.reduce((sum, file) => sum + gzipSync(transformSync(files[file]!, { minify: true, format: 'esm' }).code).length, 0)
    assert.equal(bytes, expected)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
