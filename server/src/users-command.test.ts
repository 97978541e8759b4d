import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { DEVNET_SERVER_SECRET } from '../../devnet/server-secret.js'
import { storeBackends } from '../../test/postgres.js'
import { REFRESH_TTL_MS } from './auth/context.js'
import { FactorStore } from './auth/factor-store.js'
import { APPROVAL_TTL_MS, openAuthStore } from './auth/store.js'
import { accountOf, revokeAccount, showAccount } from './users-command.js'

// The operator's `users show|revoke` reports on both databases (cli.test.ts runs the command itself).
const { backends, stop } = storeBackends()
after(stop)

for (const backend of backends) {
  describe(`users show|revoke on ${backend.name}`, () => {
    it('shows devices, pending links and sessions; revoke ends them all, says so, and keeps the key share', async () => {
      const store = await openAuthStore(await backend.database(), DEVNET_SERVER_SECRET)
      try {
        const now = Date.now()
        const email = accountOf('Alice@Example.com')!
        assert.equal(email, 'alice@example.com')
        await store.createUser(email)
        await store.setShareOnce(email, '0x' + 'ab'.repeat(20), '01ff')
        await store.putDevice(email, 'phone-device-0001', true)
        await store.putDevice(email, 'laptop-device-0002', false, { token: 'a-mailed-token', expiresAt: now + APPROVAL_TTL_MS })
        await store.claimCode({ email, purpose: 'device', code: '------', expiresAt: now + 60_000, sentAt: now, data: '' }, now)
        await store.putSession({ refreshHash: 'r1', accessHash: 'a1', email, deviceId: 'phone-device-0001', family: 'f1', expiresAt: now + REFRESH_TTL_MS })
        const shown = (await showAccount(store, email, now))!.join('\n')
        assert.match(shown, /^Account alice@example\.com\n {2}Wallet: 0x(ab){20} \(the server holds its auth share\)/)
        assert.match(shown, new RegExp(`Devices \\(2\\):\\n {4}laptop-device-0002 {2}not approved, approval link sent, works until ${new Date(now + APPROVAL_TTL_MS).toISOString().slice(0, 19)}Z\\n {4}phone-device-0001 {2}approved\\n`))
        assert.match(shown, new RegExp(`Sessions: 1 live of 1 .*\\n {4}device phone-device-0001 {2}created ${new Date(now).toISOString().slice(0, 19)}Z {2}expires \\S+ {2}live\\n`))
        assert.match(shown, /Second factor: none\n {2}Passkeys \(0\):/)

        // With a TOTP factor (its secret sealed: a stand-in here), recovery codes and a passkey, the report counts them and shows none of them.
        const factors = new FactorStore(store.db)
        assert.equal(await factors.startTotp(email, 'v1.sealed-secret', now), true)
        await factors.confirmTotp(email, ['code-hash-1', 'code-hash-2'])
        await factors.setValueThreshold(email, '1000000000000000000')
        await store.putPasskey({ credentialId: 'credential-1', email, publicKey: 'cose-public-key', counter: 0, transports: ['internal'], createdAt: now })
        const withFactors = (await showAccount(store, email, now))!.join('\n')
        assert.match(withFactors, new RegExp(`Second factor: TOTP on, 2 recovery codes left\\n {4}asked above 1000000000000000000 wei\\n {2}Passkeys \\(1\\):\\n {4}added ${new Date(now).toISOString().slice(0, 19)}Z {2}never used`))
        assert.ok(!['v1.sealed-secret', 'code-hash-1', 'cose-public-key', 'credential-1'].some(secret => withFactors.includes(secret)), 'no factor material in the report')
        assert.ok(!shown.includes('a-mailed-token') && !shown.includes('01ff'), 'no secret in the report')

        const revoked = (await revokeAccount(store, email))!.join('\n')
        assert.match(revoked, /1 sign-in session family ended/)
        assert.match(revoked, /1 device approval withdrawn, 1 pending approval link and 1 code in flight cancelled/)
        assert.match(revoked, /The key shares were not touched/)
        const after = (await showAccount(store, email, now))!.join('\n')
        assert.match(after, /laptop-device-0002 {2}not approved\n {4}phone-device-0001 {2}not approved\n/)
        assert.match(after, /Sessions: 0 live of 1 .*\n.* revoked/)
        assert.equal(await store.approveByToken('a-mailed-token', now), undefined, 'the pending link no longer approves')
        assert.equal(await factors.deviceTrusted(email, 'phone-device-0001'), false, 'a device approved again is asked the second factor')
        assert.deepEqual(await store.user(email), { email, address: '0x' + 'ab'.repeat(20), authShare: '01ff' })
        assert.equal(await showAccount(store, 'nobody@example.com', now), undefined)
        assert.equal(accountOf('not an email'), undefined)
        assert.equal(accountOf('social google:1234'), 'social google:1234')
      } finally {
        await store.close()
      }
    })
  })
}
