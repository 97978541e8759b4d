import { HttpError, PlainTextError } from '../http.js'

/**
 * The real API's extractors, for the devnet routes: axum's `Json` (through the API's
 * `SimpleRequestJson`) and `Query` run serde over the handler's struct before the handler does
 * anything, and answer a mismatch in plain text (reown-com/blockchain-api
 * src/utils/simple_request_json.rs; axum's JsonRejection / QueryRejection):
 * - a JSON body of the wrong shape: 422 "Failed to deserialize the JSON body into the target type: <path>: <serde error>";
 * - a query missing a field: 400 "Failed to deserialize query string: missing field `<name>`".
 * Unknown fields are ignored, as serde does without `deny_unknown_fields`.
 *
 * Deliberate difference: serde_json ends its message with " at line L column C"; the devnet,
 * which sees the parsed body, leaves that suffix out.
 */

export type SerdeType =
  | { kind: 'string' }
  | { kind: 'usize' }
  | { kind: 'u32' }
  | { kind: 'u64' }
  | { kind: 'bool' }
  | { kind: 'strings' }
  /** `Vec<serde_json::Value>`: a sequence of anything. */
  | { kind: 'list' }
  /** A map: `HashMap<String, String>` (`values: 'string'`) or a `serde_json::Value` object (`values: 'any'`). */
  | { kind: 'map'; values: 'string' | 'any' }
  /** `serde_json::Value`: anything, null included, but present. */
  | { kind: 'any' }
  /** A unit-variant enum with `rename_all = "lowercase"`. */
  | { kind: 'enum'; variants: readonly string[] }
  | { kind: 'struct'; name: string; fields: readonly SerdeField[] }

export interface SerdeField {
  /** The wire name (the struct's `rename_all = "camelCase"` applied). */
  name: string
  type: SerdeType
  /** `Option<T>`: absent or null is None. */
  optional?: boolean
}

export const serde = {
  string: { kind: 'string' } as SerdeType,
  usize: { kind: 'usize' } as SerdeType,
  u32: { kind: 'u32' } as SerdeType,
  u64: { kind: 'u64' } as SerdeType,
  bool: { kind: 'bool' } as SerdeType,
  strings: { kind: 'strings' } as SerdeType,
  list: { kind: 'list' } as SerdeType,
  stringMap: { kind: 'map', values: 'string' } as SerdeType,
  object: { kind: 'map', values: 'any' } as SerdeType,
  any: { kind: 'any' } as SerdeType,
  enumOf: (variants: readonly string[]): SerdeType => ({ kind: 'enum', variants }),
  struct: (name: string, fields: readonly SerdeField[]): SerdeType => ({ kind: 'struct', name, fields })
}

const JSON_REJECTION = 'Failed to deserialize the JSON body into the target type'
const QUERY_REJECTION = 'Failed to deserialize query string'

/** serde's `Unexpected` as serde_json words it (`null` for JSON null). */
function unexpected(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'boolean') return `boolean \`${value}\``
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`
  if (Array.isArray(value)) return 'sequence'
  return 'map'
}

function expecting(type: SerdeType): string {
  switch (type.kind) {
    case 'string':
      return 'a string'
    case 'usize':
    case 'u32':
    case 'u64':
      return type.kind
    case 'bool':
      return 'a boolean'
    case 'strings':
    case 'list':
      return 'a sequence'
    case 'map':
      return 'a map'
    case 'any':
      return 'any valid JSON value'
    case 'enum':
      return 'variant identifier'
    case 'struct':
      return `struct ${type.name}`
  }
}

class SerdeError extends Error {
  constructor(
    readonly path: string[],
    message: string
  ) {
    super(message)
  }
}

function invalidType(path: string[], value: unknown, type: SerdeType): SerdeError {
  return new SerdeError(path, `invalid type: ${unexpected(value)}, expected ${expecting(type)}`)
}

function check(value: unknown, type: SerdeType, path: string[]): void {
  switch (type.kind) {
    case 'string':
      if (typeof value !== 'string') throw invalidType(path, value, type)
      return
    case 'bool':
      if (typeof value !== 'boolean') throw invalidType(path, value, type)
      return
    case 'usize':
    case 'u32':
    case 'u64':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidType(path, value, type)
      if (value < 0 || (type.kind === 'u32' && value > 0xffffffff)) throw new SerdeError(path, `invalid value: integer \`${value}\`, expected ${type.kind}`)
      return
    case 'list':
      if (!Array.isArray(value)) throw invalidType(path, value, type)
      return
    case 'map':
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidType(path, value, type)
      if (type.values === 'string') for (const [key, item] of Object.entries(value)) check(item, serde.string, [...path, key])
      return
    case 'any':
      return
    case 'strings':
      if (!Array.isArray(value)) throw invalidType(path, value, type)
      value.forEach((item, index) => check(item, serde.string, [...path, String(index)]))
      return
    case 'enum':
      if (typeof value !== 'string') throw invalidType(path, value, type)
      if (!type.variants.includes(value)) throw new SerdeError(path, `unknown variant \`${value}\`, expected one of ${type.variants.map(v => `\`${v}\``).join(', ')}`)
      return
    case 'struct': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidType(path, value, type)
      const object = value as Record<string, unknown>
      // serde reads the keys in the order sent, then names the first missing field in declaration order.
      for (const [key, item] of Object.entries(object)) {
        const field = type.fields.find(candidate => candidate.name === key)
        if (!field || (field.optional && item === null)) continue
        check(item, field.type, [...path, key])
      }
      const missing = type.fields.find(field => !field.optional && !(field.name in object))
      if (missing) throw new SerdeError(path, `missing field \`${missing.name}\``)
    }
  }
}

/** serde's words for what is wrong with `value` as `type` (the path first, as serde_path_to_error puts it), or undefined. */
export function serdeProblem(value: unknown, type: SerdeType, path: string[] = []): string | undefined {
  try {
    check(value, type, path)
    return undefined
  } catch (error) {
    if (!(error instanceof SerdeError)) throw error
    // serde_path_to_error: the path is left out when there is none.
    return `${error.path.length ? `${error.path.join('.')}: ` : ''}${error.message}`
  }
}

/** The body as the real handler's struct, or axum's 422 plain-text rejection. */
export function jsonBody<T>(body: unknown, type: SerdeType): T {
  const wrong = serdeProblem(body, type)
  if (wrong) throw new PlainTextError(422, `${JSON_REJECTION}: ${wrong}`)
  return body as T
}

/** A JSON string field the handler parses itself (`serde_json::from_str`): a 422 "Deserialization error: …" in the API's error body (src/error.rs SerdeJson). */
export function jsonInString<T>(text: string, type: SerdeType): T {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new HttpError(422, `Deserialization error: ${(error as Error).message}`)
  }
  const wrong = serdeProblem(parsed, type)
  if (wrong) throw new HttpError(422, `Deserialization error: ${wrong}`)
  return parsed as T
}

/** The query's fields (all `String`/`Option<String>` in the convert handlers), or axum's 400 plain-text rejection. */
export function queryParams<K extends string>(query: URLSearchParams, required: readonly K[], optional: readonly string[] = []): Record<K, string> & Record<string, string | undefined> {
  const missing = required.find(name => !query.has(name))
  if (missing) throw new PlainTextError(400, `${QUERY_REJECTION}: missing field \`${missing}\``)
  const values: Record<string, string | undefined> = {}
  for (const name of [...required, ...optional]) values[name] = query.get(name) ?? undefined
  return values as Record<K, string> & Record<string, string | undefined>
}
