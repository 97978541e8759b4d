import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** The library build (package.json "exports"): what a site installs. */
export const LIBRARY_DIST = join(import.meta.dirname, '../dist')

const STATIC_IMPORT = /^(?:import|export)\b[^;]*?from\s*"(\.{1,2}\/[^"]+)"|^import\s*"(\.{1,2}\/[^"]+)"/gm

/** The files `entry` loads statically (itself and its relative imports, transitively); bare imports (peers) are not files of ours. */
function staticFiles(dist: string, entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) visit(join(dirname(file), match[1] ?? match[2]!))
  }
  visit(join(dist, entry))
  return seen
}

export interface WagmiBindingBytes {
  /** gzip bytes of `w3m-kit/wagmi` beyond what `w3m-kit` itself loads, minified as a site's bundler would. */
  bytes: number
  /** The library files counted (dist/wagmi.js and the chunks only it loads). */
  files: string[]
}

/**
 * What `w3m-kit/wagmi` adds to a page that already loads the kit: dist/wagmi.js and the chunks it
 * loads that `w3m-kit` (dist/index.js) does not, bundled and minified together; its peers
 * (`@wagmi/core`, viem) and the kit's own chunks left out. A site without wagmi loads none of it.
 */
export async function wagmiBindingBytes(dist = LIBRARY_DIST): Promise<WagmiBindingBytes> {
  const kit = staticFiles(dist, 'index.js')
  const own = [...staticFiles(dist, 'wagmi.js')].filter(file => !kit.has(file))
  const { outputFiles } = await build({
    entryPoints: [join(dist, 'wagmi.js')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'error',
    plugins: [
      {
        name: 'peers-and-kit-external',
        setup(plugin) {
          plugin.onResolve({ filter: /.*/ }, args => {
            if (args.kind === 'entry-point') return undefined
            if (!args.path.startsWith('.')) return { path: args.path, external: true }
            const file = join(args.resolveDir, args.path)
            return kit.has(file) ? { path: args.path, external: true } : { path: file }
          })
        }
      }
    ]
  })
  return { bytes: gzipSync(outputFiles[0]!.contents).length, files: own.map(file => relative(dist, file)) }
}
