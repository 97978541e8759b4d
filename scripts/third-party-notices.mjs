// THIRD_PARTY_NOTICES.md: every npm package whose code a build inlines (the lists
// scripts/inlined-packages.mjs writes), with its version, licence, copyright lines and NOTICE text.
// scripts/build.mjs writes the w3m-kit package's (library and CDN builds), server/build.mjs the
// w3m-kit-server package's (server bundle and frame page); both packages ship theirs.
import { readFileSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { readInlinedPackages } from './inlined-packages.mjs'
import { copyrightLines, declaredLicence, licenceFiles } from './licences.mjs'

export const NOTICES_FILE = 'THIRD_PARTY_NOTICES.md'

/** The notices text for the bundles built into `outDirs` (each with its inlined-packages list). */
export function noticesOf(packageName, outDirs) {
  const bundles = outDirs.map(readInlinedPackages)
  const byId = new Map()
  for (const { bundle, packages } of bundles) {
    for (const entry of packages) {
      const id = `${entry.name}@${entry.version}`
      const known = byId.get(id) ?? { ...entry, bundles: [] }
      known.bundles.push(bundle)
      byId.set(id, known)
    }
  }
  const lines = [
    `# Third-party notices for ${packageName}`,
    '',
    `${packageName} is MIT-licensed. Its built files (${bundles.map(({ bundle }) => bundle).join(', ')}) inline code of the`,
    'packages below, each under its own licence. Generated at build time from the bundler\'s module list',
    '(scripts/third-party-notices.mjs); the licence gate (scripts/licence-gate.mjs) checks each licence.',
    ''
  ]
  for (const entry of [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))) {
    const files = licenceFiles(entry.dir)
    const texts = files.map(file => readFileSync(file, 'utf8'))
    const copyrights = [...new Set(texts.flatMap(copyrightLines))]
    lines.push(`## ${entry.name} ${entry.version}`, '', `Licence: ${declaredLicence(entry.dir)}. In: ${entry.bundles.join(', ')}.`, '')
    if (copyrights.length) lines.push(...copyrights.map(line => `    ${line}`), '')
    else lines.push(`No copyright line in ${files.length ? files.map(file => basename(file)).join(', ') : 'the package (it ships no licence file)'}.`, '')
    files.forEach((file, index) => {
      if (/^notice/i.test(basename(file))) lines.push(`NOTICE:`, '', ...texts[index].trim().split(/\r?\n/).map(line => `    ${line}`), '')
    })
  }
  // Each licence's text once (MIT, BSD and Apache-2.0 ask for a copy beside the notices): the first listed package's file.
  lines.push('# Licence texts', '')
  const texts = new Map()
  for (const entry of byId.values()) {
    const licence = declaredLicence(entry.dir)
    const file = licenceFiles(entry.dir).find(name => !/^notice/i.test(basename(name)))
    if (file && !texts.has(licence)) texts.set(licence, { from: `${entry.name} ${entry.version}`, text: readFileSync(file, 'utf8').trim() })
  }
  for (const [licence, { from, text }] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`## ${licence} (as in ${from})`, '', ...text.split(/\r?\n/).map(line => (line ? `    ${line}` : '')), '')
  }
  return `${lines.join('\n').trimEnd()}\n`
}

export function writeNotices(outFile, packageName, outDirs) {
  writeFileSync(outFile, noticesOf(packageName, outDirs))
}
