import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { describe, it } from 'node:test'
import { DEFAULT_ENDPOINTS } from '../controllers/config/services.js'
import { contentSecurityPolicy } from './csp.js'

/** The WalletConnect SDK's verify server when a site sets none (types/public.ts `verifyUrl`). */
const DEFAULT_VERIFY_URL = 'https://verify.walletconnect.org/v3'

describe('contentSecurityPolicy', () => {
  it('is the policy docs/csp.md gives for the public services', async () => {
    const doc = await readFile(new URL('../docs/csp.md', import.meta.url), 'utf8')
    const shown = doc.split('```')[1]!.trim().split(/;\s*\n/).join('; ')
    assert.equal(contentSecurityPolicy({ ...DEFAULT_ENDPOINTS, verifyUrl: DEFAULT_VERIFY_URL }), shown)
  })

  it('allows nothing inline, frames only verify and the secure site, and adds the site\'s own services to connect-src once', () => {
    const policy = contentSecurityPolicy(
      { ...DEFAULT_ENDPOINTS, verifyUrl: DEFAULT_VERIFY_URL, secureSiteUrl: 'https://wallet.example.com/kit/' },
      { connect: ['https://rpc.example.com/eth', 'https://rpc.example.com/bsc', undefined] }
    )
    assert.doesNotMatch(policy, /unsafe/)
    assert.match(policy, /(^|; )style-src 'self'(;|$)/)
    assert.match(policy, /(^|; )frame-src https:\/\/verify\.walletconnect\.org https:\/\/wallet\.example\.com(;|$)/)
    assert.match(policy, / https:\/\/pulse\.walletconnect\.org https:\/\/rpc\.example\.com;/)
  })

  it('frames nothing without verify or a secure site', () => {
    assert.match(contentSecurityPolicy(DEFAULT_ENDPOINTS), /frame-src 'none'/)
  })
})
