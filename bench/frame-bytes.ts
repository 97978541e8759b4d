import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { staticClosure, type Manifest } from './adapter-bytes.js'

/** The embedded wallet's page on its own origin (frame/page, its Vite build with a manifest). */
export const FRAME_DIST = join(import.meta.dirname, '../frame/page/dist')

/** What an approval needs beyond the first screen: the decoders (and the simulation they import) and the screen that draws them. */
export const FRAME_APPROVAL_MODULES = ['explain/explain-request.ts', 'screens/approval-screen.ts'] as const

export interface FrameBytes {
  /** gzip bytes of the page's first screen: its HTML, its entry's static closure (scripts and styles). */
  firstScreen: number
  /** gzip bytes an approval request adds: the approval modules' static closure minus the first screen. */
  approval: number
  approvalFiles: string[]
}

/** Bytes of the frame page (deterministic, from its build manifest). */
export function frameBytes(dist = FRAME_DIST): FrameBytes {
  const manifestPath = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the frame page (npm run build:frame)`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const gzipOf = (file: string): number => gzipSync(readFileSync(join(dist, file))).length
  const filesOf = (keys: Iterable<string>) => [...keys].flatMap(key => [manifest[key]!.file, ...(manifest[key]!.css ?? [])])
  const first = staticClosure(manifest, ['index.html'])
  for (const module of FRAME_APPROVAL_MODULES) {
    if (!manifest[module]?.isDynamicEntry) throw new Error(`frame/page/${module} must load lazily (a dynamic import), but the build puts it on the first screen's path`)
  }
  const firstFiles = new Set(filesOf(first))
  const approvalFiles = [...new Set(filesOf(staticClosure(manifest, FRAME_APPROVAL_MODULES)))].filter(file => !firstFiles.has(file))
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipOf(file), 0)
  return { firstScreen: gzipOf('index.html') + sum(firstFiles), approval: sum(approvalFiles), approvalFiles }
}
