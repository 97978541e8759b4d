// Reading an installed package's licence: its package.json field, its licence files, their copyright
// lines, and whether an SPDX expression is within the allowlist (scripts/licence-policy.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Words by which the WalletConnect Community License (@walletconnect/* 2.21.9+, @reown/walletkit 1.3+) names itself. */
export const COMMUNITY_LICENSE = 'WalletConnect Community License'

/** A package's licence and notice files (LICENSE, LICENCE, COPYING, NOTICE, any extension), root only. */
export function licenceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter(name => /^(licen[cs]e|copying|notice)([.-].*)?$/i.test(name))
    .sort()
    .map(name => join(dir, name))
}

const readText = file => readFileSync(file, 'utf8')

/**
 * The licence a package declares, as an SPDX expression: `license` (string or `{ type }`), else the old
 * `licenses` array (any of them); "SEE LICENSE IN <file>" stays as it is, a missing field is UNDECLARED.
 * A package whose licence files name the WalletConnect Community License is reported as that.
 */
export function declaredLicence(dir) {
  const manifest = JSON.parse(readText(join(dir, 'package.json')))
  const expression =
    typeof manifest.license === 'string'
      ? manifest.license
      : manifest.license?.type ?? (Array.isArray(manifest.licenses) ? manifest.licenses.map(entry => entry.type ?? entry).join(' OR ') : '')
  if (isCommunityLicensed(dir)) return COMMUNITY_LICENSE
  return expression.trim() || 'UNDECLARED'
}

/** True when the package's manifest or licence files name the WalletConnect Community License. */
export function isCommunityLicensed(dir) {
  return licenceFiles(dir).some(file => /walletconnect community licen[cs]e/i.test(readText(file)))
}

/** Copyright lines of a licence text, without templates ("[yyyy] [name of copyright owner]") or clauses about notices. */
export function copyrightLines(text) {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(line => /^(copyright\b|\(c\)|©)/i.test(line))
        .filter(line => !/^\(c\)\s+you\b/i.test(line))
        .filter(line => !/\[yyyy\]|\{yyyy\}|<year>|copyright notice|copyright owner|copyright holders? (and|or)|copyright (license|statement)/i.test(line))
    )
  ]
}

/**
 * Whether an SPDX expression is allowed: each licence id must be in `allowed`; `OR` needs one side,
 * `AND` both, `WITH <exception>` follows its licence; parentheses group. Unknown syntax is not allowed.
 */
export function spdxAllows(expression, allowed) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/).filter(Boolean)
  let at = 0
  const peek = () => tokens[at]
  const fail = () => {
    throw new Error(`not an SPDX expression: ${expression}`)
  }
  const primary = () => {
    const token = tokens[at++]
    if (token === undefined) fail()
    if (token === '(') {
      const value = or()
      if (tokens[at++] !== ')') fail()
      return value
    }
    if (/^(AND|OR|WITH|\))$/i.test(token)) fail()
    if (peek()?.toUpperCase() === 'WITH' && tokens[(at += 2) - 1] === undefined) fail()
    return allowed.includes(token.replace(/\+$/, ''))
  }
  const and = () => {
    let value = primary()
    while (peek()?.toUpperCase() === 'AND') {
      at++
      value = primary() && value
    }
    return value
  }
  const or = () => {
    let value = and()
    while (peek()?.toUpperCase() === 'OR') {
      at++
      value = and() || value
    }
    return value
  }
  try {
    const value = or()
    return at === tokens.length && value
  } catch {
    return false
  }
}
