import { RATE_LIMITS_TABLE } from '../store/rate-limit.js'
import { PAYMASTER_SPENDING_TABLE } from '../paymaster/spending.js'
import { runMigrations, type Migration } from '../store/migrate.js'
import type { SqlDatabase } from '../store/sql.js'

/**
 * The auth store's schema, as numbered migrations: each runs once, in order, at start, in one
 * transaction with its row in `schema_migrations`. Never edit a shipped migration: add the next one.
 * The SQL is the common ground of SQLite and PostgreSQL (sql.ts).
 */

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, devices, codes, social states, sessions',
    // IF NOT EXISTS: a SQLite file from before migrations existed is taken over as it is.
    sql: `
      CREATE TABLE IF NOT EXISTS users (email TEXT PRIMARY KEY, address TEXT, auth_share TEXT, user_name TEXT, claimed_email TEXT);
      CREATE TABLE IF NOT EXISTS devices (email TEXT NOT NULL, device_id TEXT NOT NULL, approved INTEGER NOT NULL DEFAULT 0, approval_token TEXT, PRIMARY KEY (email, device_id));
      CREATE TABLE IF NOT EXISTS codes (email TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL, expires_at BIGINT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, sent_at BIGINT NOT NULL, data TEXT NOT NULL DEFAULT '', PRIMARY KEY (email, purpose));
      CREATE TABLE IF NOT EXISTS social_states (state TEXT PRIMARY KEY, provider TEXT NOT NULL, device_id TEXT NOT NULL, nonce TEXT NOT NULL, verifier TEXT NOT NULL, expires_at BIGINT NOT NULL);
      CREATE TABLE IF NOT EXISTS sessions (refresh_hash TEXT PRIMARY KEY, access_hash TEXT NOT NULL UNIQUE, email TEXT NOT NULL, device_id TEXT NOT NULL, family TEXT NOT NULL, expires_at BIGINT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
    `
  },
  {
    version: 2,
    name: 'state that lived in process memory: rate limits, Farcaster channels, session families; indexes for the sweep',
    sql: `
      ${RATE_LIMITS_TABLE}
      CREATE TABLE farcaster_channels (device_id TEXT PRIMARY KEY, token TEXT NOT NULL, nonce TEXT NOT NULL, expires_at BIGINT NOT NULL);
      CREATE TABLE session_families (family TEXT PRIMARY KEY, revoked INTEGER NOT NULL DEFAULT 0, expires_at BIGINT NOT NULL);
      INSERT INTO session_families (family, revoked, expires_at) SELECT family, MIN(revoked), MAX(expires_at) FROM sessions GROUP BY family;
      CREATE INDEX sessions_family ON sessions (family);
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      CREATE INDEX devices_approval_token ON devices (approval_token);
      CREATE INDEX codes_expires_at ON codes (expires_at);
      CREATE INDEX social_states_expires_at ON social_states (expires_at);
      CREATE INDEX farcaster_channels_expires_at ON farcaster_channels (expires_at);
      CREATE INDEX session_families_expires_at ON session_families (expires_at);
    `
  },
  {
    version: 3,
    name: 'nothing secret at rest: codes, approval links, social states and Farcaster channels kept hashed or sealed (at-rest.ts); approval links expire',
    // Rows written in plain text cannot be converted in SQL (the keys come from the server secret):
    // sign-ins in flight (codes, social states, Farcaster channels: 10 minutes at most) are deleted
    // and pending approval links invalidated; the person asks again. Approved devices and sessions stay.
    sql: `
      DELETE FROM codes;
      DELETE FROM social_states;
      DELETE FROM farcaster_channels;
      UPDATE devices SET approval_token = NULL;
      DROP INDEX devices_approval_token;
      ALTER TABLE devices RENAME COLUMN approval_token TO approval_hash;
      ALTER TABLE devices ADD COLUMN approval_expires_at BIGINT;
      CREATE INDEX devices_approval_hash ON devices (approval_hash);
      ALTER TABLE codes RENAME COLUMN code TO code_mac;
      ALTER TABLE social_states RENAME COLUMN state TO state_hash;
      ALTER TABLE social_states RENAME COLUMN nonce TO nonce_hash;
      ALTER TABLE social_states RENAME COLUMN verifier TO verifier_sealed;
      ALTER TABLE farcaster_channels RENAME COLUMN token TO token_sealed;
      ALTER TABLE farcaster_channels RENAME COLUMN nonce TO nonce_sealed;
    `
  },
  {
    version: 4,
    name: 'passkeys (WebAuthn credentials) and their single-use challenges',
    // Challenges are kept as SHA-256 hashes (32 random bytes each): the table holds nothing a ceremony could reuse.
    sql: `
      CREATE TABLE passkeys (credential_id TEXT PRIMARY KEY, email TEXT NOT NULL, public_key TEXT NOT NULL, counter BIGINT NOT NULL, transports TEXT NOT NULL, created_at BIGINT NOT NULL, last_used_at BIGINT);
      CREATE INDEX passkeys_email ON passkeys (email);
      CREATE TABLE passkey_challenges (challenge_hash TEXT PRIMARY KEY, purpose TEXT NOT NULL, subject TEXT NOT NULL, expires_at BIGINT NOT NULL);
      CREATE INDEX passkey_challenges_expires_at ON passkey_challenges (expires_at);
    `
  },
  {
    version: 5,
    name: 'second factors (TOTP sealed, recovery codes keyed-hashed), trusted devices, per-session proofs, the value threshold',
    sql: `
      CREATE TABLE factors (email TEXT NOT NULL, kind TEXT NOT NULL, secret TEXT NOT NULL, confirmed INTEGER NOT NULL DEFAULT 0, last_period BIGINT NOT NULL DEFAULT 0, created_at BIGINT NOT NULL, PRIMARY KEY (email, kind));
      CREATE TABLE recovery_codes (email TEXT NOT NULL, code_hash TEXT NOT NULL, PRIMARY KEY (email, code_hash));
      CREATE TABLE session_proofs (family TEXT PRIMARY KEY, signed_in_at BIGINT NOT NULL DEFAULT 0, factor_at BIGINT NOT NULL DEFAULT 0, expires_at BIGINT NOT NULL);
      CREATE INDEX session_proofs_expires_at ON session_proofs (expires_at);
      ALTER TABLE devices ADD COLUMN factor_trusted INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN factor_above TEXT;
    `
  },
  {
    version: 6,
    name: 'sponsored gas per person and day: the paymaster daily limit, shared by every instance',
    sql: PAYMASTER_SPENDING_TABLE
  }
]

/** Brings the auth store to its newest schema (store/migrate.ts). */
export function migrate(db: SqlDatabase, migrations: readonly Migration[] = MIGRATIONS, now = Date.now): Promise<number[]> {
  return runMigrations(db, migrations, now)
}
