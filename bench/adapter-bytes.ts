import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** A chunk in Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

/** Each family's lazily loaded code: its adapter, and the discovery that runs when a network of the family is configured. */
export const FAMILY_MODULES = {
  eip155: ['../adapters/eip155/index.ts'],
  solana: ['../adapters/solana/index.ts', '../controllers/wallets/solana-connectors.ts'],
  bip122: ['../adapters/bip122/index.ts', '../controllers/wallets/bitcoin-connectors.ts'],
  walletconnectFamilies: ['../adapters/walletconnect/family.ts']
} as const
export type Family = keyof typeof FAMILY_MODULES

export interface FamilyBytes {
  /** gzip bytes of the chunks the family's modules pull in beyond the page's first path. */
  bytes: number
  files: string[]
}

/** The chunks `keys` load statically (themselves and their imports, transitively). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string): void => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not a chunk of the build manifest: was it renamed, or no longer loaded lazily?`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return seen
}

/**
 * The chunks a built page loads first: its manifest entry, or, where Rollup made the page's script a
 * chunk another page shares too (the bench's React page imports the minimal page's script), the chunks
 * the built HTML names in its module scripts and modulepreload links.
 */
export function pageChunks(manifest: Manifest, dist: string, page: string): string[] {
  if (manifest[page]) return [page]
  const html = readFileSync(join(dist, page), 'utf8')
  const named = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g)].map(match => match[1]!)
  const keys = named.map(file => Object.keys(manifest).find(key => manifest[key]!.file === file))
  if (named.length === 0 || keys.some(key => !key)) throw new Error(`${page}: neither a manifest entry nor a page whose scripts are chunks of the build`)
  return keys as string[]
}

/**
 * Bytes each family adds to a page (deterministic, from the build): the static import closure of the
 * family's modules minus what the page `entry` already loads. Every module must be a dynamic entry,
 * i.e. loaded only when its family is configured and needed.
 */
export function familyBytes(dist: string, entry = 'bench/index.html'): Record<Family, FamilyBytes> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const firstPath = staticClosure(manifest, pageChunks(manifest, dist, entry))
  const gzipOf = (file: string): number => gzipSync(readFileSync(join(dist, file))).length
  const result = {} as Record<Family, FamilyBytes>
  for (const [family, modules] of Object.entries(FAMILY_MODULES) as Array<[Family, readonly string[]]>) {
    for (const module of modules) {
      if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} must load lazily (a dynamic import), but the build puts it on a static path`)
    }
    const files = [...staticClosure(manifest, modules)].filter(key => !firstPath.has(key)).map(key => manifest[key]!.file)
    result[family] = { bytes: files.reduce((sum, file) => sum + gzipOf(file), 0), files }
  }
  return result
}
