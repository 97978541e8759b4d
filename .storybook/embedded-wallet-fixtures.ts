import { $embeddedWallet, EMAIL_COOLDOWN_MS, type EmbeddedWalletState } from '../controllers/embedded-wallet-state.js'
import { deepQueryAll } from '../test/fixtures/hostile.js'
import type { WuiOtp } from '../elements/ui/wui-otp/wui-otp.js'

export const GALLERY_EMAIL = 'ada.lovelace@example.com'
export const GALLERY_NEW_EMAIL = 'ada@analytical-engine.example'

interface EmbeddedStory {
  state?: Partial<EmbeddedWalletState>
  /** Seconds of the resend cooldown left when the story shows (the clock stands still meanwhile). */
  cooldownLeft?: number
}

/**
 * A story's `beforeEach` (it runs after the gallery's reset): the embedded wallet's state, and a
 * clock that stands still while the story shows, so a countdown is the same in every shot.
 */
export function embeddedWallet({ state = {}, cooldownLeft }: EmbeddedStory = {}): () => () => void {
  return () => {
    const realNow = Date.now
    const frozen = realNow()
    Date.now = () => frozen
    const lastCodeAt = cooldownLeft === undefined ? undefined : frozen - EMAIL_COOLDOWN_MS + cooldownLeft * 1000
    $embeddedWallet.set({ ...$embeddedWallet.get(), email: GALLERY_EMAIL, lastCodeAt, ...state })
    return () => {
      Date.now = realNow
    }
  }
}

/** For play functions: types `code` into the story's code boxes (as the element's value). */
export async function typeCode(root: Element, code: string): Promise<void> {
  const otp = deepQueryAll(root, 'wui-otp')[0] as WuiOtp | undefined
  if (!otp) throw new Error('gallery: no wui-otp in the story')
  await otp.updateComplete
  otp.value = code
  await otp.updateComplete
}
