import { NAMESPACE_NAMES } from '../../../controllers/siwx/message.js'

/**
 * A strict reader of CAIP-122 sign-in messages (the EIP-4361 layout with the namespace's account
 * name and the chain reference), as the kit writes them for solana and bip122: every line in its
 * place, nothing left over. Undefined when the text is not one.
 */

export interface Caip122Fields {
  domain: string
  address: string
  /** CAIP-2 chain id: the namespace named in the first line and the `Chain ID` reference. */
  chainId: string
  statement?: string
  uri: string
  version: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

const HEADER = /^(?<domain>[^\s]+) wants you to sign in with your (?<name>[A-Za-z0-9 ]+) account:$/
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

function time(value: string | undefined): Date | undefined {
  if (value === undefined || !ISO_TIME.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function parseCaip122Message(text: string): Caip122Fields | undefined {
  const lines = text.split('\n')
  let at = 0
  const header = HEADER.exec(lines[at++] ?? '')
  const namespace = Object.entries(NAMESPACE_NAMES).find(([, name]) => name === header?.groups?.name)?.[0]
  if (!header?.groups || !namespace) return undefined
  const address = lines[at++]
  if (!address || /\s/.test(address) || lines[at++] !== '') return undefined
  let statement: string | undefined
  if (!lines[at]?.startsWith('URI: ')) {
    statement = lines[at++]
    if (!statement || lines[at++] !== '') return undefined
  }
  /** The value of the next line when it carries `label`; `optional` lets the line be absent. */
  const field = (label: string, optional = false): string | undefined | null => {
    const line = lines[at]
    if (line?.startsWith(`${label}: `)) {
      at++
      return line.slice(label.length + 2)
    }
    return optional ? undefined : null
  }
  const uri = field('URI')
  const version = field('Version')
  const reference = field('Chain ID')
  const nonce = field('Nonce')
  const issuedAt = time(field('Issued At') ?? undefined)
  if (!uri || !version || !reference || !nonce || !issuedAt) return undefined
  const expirationText = field('Expiration Time', true)
  const notBeforeText = field('Not Before', true)
  const requestId = field('Request ID', true) ?? undefined
  const expirationTime = time(expirationText ?? undefined)
  const notBefore = time(notBeforeText ?? undefined)
  if ((expirationText && !expirationTime) || (notBeforeText && !notBefore)) return undefined
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    at++
    resources = []
    while (lines[at]?.startsWith('- ')) resources.push(lines[at++]!.slice(2))
  }
  if (at !== lines.length) return undefined
  try {
    new URL(uri)
  } catch {
    return undefined
  }
  return {
    domain: header.groups.domain!,
    address,
    chainId: `${namespace}:${reference}`,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement ? { statement } : {}),
    ...(expirationTime ? { expirationTime } : {}),
    ...(notBefore ? { notBefore } : {}),
    ...(requestId ? { requestId } : {}),
    ...(resources?.length ? { resources } : {})
  }
}
