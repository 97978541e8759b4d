import { HttpError, PlainTextError } from '../http.js'

/**
 * Reading a JSON object the way serde does for the blockchain API's request structs: a missing
 * field or a value of the wrong type is refused with serde's words. Fields not listed are ignored
 * (the API's structs do not deny unknown fields).
 */

/** `any` is serde_json::Value: any JSON value, null included, but present. */
export type FieldKind = 'string' | 'u32' | 'u64' | 'usize' | 'array' | 'object' | 'map<string,string>' | 'any'

export interface FieldSpec {
  kind: FieldKind
  /** `Option<…>`: absent or null is fine. */
  optional?: boolean
}

const MAX: Record<string, number> = { u32: 0xffffffff, u64: Number.MAX_SAFE_INTEGER, usize: Number.MAX_SAFE_INTEGER }

function unexpected(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  if (typeof value === 'boolean') return `boolean \`${value}\``
  return Array.isArray(value) ? 'sequence' : 'map'
}

function expected(kind: FieldKind): string {
  if (kind === 'string') return 'a string'
  if (kind === 'array') return 'a sequence'
  if (kind === 'object' || kind === 'map<string,string>') return 'a map'
  return kind
}

/** What is wrong with `value` as `spec`, in serde's words; undefined when it fits. */
function problem(value: unknown, spec: FieldSpec): string | undefined {
  if (spec.kind === 'any') return value === undefined && !spec.optional ? 'missing' : undefined
  if (value === undefined || value === null) return spec.optional ? undefined : value === null ? `invalid type: null, expected ${expected(spec.kind)}` : 'missing'
  switch (spec.kind) {
    case 'string':
      return typeof value === 'string' ? undefined : `invalid type: ${unexpected(value)}, expected a string`
    case 'u32':
    case 'u64':
    case 'usize':
      if (typeof value !== 'number' || !Number.isInteger(value)) return `invalid type: ${unexpected(value)}, expected ${spec.kind}`
      return value < 0 || value > MAX[spec.kind]! ? `invalid value: integer \`${value}\`, expected ${spec.kind}` : undefined
    case 'array':
      return Array.isArray(value) ? undefined : `invalid type: ${unexpected(value)}, expected a sequence`
    case 'object':
      return typeof value === 'object' && !Array.isArray(value) ? undefined : `invalid type: ${unexpected(value)}, expected a map`
    case 'map<string,string>': {
      if (typeof value !== 'object' || Array.isArray(value)) return `invalid type: ${unexpected(value)}, expected a map`
      const bad = Object.values(value as object).find(item => typeof item !== 'string')
      return bad === undefined ? undefined : `invalid type: ${unexpected(bad)}, expected a string`
    }
  }
}

/** serde's verdict on `value` as a struct of `fields`: the first problem's words, or undefined. */
export function serdeProblem(value: unknown, fields: Record<string, FieldSpec>): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `invalid type: ${unexpected(value ?? null)}, expected a struct`
  const object = value as Record<string, unknown>
  for (const [name, spec] of Object.entries(fields)) {
    const wrong = problem(object[name], spec)
    if (wrong === 'missing') return `missing field \`${name}\``
    if (wrong) return `${name}: ${wrong}`
  }
  return undefined
}

/**
 * A request body read by axum's `Json` (through the API's SimpleRequestJson): a body that is not the
 * struct is a plain-text 422 "Failed to deserialize the JSON body into the target type: …".
 * (serde's "at line L column C" suffix is left out.)
 */
export function jsonBody<T>(body: unknown, fields: Record<string, FieldSpec>): T {
  const wrong = serdeProblem(body, fields)
  if (wrong) throw new PlainTextError(422, `Failed to deserialize the JSON body into the target type: ${wrong}`)
  return body as T
}

/** A JSON string field parsed with `serde_json::from_str` by the handler: a 422 `Deserialization error: …` in the API's error body. */
export function jsonInString<T>(text: string, fields: Record<string, FieldSpec>): T {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new HttpError(422, `Deserialization error: ${(error as Error).message}`)
  }
  const wrong = serdeProblem(parsed, fields)
  if (wrong) throw new HttpError(422, `Deserialization error: ${wrong}`)
  return parsed as T
}
