import { css, html, LitElement, nothing, type TemplateResult } from 'lit'
import { state } from 'lit/decorators.js'
import { $chain } from '../../../controllers/networks/store.js'
import { allWalletsCountLabel, connectRows, hasInstalledWallet, type ConnectRow } from '../../../controllers/wallets/connect-list.js'
import { $connectors, recentWallets } from '../../../controllers/wallets/connectors.js'
import { leadsToWalletConnect, selectWallet } from '../../../controllers/wallets/wallet-choice.js'
import { $modal } from '../../../controllers/modal/modal.js'
import { $options, connectMethodsOrder } from '../../../controllers/config/options.js'
import { emailSignInOffered, socialsConfigured } from '../../../controllers/embedded-wallet/sign-in-methods.js'
import { PREFETCH_VIEW_EVENT, pushView, type PrefetchViewDetail } from '../../../controllers/modal/router.js'
import { warmWalletConnect } from '../../../controllers/walletconnect/connector.js'
import { $walletDirectory, loadConnectWallets, loadFirstWalletsPage, pendingConnectRows } from '../../../controllers/wallets/directory.js'
import { afterNextPaint, whenIdle } from '../../../controllers/when-idle.js'
import { define } from '../../define.js'
import { StoreController } from '../../store-controller.js'
import { loadIcon } from '../../ui/wui-icon/icon-loaders.js'
import '../../ui/wui-list-wallet/wui-list-wallet.js'
import '../../ui/wui-text/wui-text.js'
import { viewStyles } from '../view.styles.js'
import { localized, msg, str } from '../../localize.js'
import { tagText } from '../wallet-tag-text.js'
import { FAMILY_LABELS } from '../family-label.js'

/** Sites with email sign-in fetch its field (and the rows around it) with this view's code; others never do. */
function loadEmailPart(): void {
  if (emailSignInOffered()) void import('./w3m-connect-email.js')
}
loadEmailPart()

/** Sites with social sign-in fetch its buttons with this view's code; others never do. */
function loadSocialsPart(): void {
  if (socialsConfigured().length) void import('../w3m-connect-socials-view/w3m-connect-socials.js')
}
loadSocialsPart()

// Icons of the first paint load with the view's code (a prefetch brings both), not after it.
for (const icon of ['all-wallets', 'wallet-placeholder']) void loadIcon(icon)

/** "All wallets" is the next likely click: have its code (the router loads it) and first page ready before it. */
function prefetchAllWallets(from: HTMLElement): void {
  if ($options.get()?.features.allWallets === false) return
  from.dispatchEvent(new CustomEvent<PrefetchViewDetail>(PREFETCH_VIEW_EVENT, { detail: { view: 'AllWallets' }, bubbles: true, composed: true }))
  void loadFirstWalletsPage()
}

/** A directory row not yet answered: an empty, faded row of its height, not read, not focusable. */
const PENDING_ROW = html`<li class="pending" aria-hidden="true" inert><wui-list-wallet name=""></wui-list-wallet></li>`

/** The legal line with the links the site configured (one or both). */
function legalText(terms: TemplateResult | undefined, privacy: TemplateResult | undefined) {
  if (terms && privacy) return msg(html`By connecting your wallet, you agree to our ${terms} and ${privacy}`)
  const link = terms ?? privacy
  return msg(html`By connecting your wallet, you agree to our ${link}`)
}

/**
 * @summary The Connect view: wallets in the behaviour §9 order (WalletConnect, recent, installed,
 * featured, custom, external, recommended) and the "All wallets" row with the directory count;
 * with `collapseWallets` only WalletConnect and "All wallets".
 */
@localized()
export class W3mConnectView extends LitElement {
  static override styles = [
    viewStyles,
    css`
      .legal a {
        color: var(--wui-sys-color-fg-100);
      }
      .pending {
        opacity: 0.4;
      }
    `
  ]

  private readonly connectors = new StoreController(this, $connectors)
  private readonly chain = new StoreController(this, $chain)
  private readonly directory = new StoreController(this, $walletDirectory)
  private readonly modal = new StoreController(this, $modal)

  /** With `emailShowWallets: false`, the wallets show once the person asks for them. */
  @state() private walletsUnfolded = false

  /** Whether the person sees this view now (the modal prepares it, closed, at idle). */
  private shown = false

  override connectedCallback(): void {
    super.connectedCallback()
    this.shown = false
    this.showWhenOpen()
  }

  override willUpdate(): void {
    this.showWhenOpen()
  }

  /** In the modal's router, the view waits, closed, for the modal to open; a page's own element is shown at once. */
  private showWhenOpen(): void {
    const open = this.modal.value.open || (this.getRootNode() as ShadowRoot).host?.localName !== 'w3m-router'
    if (open && !this.shown) {
      this.walletsUnfolded = false
      // The view paints first with what it has (installed wallets); the directory's arrive after.
      afterNextPaint(() => void loadConnectWallets().then(() => whenIdle(() => prefetchAllWallets(this))))
    }
    this.shown = open
  }

  /** A pointer over a row or focus on it: a WalletConnect row starts the SDK before the click, so the QR code is nearer. */
  private intend(row: ConnectRow): void {
    if (leadsToWalletConnect(row)) warmWalletConnect()
  }

  private choose(row: ConnectRow): void {
    // The SDK loads alongside the pairing view's code rather than after it: the QR code comes sooner.
    this.intend(row)
    selectWallet(row)
  }

  /** Family labels for a row's badge: only when the site configures several families. */
  private familiesOf(row: ConnectRow): string[] {
    if (this.chain.value.adapterNamespaces.length < 2 || !row.namespaces) return []
    return row.namespaces.filter(namespace => this.chain.value.adapterNamespaces.includes(namespace)).map(namespace => FAMILY_LABELS[namespace])
  }

  private walletRow(row: ConnectRow) {
    return html`<li>
      <wui-list-wallet
        data-testid=${`wallet-selector-${row.id}`}
        data-namespaces=${row.namespaces?.join(' ') ?? nothing}
        .families=${this.familiesOf(row)}
        .name=${row.name}
        .warning=${row.contested ? msg(str`Another wallet also claims to be ${row.name}`) : ''}
        .imageSrc=${row.imageUrl ?? ''}
        .tagLabel=${tagText(row.tag)}
        tagVariant=${row.tag === 'installed' ? 'success' : row.tag === 'recent' ? 'main' : 'shade'}
        @click=${() => this.choose(row)}
        @pointerenter=${() => this.intend(row)}
        @focus=${() => this.intend(row)}
      ></wui-list-wallet>
    </li>`
  }

  private allWalletsRow() {
    if ($options.get()?.features.allWallets === false) return nothing
    const label = allWalletsCountLabel(this.directory.value.count)
    return html`<li>
      <wui-list-wallet
        data-testid="all-wallets"
        name=${msg('All wallets')}
        showAllWallets
        .tagLabel=${label}
        tagVariant="shade"
        @click=${() => pushView('AllWallets')}
      ></wui-list-wallet>
    </li>`
  }

  private renderLegal() {
    const options = $options.get()
    const terms = options?.termsConditionsUrl
    const privacy = options?.privacyPolicyUrl
    if (!terms && !privacy) return nothing
    return html`<wui-text class="legal" variant="small-400" color="fg-300" align="center">
      ${legalText(
        terms ? html`<a href=${terms} target="_blank" rel="noopener noreferrer">${msg('Terms of Service')}</a>` : undefined,
        privacy ? html`<a href=${privacy} target="_blank" rel="noopener noreferrer">${msg('Privacy Policy')}</a>` : undefined
      )}
    </wui-text>`
  }

  /** The families this Connect lists: open({namespace}) or a network of an unconnected family narrows it. */
  private namespaces() {
    return this.modal.value.namespace ? [this.modal.value.namespace] : this.chain.value.adapterNamespaces
  }

  /** Email sign-in shows when the site turned it on and hosts the secure frame (`secureSiteUrl`), on EVM. */
  private emailEnabled(): boolean {
    return emailSignInOffered(this.namespaces())
  }

  private renderWallets() {
    const options = $options.get()
    const directory = this.directory.value
    const rows = connectRows({
      connectors: this.connectors.value,
      namespaces: this.namespaces(),
      recents: recentWallets(),
      featured: directory.featured,
      recommended: directory.recommended,
      customWallets: options?.customWallets,
      excludeWalletIds: options?.excludeWalletIds,
      collapse: options?.features.collapseWallets,
      verified: directory.verified
    })
    const allWallets = this.allWalletsRow()
    // The directory's rows are awaited in rows of their height, so the card does not grow when they come.
    const pending = options?.features.collapseWallets ? 0 : pendingConnectRows()
    return rows.length || allWallets !== nothing
      ? html`<ul aria-label=${msg('Wallets')}>
          ${rows.map(row => this.walletRow(row))}${Array.from({ length: pending }, () => PENDING_ROW)}${allWallets}
        </ul>`
      : html`<div class="centered" role="status">
          <wui-text variant="paragraph-500">${msg('No wallet found in this browser')}</wui-text>
          <wui-text variant="small-400" color="fg-200">${msg('Install a browser wallet, then reload this page to connect.')}</wui-text>
        </div>`
  }

  /** Social sign-in shows under the same rule as email, with the site's providers. */
  private socialsEnabled(): boolean {
    return socialsConfigured(this.namespaces()).length > 0
  }

  /** behaviour §9 connect order with email or socials on; `emailShowWallets: false` folds the wallets behind one row. */
  private renderMethods() {
    const email = this.emailEnabled()
    const socials = this.socialsEnabled()
    if (email) loadEmailPart()
    if (socials) loadSocialsPart()
    const showWallets = $options.get()?.features.emailShowWallets !== false || this.walletsUnfolded
    const wallets = showWallets
      ? this.renderWallets()
      : html`<wui-list-item icon="wallet" chevron data-testid="w3m-continue-with-wallet" @click=${() => (this.walletsUnfolded = true)}
          >${msg('Continue with a wallet')}</wui-list-item
        >`
    const methods = connectMethodsOrder(hasInstalledWallet(this.connectors.value)).filter(
      method => method === 'wallet' || (method === 'email' && email) || (method === 'social' && socials)
    )
    // Email and socials are one group (sign in with the embedded wallet): "or" separates it from the wallets only.
    return methods.map((method, index) => {
      const part =
        method === 'email'
          ? html`<w3m-connect-email></w3m-connect-email>`
          : method === 'social'
            ? html`<w3m-connect-socials .namespaces=${this.namespaces()}></w3m-connect-socials>`
            : wallets
      const separated = index > 0 && (method === 'wallet' || methods[index - 1] === 'wallet')
      return separated ? html`<wui-separator text=${msg('or')}></wui-separator>${part}` : part
    })
  }

  override render() {
    return html`${this.emailEnabled() || this.socialsEnabled() ? this.renderMethods() : this.renderWallets()} ${this.renderLegal()}`
  }
}

define('w3m-connect-view', W3mConnectView)
