import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { SmartSession } from '../../../clients/types.js'
import { findNetwork } from '../../../controllers/networks/store.js'
import { $locale } from '../../../controllers/locale-theme/locale.js'
import { chainOfAccount, summarizeSession } from '../../../controllers/sessions/rules.js'
import { $smartSessions, activeSessions, loadSmartSessions, revokeSmartSession } from '../../../controllers/sessions/actions.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized, msg, str } from '../../localize.js'
import { StoreController } from '../../store-controller.js'
import '../../ui/wui-button/wui-button.js'
import '../../ui/wui-shimmer/wui-shimmer.js'
import '../../ui/wui-text/wui-text.js'
import { visuallyHiddenStyles } from '../../ui/ui.styles.js'
import { viewStyles } from '../view.styles.js'
import { chainText, expiryText, grantText } from './session-text.js'

/**
 * @summary SmartSessions: the connected EVM account's active smart-account sessions, each with what it
 * may do, its chain and until when, and Revoke (the owner signs the session's id, then the API
 * revokes it; the row leaves only once the API agreed). Loading, empty and error states in words.
 */
@localized()
export class W3mSmartSessionsView extends LitElement {
  static override styles = [
    viewStyles,
    visuallyHiddenStyles,
    css`
      .session {
        display: flex;
        flex-direction: column;
        gap: var(--wui-sys-spacing-xs);
        padding: var(--wui-sys-spacing-s);
        border-radius: var(--wui-sys-border-radius-xs);
        background: var(--wui-sys-color-gray-glass-002);
      }
      .session h3 {
        margin: 0;
      }
      .grants {
        gap: var(--wui-sys-spacing-3xs);
        padding-inline-start: var(--wui-sys-spacing-s);
        list-style: disc;
        color: var(--wui-sys-color-fg-100);
      }
      .grants,
      .error,
      .expiry {
        overflow-wrap: anywhere;
      }
      .expiry {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: var(--wui-sys-spacing-3xs) var(--wui-sys-spacing-xs);
      }
    `
  ]

  private readonly sessions = new StoreController(this, $smartSessions)
  private readonly locale = new StoreController(this, $locale)

  /** The time expiries are counted from, in ms (a story keeps it still); the page's clock by default. */
  @property({ type: Number }) now?: number

  /** Whether the view reads the list when it opens (stories set the state themselves). */
  @property({ type: Boolean, attribute: false }) autoload = true

  override connectedCallback(): void {
    super.connectedCallback()
    // Every visit reads the list afresh (a session granted elsewhere shows), except on coming back from
    // the embedded wallet's approval while a revoke is under way: its row and state stay as they are.
    if (this.autoload && !$smartSessions.get().revoking) void loadSmartSessions()
  }

  private async revoke(pci: string): Promise<void> {
    try {
      await revokeSmartSession(pci)
    } catch {
      // The controller keeps the failure for the row; the list stays as it was.
    }
    await this.updateComplete
    // The row may be gone: focus goes to the next row's Revoke, else to the list's state text.
    const next = this.renderRoot.querySelector<HTMLElement>('[data-testid="smart-session-revoke"]') ?? this.renderRoot.querySelector<HTMLElement>('[data-focus-after-revoke]')
    if (!this.renderRoot.querySelector(`[data-pci="${CSS.escape(pci)}"]`)) next?.focus()
  }

  private renderSession(session: SmartSession, chainId: string, revoking: string | undefined, revokeError: { pci: string; message: string } | undefined) {
    const summary = summarizeSession(session, chainId)
    const network = findNetwork(summary.chainId)
    const locale = this.locale.value
    const chain = chainText(summary.chainId, network)
    const { until, relative } = expiryText(summary.expiry, this.now ?? Date.now(), locale)
    const busy = revoking === session.pci
    const failed = revokeError?.pci === session.pci ? revokeError.message : undefined
    return html`<li class="session" data-testid="smart-session-row" data-pci=${session.pci} aria-busy=${busy ? 'true' : 'false'}>
      <h3><wui-text variant="paragraph-600">${chain}</wui-text></h3>
      ${summary.grants.length
        ? html`<ul class="grants" aria-label=${msg('Allowed actions')}>
            ${summary.grants.map(grant => html`<li><wui-text variant="small-400">${grantText(grant, network, locale)}</wui-text></li>`)}
          </ul>`
        : html`<wui-text variant="small-400" color="fg-200">${msg('No permissions listed')}</wui-text>`}
      <div class="expiry">
        <wui-text variant="small-400" color="fg-200">${until}</wui-text>
        ${relative ? html`<wui-text variant="small-500" color="fg-150">${relative}</wui-text>` : nothing}
      </div>
      ${failed ? html`<wui-text class="error" variant="small-500" color="error-100" role="alert" data-testid="smart-session-revoke-error">${errorText(failed)}</wui-text>` : nothing}
      <wui-button
        variant="neutral"
        size="sm"
        full-width
        data-testid="smart-session-revoke"
        ?loading=${busy}
        ?disabled=${revoking !== undefined && !busy}
        @click=${() => void this.revoke(session.pci)}
        >${busy
          ? msg('Revoking…')
          : html`<span aria-hidden="true">${msg('Revoke')}</span><span class="visually-hidden">${msg(str`Revoke session on ${chain}`)}</span>`}</wui-button
      >
    </li>`
  }

  protected override render() {
    const { status, error, revoking, revokeError, caipAddress } = this.sessions.value
    // The service lists revoked and expired sessions too; the list shows the ones in force now.
    const sessions = activeSessions(this.sessions.value.sessions, this.now ?? Date.now())
    if (status === 'idle' || status === 'loading') {
      return html`<div role="status" aria-label=${msg('Loading sessions')} data-testid="smart-sessions-loading">
        <ul>
          ${[0, 1].map(() => html`<li><wui-shimmer width="100%" height="112px"></wui-shimmer></li>`)}
        </ul>
      </div>`
    }
    if (status === 'error') {
      return html`<div class="centered">
        <wui-text class="error" variant="paragraph-500" color="error-100" role="alert" data-testid="smart-sessions-error">${errorText(error ?? '')}</wui-text>
        <wui-button variant="neutral" size="md" data-testid="smart-sessions-retry" @click=${() => void loadSmartSessions()}>${msg('Try again')}</wui-button>
      </div>`
    }
    if (!sessions.length) {
      return html`<div class="centered">
        <wui-text variant="paragraph-500" color="fg-200" role="status" tabindex="-1" data-focus-after-revoke data-testid="smart-sessions-empty"
          >${msg('No active sessions')}</wui-text
        >
      </div>`
    }
    return html`<ul aria-label=${msg('Active sessions')}>
      ${sessions.map(session => this.renderSession(session, chainOfAccount(caipAddress), revoking, revokeError))}
    </ul>`
  }
}

define('w3m-smart-sessions-view', W3mSmartSessionsView)

declare global {
  interface HTMLElementTagNameMap {
    'w3m-smart-sessions-view': W3mSmartSessionsView
  }
}
