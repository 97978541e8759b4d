// `npm run audit:shipped`: npm audit of what the packages ship, not of our dev tools. Packs w3m-kit and
// w3m-kit-server, installs each with production dependencies only (as the licence gate does) and runs
// `npm audit --omit=dev` there. Fails on a high or critical advisory that scripts/audit-known-issues.json
// does not list with a reviewed reason. Needs the registry's audit endpoint (network), so it runs in CI
// beside `npm test`, not inside it; exit 2 when the endpoint cannot be reached (never a silent pass).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { installPacked } from './licence-gate.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const known = JSON.parse(readFileSync(join(root, 'scripts/audit-known-issues.json'), 'utf8')).advisories
const BLOCKING = new Set(['high', 'critical'])

/** High/critical advisories in an `npm audit --json` report that `known` does not list (by GHSA id or URL). */
export function unreviewedAdvisories(report, reviewed) {
  const found = []
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via === 'string' || !BLOCKING.has(via.severity)) continue
      const id = via.url?.split('/').at(-1) ?? String(via.source)
      if (!reviewed[id] && !reviewed[via.url]) found.push(`${name} ${via.range ?? ''}: ${via.severity} ${id} ${via.title}`)
    }
  }
  return [...new Set(found)]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const work = mkdtempSync(join(tmpdir(), 'w3m-audit-'))
  let failed = 0
  try {
    for (const [label, dir] of [['w3m-kit', root], ['w3m-kit-server', join(root, 'server')]]) {
      const site = await installPacked(dir, work, label)
      const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: site, encoding: 'utf8' })
      let report
      try {
        report = JSON.parse(audit.stdout)
      } catch {
        report = undefined
      }
      if (!report || report.error || !report.metadata) {
        console.error(`${label}: npm audit could not run (${report?.error?.summary ?? audit.stderr.trim().split('\n').at(-1)})`)
        process.exit(2)
      }
      const open = unreviewedAdvisories(report, known)
      console.log(`${label}: ${report.metadata.dependencies?.prod ?? '?'} production packages, ${JSON.stringify(report.metadata.vulnerabilities)}`)
      for (const line of open) console.error(`  unreviewed: ${line}`)
      failed += open.length
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  if (failed) {
    console.error(`${failed} high/critical advisories without a reviewed reason in scripts/audit-known-issues.json`)
    process.exit(1)
  }
}
