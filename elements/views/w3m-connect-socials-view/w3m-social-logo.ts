import { css, LitElement, svg } from 'lit'
import { property } from 'lit/decorators.js'
import { SOCIAL_NAMES as NAMES } from '../../../types/social-names.js'
import type { SocialProvider } from '../../../types/public.js'
import { define } from '../../define.js'

/** Providers' names (brand names: not translated), one map with the frame's: types/social-names.ts. */
export const SOCIAL_NAMES: Record<SocialProvider, string> = NAMES

/** Text marks (no remote images); each sits on its brand's colour, set in the styles. GitHub's is its octocat. */
const MARKS: Record<Exclude<SocialProvider, 'github'>, string> = { google: 'G', x: 'X', discord: 'D', farcaster: 'F', apple: 'A', facebook: 'f' }
const OCTOCAT =
  'M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12'

/**
 * @summary A social provider's mark: its initial on its brand colour. Decorative: the button
 * around it carries the name ("Continue with Google").
 *
 * @attr provider - google|x|discord|farcaster|github|apple|facebook.
 * @attr size - sm (24px)|md (32px, the default)|lg (80px, as in wui-loading-thumbnail).
 */
export class W3mSocialLogo extends LitElement {
  static override styles = css`
    :host {
      display: inline-flex;
      flex-shrink: 0;
      align-items: center;
      justify-content: center;
      width: 32px;
      height: 32px;
      border-radius: var(--wui-sys-border-radius-3xs);
      color: #ffffff;
      font-family: var(--wui-sys-font-family);
      font-weight: 600;
      line-height: 1;
      /* The mark's edge shows on a black tile in the dark theme. */
      box-shadow: inset 0 0 0 1px var(--wui-sys-color-gray-glass-010);
      background: #000000;
    }
    /* Brand colours darkened where needed so the white mark reaches 4.5:1. */
    :host([provider='google']) {
      background: #1a73e8;
    }
    :host([provider='discord']) {
      background: #4752c4;
    }
    :host([provider='farcaster']) {
      background: #6f4bb8;
    }
    :host([provider='github']) {
      background: #24292f;
    }
    :host([provider='facebook']) {
      background: #1664d9;
    }
    svg {
      width: 100%;
      height: 100%;
      font-size: 16px;
    }
    :host([size='sm']) {
      width: 24px;
      height: 24px;
    }
    :host([size='lg']) {
      width: 80px;
      height: 80px;
      border-radius: var(--wui-sys-border-radius-m);
    }
  `

  @property({ reflect: true }) provider: SocialProvider = 'google'

  @property({ reflect: true }) size: 'sm' | 'md' | 'lg' = 'md'

  override connectedCallback(): void {
    super.connectedCallback()
    this.setAttribute('aria-hidden', 'true')
  }

  protected override render() {
    if (this.provider === 'github') {
      return svg`<svg viewBox="-6 -6 36 36" aria-hidden="true" focusable="false"><path fill="currentColor" d=${OCTOCAT}></path></svg>`
    }
    return svg`<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><text x="16" y="17" text-anchor="middle" dominant-baseline="middle" fill="currentColor">${MARKS[this.provider] ?? ''}</text></svg>`
  }
}

define('w3m-social-logo', W3mSocialLogo)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-social-logo': W3mSocialLogo
  }
}
