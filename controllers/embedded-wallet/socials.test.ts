import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { resetControllers } from '../../test/reset-controllers.js'
import { mainnet } from '../../networks.js'
import { setOptions } from '../config/options.js'
import { isOAuthProvider, offeredSocials, socialLayout, telegramPlatform, telegramSocials } from './socials.js'

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15'

describe('Telegram socials filtering (behaviour §5)', () => {
  it('on iOS drop google', () => {
    assert.deepEqual(telegramSocials(ALL, 'ios'), ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('on Mac drop x', () => {
    assert.deepEqual(telegramSocials(ALL, 'mac'), ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('on Android drop facebook and x', () => {
    assert.deepEqual(telegramSocials(ALL, 'android'), ['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('elsewhere in Telegram nothing is dropped', () => {
    assert.deepEqual(telegramSocials(ALL, 'other'), [...ALL])
  })

  it('the platform comes from the user agent, only inside Telegram (an iPad passing as a Mac with touch is iOS)', () => {
    assert.equal(telegramPlatform(IPHONE, true, true), 'ios')
    assert.equal(telegramPlatform(ANDROID, true, true), 'android')
    assert.equal(telegramPlatform(MAC, true, false), 'mac')
    assert.equal(telegramPlatform(MAC, true, true), 'ios')
    assert.equal(telegramPlatform(IPHONE, false, true), undefined)
  })
})

describe('social buttons offered (behaviour §9 defaults, the embedded-wallet rule)', () => {
  beforeEach(resetControllers)

  it('default order google, x, discord, farcaster, github, apple, facebook, when the site hosts the secure frame', () => {
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test' })
    assert.deepEqual(offeredSocials(undefined, undefined), [...ALL])
  })

  it('none without a secure site, without EVM, or with socials false or []', () => {
    setOptions({ projectId: 'p', networks: [mainnet] })
    assert.deepEqual(offeredSocials(undefined, undefined), [])
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test' })
    assert.deepEqual(offeredSocials(['solana'], undefined), [])
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test', features: { socials: false } })
    assert.deepEqual(offeredSocials(undefined, undefined), [])
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test', features: { socials: [] } })
    assert.deepEqual(offeredSocials(undefined, undefined), [])
  })

  it("the site's order is kept, farcaster's button included (its own flow, not OAuth); Telegram's filter applies", () => {
    setOptions({ projectId: 'p', networks: [mainnet], secureSiteUrl: 'https://secure.test', features: { socials: ['github', 'farcaster', 'x', 'google'] } })
    assert.deepEqual(offeredSocials(undefined, undefined), ['github', 'farcaster', 'x', 'google'])
    assert.deepEqual(offeredSocials(undefined, 'android'), ['github', 'farcaster', 'google'])
    assert.deepEqual(offeredSocials(undefined, 'ios'), ['github', 'farcaster', 'x'])
    assert.deepEqual(offeredSocials(undefined, undefined).filter(isOAuthProvider), ['github', 'x', 'google'])
  })

  it('the first is wide, up to four follow as icons; past that three icons and "more"', () => {
    assert.deepEqual(socialLayout([]), { wide: undefined, icons: [], more: false })
    assert.deepEqual(socialLayout(['a']), { wide: 'a', icons: [], more: false })
    assert.deepEqual(socialLayout(['a', 'b', 'c', 'd', 'e']), { wide: 'a', icons: ['b', 'c', 'd', 'e'], more: false })
    assert.deepEqual(socialLayout(['a', 'b', 'c', 'd', 'e', 'f']), { wide: 'a', icons: ['b', 'c', 'd'], more: true })
  })
})
