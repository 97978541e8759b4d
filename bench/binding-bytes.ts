import { buildSync, type Metafile } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The framework bindings, each a package entry of its own, and the framework it leaves to the site. */
export const BINDINGS = {
  vue: { entry: 'vue.ts', framework: ['vue', 'vue/*'] }
} as const
export type Binding = keyof typeof BINDINGS

export interface BindingBytes {
  /** gzip bytes a page importing the binding loads beyond a page importing `w3m-kit` (the framework itself excluded). */
  bytes: number
  /** The minified chunks counted. */
  files: string[]
}

/** The outputs `entry` loads statically (itself and its imports, transitively; dynamic imports load later). */
function staticOutputs(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (path: string): void => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of metafile.outputs[path]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(entry)
  return seen
}

/**
 * What each binding costs a site on top of the kit (deterministic, from the sources): the kit's main
 * entry and the binding's entry bundled together as a site's bundler would (esbuild, minified, shared
 * chunks split), the framework left out; the binding's bytes are the chunks it loads that the main
 * entry does not.
 */
export function bindingBytes(): Record<Binding, BindingBytes> {
  const result = {} as Record<Binding, BindingBytes>
  for (const [name, binding] of Object.entries(BINDINGS) as Array<[Binding, (typeof BINDINGS)[Binding]]>) {
    const { metafile, outputFiles } = buildSync({
      absWorkingDir: root,
      entryPoints: { main: 'index.ts', binding: binding.entry },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      outdir: 'bench-binding-out',
      platform: 'browser',
      target: 'es2022',
      metafile: true,
      logLevel: 'error',
      external: [...binding.framework]
    })
    const outputOf = (entryName: string) => Object.keys(metafile.outputs).find(path => path.endsWith(`/${entryName}.js`))!
    const main = staticOutputs(metafile, outputOf('main'))
    const files = [...staticOutputs(metafile, outputOf('binding'))].filter(path => !main.has(path))
    const contents = new Map(outputFiles.map(file => [file.path.slice(root.length), file.contents]))
    result[name] = { bytes: files.reduce((sum, path) => sum + gzipSync(contents.get(path)!).length, 0), files }
  }
  return result
}
