import type { WireFixture } from './harness.js'

/**
 * Account names and identity as reown-com/blockchain-api answers them (facts read from its source;
 * values are examples). Shapes: src/database/types.rs NameAndAddresses (chrono dates serialize as
 * RFC 3339 strings, `attributes` is an Option, addresses keyed by ENSIP-11 coin type with
 * `created_at`), src/handlers/profile/mod.rs (EMPTY_RESPONSE, LookupQueryParams, RegisterRequest),
 * src/handlers/identity.rs IdentityResponse, src/error.rs for the error bodies.
 */

export const OWNER = '0x2E65BAfA07238666c3b239E94F32DaD3cDD6498D'

const profile = (name: string, attributes: Record<string, string> | null) => ({
  name,
  registered_at: '2024-05-02T10:11:12.345678Z',
  updated_at: '2024-05-02T10:11:12.345678Z',
  attributes,
  addresses: { '60': { address: OWNER, created_at: '2024-05-02T10:11:12.345678Z' } }
})

/** A registered name with a bio (integration/names.test.ts registers `{bio}` attributes). */
export const lookupKnown: WireFixture = {
  call: 'GET /v1/profile/account/{name}',
  source: 'reown-com/blockchain-api src/handlers/profile/lookup.rs, src/database/types.rs',
  request: { method: 'GET', path: '/v1/profile/account/alice-contract.reown.id', query: { apiVersion: '2' } },
  response: { status: 200, body: profile('alice-contract.reown.id', { bio: 'integration test domain' }) }
}

/** A row with no hstore at all: `attributes` is null (Option<Json<HashMap>>). */
export const lookupNullAttributes: WireFixture = {
  call: 'GET /v1/profile/account/{name}',
  source: 'reown-com/blockchain-api src/database/types.rs (attributes: Option<…>)',
  request: { method: 'GET', path: '/v1/profile/account/bare-contract.reown.id', query: { apiVersion: '2' } },
  response: { status: 200, body: profile('bare-contract.reown.id', null) }
}

/** An unknown name with apiVersion=2: 200 and an empty array (EMPTY_RESPONSE), not a 404. */
export const lookupUnknown: WireFixture = {
  call: 'GET /v1/profile/account/{name}',
  source: 'reown-com/blockchain-api src/handlers/profile/lookup.rs (RowNotFound, api_version == Some(2))',
  request: { method: 'GET', path: '/v1/profile/account/nobody-here.reown.id', query: { apiVersion: '2' } },
  response: { status: 200, body: [] }
}

/** A name in a zone the service does not hold: 400 naming the field. */
export const lookupOtherZone: WireFixture = {
  call: 'GET /v1/profile/account/{name}',
  source: 'reown-com/blockchain-api src/handlers/profile/lookup.rs, src/error.rs InvalidNameZone',
  request: { method: 'GET', path: '/v1/profile/account/vitalik.eth.link', query: { apiVersion: '2' } },
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is not in the allowed zones: vitalik.eth.link' }] } }
}

export const reverseNone: WireFixture = {
  call: 'GET /v1/profile/reverse/{address}',
  source: 'reown-com/blockchain-api src/handlers/profile/reverse.rs (names.is_empty(), api_version == Some(2))',
  request: { method: 'GET', path: `/v1/profile/reverse/${OWNER}`, query: { apiVersion: '2' } },
  response: { status: 200, body: [] }
}

/** The names registered for an address (exact, checksummed match): not cached by the service, unlike identity. */
export const reverseNamed: WireFixture = {
  call: 'GET /v1/profile/reverse/{address}',
  source: 'reown-com/blockchain-api src/handlers/profile/reverse.rs, src/database/helpers.rs get_names_by_address',
  request: { method: 'GET', path: `/v1/profile/reverse/${OWNER}`, query: { apiVersion: '2' } },
  response: { status: 200, body: [profile('alice-contract.reown.id', { bio: 'integration test domain' })] }
}

export const suggestions: WireFixture = {
  call: 'GET /v1/profile/suggestions/{name}',
  source: 'reown-com/blockchain-api src/handlers/profile/suggestions.rs NameSuggestionsResponse',
  request: { method: 'GET', path: '/v1/profile/suggestions/alice', query: { zone: 'reown.id' } },
  response: { status: 200, body: { suggestions: [{ name: 'alice.reown.id', registered: false }] } }
}

const registerMessage = JSON.stringify({ name: 'carol-contract.reown.id', attributes: {}, timestamp: 1714644672 })

/** Register: the body of RegisterRequest; the answer is the registered name (an empty map reads back as {}). */
export const register: WireFixture = {
  call: 'POST /v1/profile/account',
  source: 'reown-com/blockchain-api src/handlers/profile/register.rs, integration/names.test.ts',
  request: { method: 'POST', path: '/v1/profile/account', body: { coin_type: 60, address: OWNER, message: registerMessage, signature: '0x' } },
  response: { status: 200, body: profile('carol-contract.reown.id', {}) }
}

export const registerTaken: WireFixture = {
  call: 'POST /v1/profile/account',
  source: 'reown-com/blockchain-api src/handlers/profile/register.rs, src/error.rs NameAlreadyRegistered',
  request: register.request,
  response: { status: 400, body: { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered: carol-contract.reown.id' }] } }
}

export const registerBadSignature: WireFixture = {
  call: 'POST /v1/profile/account',
  source: 'reown-com/blockchain-api src/handlers/profile/register.rs, src/error.rs SignatureValidationError',
  request: register.request,
  response: { status: 401, body: { status: 'FAILED', reasons: [{ field: 'signature', description: 'Signature validation error: Signature verification error' }] } }
}

export const identityNone: WireFixture = {
  call: 'GET /v1/identity/{address}',
  source: 'reown-com/blockchain-api src/handlers/identity.rs IdentityResponse (camelCase)',
  request: { method: 'GET', path: `/v1/identity/${OWNER}` },
  response: { status: 200, body: { name: null, avatar: null, resolvedAt: '2024-05-02T10:11:12.345678Z' } }
}

export const identityNamed: WireFixture = {
  call: 'GET /v1/identity/{address}',
  source: 'reown-com/blockchain-api src/handlers/identity.rs (local names: the first name, attributes.avatar)',
  request: { method: 'GET', path: `/v1/identity/${OWNER}` },
  response: { status: 200, body: { name: 'alice-contract.reown.id', avatar: null, resolvedAt: '2024-05-02T10:11:12.345678Z' } }
}
