import { $embeddedWallet, EMAIL_COOLDOWN_MS, type EmbeddedWalletState } from '../controllers/embedded-wallet/store.js'
import { deepQueryAll } from '../test/fixtures/hostile.js'
import { until } from '../test/until.js'
import type { WuiOtp } from '../elements/ui/wui-otp/wui-otp.js'

export const GALLERY_EMAIL = 'ada.lovelace@example.com'
export const GALLERY_NEW_EMAIL = 'ada@analytical-engine.example'

interface EmbeddedStory {
  state?: Partial<EmbeddedWalletState>
  /** Seconds of the resend cooldown left when the story shows (the clock stands still meanwhile). */
  cooldownLeft?: number
  /** Digits already in the code boxes. */
  typed?: string
}

/**
 * A story's `beforeEach` and `play`: the embedded wallet's state with a clock that stands still
 * while the story shows (a countdown is the same in every shot). The state is set again once the
 * view is in place: the previous story's view drops its error as it leaves.
 */
export function embeddedStory({ state = {}, cooldownLeft, typed }: EmbeddedStory = {}) {
  let frozen = 0
  const apply = () => {
    const lastCodeAt = cooldownLeft === undefined ? undefined : frozen - EMAIL_COOLDOWN_MS + cooldownLeft * 1000
    $embeddedWallet.set({ ...$embeddedWallet.get(), email: GALLERY_EMAIL, lastCodeAt, ...state })
  }
  return {
    beforeEach: () => {
      const realNow = Date.now
      frozen = realNow()
      Date.now = () => frozen
      apply()
      return () => {
        Date.now = realNow
      }
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      apply()
      if (typed) await typeCode(canvasElement, typed)
      await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))
    }
  }
}

/** For play functions: types `code` into the story's code boxes (as the element's value). */
async function typeCode(root: Element, code: string): Promise<void> {
  await until(() => deepQueryAll(root, 'wui-otp').length > 0, 'gallery: no wui-otp in the story')
  const otp = deepQueryAll(root, 'wui-otp')[0] as WuiOtp
  await otp.updateComplete
  otp.value = code
  await otp.updateComplete
}
