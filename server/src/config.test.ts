import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, it } from 'node:test'
import { ConfigError, readConfig } from './config.js'

const example = () => JSON.parse(readFileSync(resolve(import.meta.dirname, '../server.config.example.json'), 'utf8')) as Record<string, Record<string, unknown>>
const problemsOf = (raw: unknown, env: NodeJS.ProcessEnv = {}) => {
  try {
    readConfig(raw, env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}
const SECRET = 'a server secret of at least thirty-two characters'

describe('server config', () => {
  it('reads the paymaster section with its signer key from the environment only, and says what is wrong with it', () => {
    const env = { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465', W3M_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret' }
    const raw = example()
    const paymaster = { address: '0x' + '22'.repeat(20), sponsorName: 'Example', allowedOrigins: ['https://app.example.com'], contracts: [{ address: '0x' + '33'.repeat(20), selectors: ['0xa9059cbb', '0x'] }], dailyGasPerPerson: 2_000_000 }
    const key = '0x' + '44'.repeat(32)
    const config = readConfig({ ...raw, paymaster }, { ...env, W3M_PAYMASTER_SIGNER_KEY: key })
    assert.deepEqual(config.paymaster, { address: paymaster.address, signerKey: key, policy: { sponsorName: 'Example', allowedOrigins: paymaster.allowedOrigins, contracts: paymaster.contracts, dailyGasPerPerson: 2_000_000 } })
    assert.deepEqual(problemsOf({ ...raw, paymaster: { ...paymaster, signerKey: key, contracts: [{ address: '0x12', selectors: ['transfer'] }] } }, env), [
      'paymaster.signerKey: the signer key does not belong in the config file: set W3M_PAYMASTER_SIGNER_KEY',
      'W3M_PAYMASTER_SIGNER_KEY (environment): is required with a paymaster section (0x and 64 hex digits)',
      'paymaster.contracts[0].address: must be a 0x address'
    ])
  })

  it('refuses the old site.accountFactoryAddress with what to do instead: the smart account factory has one address on every chain', () => {
    const raw = example()
    raw.site!.accountFactoryAddress = '0x' + '11'.repeat(20)
    assert.deepEqual(problemsOf(raw, { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465', W3M_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret' }), [
      'site.accountFactoryAddress: is no longer read (the smart account is KitAccount, whose factory has one address on every chain): remove it, after moving people off the old accounts (docs/smart-accounts.md, "Existing accounts")'
    ])
  })

  it('accepts the shipped example in production mode once the server secret and the SMTP URL are in the environment, secrets from the environment', () => {
    const config = readConfig(example(), { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465', W3M_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret' })
    assert.equal(config.auth.secret, SECRET)
    assert.equal(config.mode, 'production')
    assert.equal(config.smtpUrl, 'smtps://mailer:pw@smtp.example.com:465')
    assert.equal(config.auth.social?.github?.clientSecret, 'gh-secret')
    assert.equal(config.auth.perIpPerMinute, 300)
    assert.deepEqual(config.auth.farcaster, { relayUrl: 'https://relay.farcaster.xyz', optimismRpcUrl: 'https://mainnet.optimism.io' })
    assert.deepEqual(problemsOf(example()), [
      'W3M_SERVER_SECRET (environment): is required in production mode (at least 32 characters, e.g. from openssl rand -base64 32; it keys the hashes of login codes and seals sign-in state at rest, and every instance needs the same one)',
      'W3M_SMTP_URL (environment): is required in production mode (smtp://user:pass@host:587 or smtps://user:pass@host:465)'
    ])
    assert.match(problemsOf(example(), { W3M_SERVER_SECRET: 'too-short', W3M_SMTP_URL: 'smtp://127.0.0.1:25' }).join('\n'), /^W3M_SERVER_SECRET: is too short \(at least 32 characters/)
  })

  it('refuses secrets in the file in production mode, and allows them in development mode', () => {
    const raw = example()
    raw.smtp = { url: 'smtp://u:p@127.0.0.1:2525' }
    raw.auth!.database = 'postgres://w3m:secret@db:5432/w3m'
    raw.auth!.secret = SECRET
    ;(raw.auth!.social as Record<string, Record<string, unknown>>).github!.clientSecret = 'in-the-file'
    assert.deepEqual(problemsOf(raw), [
      'auth.social.github.clientSecret: secrets do not belong in the config file in production mode: set W3M_SOCIAL_GITHUB_CLIENT_SECRET',
      'auth.database: secrets do not belong in the config file in production mode: set W3M_DATABASE_URL',
      'auth.secret: secrets do not belong in the config file in production mode: set W3M_SERVER_SECRET',
      'smtp.url: secrets do not belong in the config file in production mode: set W3M_SMTP_URL'
    ])
    assert.deepEqual(problemsOf({ ...raw, mode: 'development' }), [])
  })

  it('takes http:// public URLs in production mode on loopback only: 127.0.0.1, localhost and a *.localhost name (browsers count those secure; a passkey needs a name, not an IP)', () => {
    const env = { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtp://127.0.0.1:25' }
    const withSite = (publicUrl: string) => {
      const raw = example()
      raw.site!.publicUrl = publicUrl
      return raw
    }
    for (const url of ['http://127.0.0.1:4300', 'http://localhost:4300', 'http://wallet.localhost:4300']) assert.equal(readConfig(withSite(url), env).site.publicUrl, url)
    for (const url of ['http://wallet.example.com', 'http://localhost.example.com', 'http://wallet-localhost'])
      assert.deepEqual(problemsOf(withSite(url), env), [`site.publicUrl: must be https in production mode (got "${url}")`])
  })

  it('names each wrong key and what is wrong with it', () => {
    const raw = example()
    raw.site!.rpcUrls = { mainnet: 'https://rpc.example.com', 'eip155:10': 'not a url' }
    raw.auth!.database = 'mysql://db'
    raw.siwx!.port = 4301
    raw.auth!.social = { github: { clientId: 'x', userinfo: { url: 'https://api.github.com/user' } } }
    assert.deepEqual(problemsOf(raw, { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtp://127.0.0.1:25' }), [
      'site.rpcUrls: "mainnet" is not a CAIP-2 chain id (e.g. "eip155:1")',
      'site.rpcUrls.eip155:10: must be a URL (got "not a url")',
      'auth.social.github.issuer: is required, unless authorizationEndpoint, tokenEndpoint and userinfo.url are all given (a provider without OpenID discovery)',
      'auth.database: must be sqlite:<file> or postgres://user:password@host:5432/db',
      'site.port, auth.port, siwx.port: must differ (one listener each)'
    ])
  })

  it('Farcaster needs the Optimism RPC URL (the ID registry is read there); its relay is https in production', () => {
    const raw = example()
    raw.auth!.farcaster = { relayUrl: 'http://relay.example.com', chain: 10 }
    assert.deepEqual(problemsOf(raw, { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtp://127.0.0.1:25' }), [
      'auth.farcaster.chain: unknown key (known: relayUrl, optimismRpcUrl)',
      'auth.farcaster.relayUrl: must be https in production mode (got "http://relay.example.com")',
      'auth.farcaster.optimismRpcUrl: is required'
    ])
    delete raw.auth!.farcaster
    assert.equal(readConfig(raw, { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtp://127.0.0.1:25' }).auth.farcaster, undefined)
  })

  it("takes X's client secret from W3M_SOCIAL_X_CLIENT_SECRET", () => {
    const raw = example()
    ;(raw.auth!.social as Record<string, unknown>).x = { clientId: 'x-client', authorizationEndpoint: 'https://x.com/i/oauth2/authorize', tokenEndpoint: 'https://api.x.com/2/oauth2/token', userinfo: { url: 'https://api.x.com/2/users/me', sub: 'data.id' } }
    const config = readConfig(raw, { W3M_SERVER_SECRET: SECRET, W3M_SMTP_URL: 'smtp://127.0.0.1:25', W3M_SOCIAL_X_CLIENT_SECRET: 'x-secret' })
    assert.equal(config.auth.social?.x?.clientSecret, 'x-secret')
  })
})
