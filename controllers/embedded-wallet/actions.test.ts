import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { mainnet } from '../../networks.js'
import { setNetworks } from '../networks/store.js'
import { resendCode, startEmailUpdate, submitEmail } from './actions.js'
import { $embeddedWallet, cooldownSecondsLeft, EMAIL_COOLDOWN_MS, EMBEDDED_KEYS } from './store.js'
import { setOptions } from '../config/options.js'
import { $router } from '../modal/router.js'
import { readStored } from '../config/storage.js'

// What the actions decide before any frame exists (the frame itself is driven end to end in
// test/e2e/embedded-wallet.spec.ts: it needs a browser, the secure site and the auth service).
describe('embedded wallet actions (behaviour §5, §8, §9)', () => {
  beforeEach(() => {
    resetControllers()
    setOptions({ projectId: 'test', networks: [mainnet] })
    setNetworks([mainnet])
  })

  it('an invalid address is refused in the words of the behaviour spec, and nothing is sent', async () => {
    for (const bad of ['', 'plain', 'a@b', 'a b@c.de', '@example.com']) {
      await submitEmail(bad)
      assert.equal($embeddedWallet.get().error, 'Email must be a valid address', bad)
    }
    assert.equal($embeddedWallet.get().busy, false)
    assert.equal($router.get().view, 'Connect')
  })

  it('an address with hidden or control characters is refused with its reason, and nothing is sent (issue 24)', async () => {
    for (const hostile of ['a\u0000b@\u202Eh.test', 'ada\u200B@example.com', 'ada@exam\u2066ple.com']) {
      await submitEmail(hostile)
      assert.equal($embeddedWallet.get().error, 'Email must not contain hidden or control characters', JSON.stringify(hostile))
    }
    assert.equal($embeddedWallet.get().busy, false)
    assert.equal($router.get().view, 'Connect')
    await startEmailUpdate('new\u202E@example.com')
    assert.equal($embeddedWallet.get().error, 'Email must not contain hidden or control characters')
  })

  it('within 30 s of the last code: "Please try again after {n} seconds", n rounded up', async () => {
    $embeddedWallet.setKey('lastCodeAt', Date.now() - 5_400)
    assert.equal(cooldownSecondsLeft(), 25)
    await submitEmail('person@example.com')
    assert.match($embeddedWallet.get().error ?? '', /^Please try again after (25|24) seconds$/)
    assert.equal(cooldownSecondsLeft(Date.now() + EMAIL_COOLDOWN_MS), 0)
  })

  it('without a secure site the frame cannot load: the behaviour spec error, state consistent, no login remembered', async () => {
    await submitEmail('person@example.com')
    assert.equal($embeddedWallet.get().error, 'Unable to load email login dependency')
    assert.equal($embeddedWallet.get().busy, false)
    assert.equal($embeddedWallet.get().email, undefined)
    assert.equal(readStored(EMBEDDED_KEYS.emailLoginUsed), undefined)
    assert.equal($router.get().view, 'Connect')
  })

  it('an email update refuses an invalid or unchanged address before asking the frame', async () => {
    $embeddedWallet.setKey('email', 'me@example.com')
    await startEmailUpdate('nope')
    assert.equal($embeddedWallet.get().error, 'Email must be a valid address')
    await startEmailUpdate(' ME@example.com ')
    assert.equal($embeddedWallet.get().error, 'This is already your email')
  })

  it('a resend with no address being signed in goes back to Connect', async () => {
    $router.set({ view: 'EmailVerifyOtp', history: ['Connect', 'EmailVerifyOtp'], data: undefined, transactionStack: [] })
    await resendCode()
    assert.equal($router.get().view, 'Connect')
  })
})
