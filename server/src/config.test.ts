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

describe('server config', () => {
  it('reads the paymaster section with its signer key from the environment only, and says what is wrong with it', () => {
    const env = { W3M_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465', W3M_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret' }
    const raw = example()
    raw.site!.accountFactoryAddress = '0x' + '11'.repeat(20)
    const paymaster = { address: '0x' + '22'.repeat(20), sponsorName: 'Example', allowedOrigins: ['https://app.example.com'], contracts: [{ address: '0x' + '33'.repeat(20), selectors: ['0xa9059cbb', '0x'] }], dailyGasPerPerson: 2_000_000 }
    const key = '0x' + '44'.repeat(32)
    const config = readConfig({ ...raw, paymaster }, { ...env, W3M_PAYMASTER_SIGNER_KEY: key })
    assert.deepEqual(config.paymaster, { address: paymaster.address, signerKey: key, policy: { sponsorName: 'Example', allowedOrigins: paymaster.allowedOrigins, contracts: paymaster.contracts, dailyGasPerPerson: 2_000_000 } })
    assert.deepEqual(problemsOf({ ...raw, paymaster: { ...paymaster, signerKey: key, contracts: [{ address: '0x12', selectors: ['transfer'] }] } }, env), [
      'paymaster.signerKey: the signer key does not belong in the config file: set W3M_PAYMASTER_SIGNER_KEY',
      'W3M_PAYMASTER_SIGNER_KEY (environment): is required with a paymaster section (0x and 64 hex digits)',
      'paymaster.contracts[0].address: must be a 0x address'
    ])
    const noFactory = example()
    delete noFactory.site!.accountFactoryAddress
    assert.deepEqual(problemsOf({ ...noFactory, paymaster }, { ...env, W3M_PAYMASTER_SIGNER_KEY: key }), ['paymaster: needs site.accountFactoryAddress (it sponsors the smart accounts that factory makes)'])
  })

  it('accepts the shipped example in production mode once the SMTP URL is in the environment, secrets from the environment', () => {
    const config = readConfig(example(), { W3M_SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465', W3M_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret' })
    assert.equal(config.mode, 'production')
    assert.equal(config.smtpUrl, 'smtps://mailer:pw@smtp.example.com:465')
    assert.equal(config.auth.social?.github?.clientSecret, 'gh-secret')
    assert.equal(config.auth.perIpPerMinute, 300)
    assert.deepEqual(problemsOf(example()), ['W3M_SMTP_URL (environment): is required in production mode (smtp://user:pass@host:587 or smtps://user:pass@host:465)'])
  })

  it('refuses secrets in the file in production mode, and allows them in development mode', () => {
    const raw = example()
    raw.smtp = { url: 'smtp://u:p@127.0.0.1:2525' }
    raw.auth!.database = 'postgres://w3m:secret@db:5432/w3m'
    ;(raw.auth!.social as Record<string, Record<string, unknown>>).github!.clientSecret = 'in-the-file'
    assert.deepEqual(problemsOf(raw), [
      'auth.social.github.clientSecret: secrets do not belong in the config file in production mode: set W3M_SOCIAL_GITHUB_CLIENT_SECRET',
      'auth.database: secrets do not belong in the config file in production mode: set W3M_DATABASE_URL',
      'smtp.url: secrets do not belong in the config file in production mode: set W3M_SMTP_URL'
    ])
    assert.deepEqual(problemsOf({ ...raw, mode: 'development' }), [])
  })

  it('names each wrong key and what is wrong with it', () => {
    const raw = example()
    raw.site!.rpcUrls = { mainnet: 'https://rpc.example.com', 'eip155:10': 'not a url' }
    raw.auth!.database = 'mysql://db'
    raw.siwx!.port = 4301
    raw.auth!.social = { github: { clientId: 'x', userinfo: { url: 'https://api.github.com/user' } } }
    assert.deepEqual(problemsOf(raw, { W3M_SMTP_URL: 'smtp://127.0.0.1:25' }), [
      'site.rpcUrls: "mainnet" is not a CAIP-2 chain id (e.g. "eip155:1")',
      'site.rpcUrls.eip155:10: must be a URL (got "not a url")',
      'auth.social.github.issuer: is required, unless authorizationEndpoint, tokenEndpoint and userinfo.url are all given (a provider without OpenID discovery)',
      'auth.database: must be sqlite:<file> or postgres://user:password@host:5432/db',
      'site.port, auth.port, siwx.port: must differ (one listener each)'
    ])
  })
})
