import { html, LitElement, nothing } from 'lit'
import { $alert, closeAlert } from '../../../controllers/notices/alert.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { $locale, textDirection } from '../../../controllers/locale-theme/locale.js'
import { $modal, closeModal, initialView } from '../../../controllers/modal/modal.js'
import { $options } from '../../../controllers/config/options.js'
import { $router, goBack } from '../../../controllers/modal/router.js'
import { $toast } from '../../../controllers/notices/toast.js'
import { themeStyles } from '../../../themes/theme-styles.js'
import { define } from '../../define.js'
import { errorText } from '../../error-text.js'
import { localized } from '../../localize.js'
import { whenIdle } from '../../../controllers/when-idle.js'
import { StoreController } from '../../store-controller.js'
import { ThemeController } from '../../theme-controller.js'
import '../../ui/wui-alertbar/wui-alertbar.js'
import '../../ui/wui-toast/wui-toast.js'
import '../w3m-router/w3m-router.js'
import { MODAL_TITLE_ID, renderModalHeader } from './w3m-modal-header.js'
import { modalStyles } from './w3m-modal.styles.js'

/** The focused element, looking through open shadow roots, with the hosts on the way. */
function focusPath(): HTMLElement[] {
  const path: HTMLElement[] = []
  let active = document.activeElement as HTMLElement | null
  while (active) {
    path.push(active)
    active = (active.shadowRoot?.activeElement as HTMLElement | null) ?? null
  }
  return path
}

/**
 * @summary The modal: a native `<dialog>` (focus trap, Escape, focus restore) holding the header,
 * the alert bar, the current view and the toast. `enableEmbedded` renders the card inline.
 * The current view is reflected as the `view` attribute, the active language as `w3m-locale` and
 * its writing direction as `dir` (`rtl` for Arabic: the card mirrors).
 * @csspart dialog - The native `<dialog>`, the whole viewport (absent with `enableEmbedded`); its `::backdrop` (`w3m-modal::part(dialog)::backdrop`) dims the page.
 * @csspart card - The card: the header, the alert bar and the current view.
 * @csspart header - The header row: back, title, close.
 * @csspart title - The view's title (it labels the dialog).
 * @csspart back-button - The back button (`wui-icon-button`), on views with a history.
 * @csspart close-button - The close button (`wui-icon-button`; absent with `enableEmbedded`).
 * @csspart body - The current view's box.
 * @csspart alert - The alert bar (`wui-alertbar`) while an alert shows.
 * @csspart toast - The toast (`wui-toast`) while one shows.
 * @cssprop [--w3m-modal-width=360px] - The card's width on screens wider than 430px (a bottom sheet below).
 * @cssprop [--w3m-z-index=999] - The dialog's stacking order (the toast sits one above).
 * @cssprop --w3m-accent - The accent: primary buttons, links, focus rings, selected items.
 * @cssprop --w3m-color-mix - A colour mixed into every surface, at `--w3m-color-mix-strength` percent.
 * @cssprop [--w3m-color-mix-strength=0] - How much of `--w3m-color-mix` the surfaces take, 0 to 100.
 * @cssprop --w3m-font-family - The font of all text.
 * @cssprop [--w3m-font-size-master=10px] - The type scale's unit (body text is 1.6 of it).
 * @cssprop [--w3m-border-radius-master=4px] - The radius scale's unit (the card's radius is 9 of it).
 * @cssprop [--w3m-qr-color=#000000] - The QR code's dark modules.
 */
@localized()
export class W3mModal extends LitElement {
  static override styles = [themeStyles, modalStyles]

  private readonly modal = new StoreController(this, $modal)
  private readonly router = new StoreController(this, $router)
  private readonly toast = new StoreController(this, $toast)
  private readonly alert = new StoreController(this, $alert)
  private readonly locale = new StoreController(this, $locale)
  private readonly embeddedWallet = new StoreController(this, $embeddedWallet)
  private opener: HTMLElement[] = []
  /** Set once the page is idle: the closed dialog then holds the Connect card, so a click only opens it. */
  private prepared = false

  constructor() {
    super()
    new ThemeController(this)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    whenIdle(() => {
      if (!this.isConnected || this.prepared) return
      this.prepared = true
      this.requestUpdate()
    })
  }

  /**
   * Closed, the dialog keeps the Connect card rendered (templates, elements and styles made at idle):
   * only Connect, the one view that does nothing until the modal opens.
   */
  private cardShown(): boolean {
    if (this.modal.value.open) return true
    return this.prepared && this.router.value.view === 'Connect' && initialView() === 'Connect'
  }

  private get embedded(): boolean {
    return Boolean($options.get()?.enableEmbedded)
  }

  private onCancel(event: Event): void {
    // Escape: the controller decides (ApproveTransaction blocks closing).
    event.preventDefault()
    closeModal()
  }

  private onDialogClick(event: MouseEvent): void {
    if (event.target === event.currentTarget) closeModal()
  }

  private renderCard() {
    const { view, data, history } = this.router.value
    const alert = this.alert.value
    const { frameScreen } = this.embeddedWallet.value
    return html`<div
      class="card ${this.modal.value.shake ? 'shake' : ''} ${this.embedded ? 'inline' : ''}"
      part="card"
      data-testid="w3m-modal-card"
      role=${this.embedded ? 'region' : nothing}
      aria-labelledby=${this.embedded ? MODAL_TITLE_ID : nothing}
    >
      ${renderModalHeader({
        view,
        data,
        // The frame's own screen answers an approval or a recovery step: no way around it but its buttons.
        canGoBack: history.length > 1 && view !== 'ApproveTransaction' && !frameScreen,
        canClose: !this.embedded,
        onBack: goBack,
        onClose: () => closeModal()
      })}
      ${alert.open
        ? html`<wui-alertbar
            class="alert"
            part="alert"
            data-testid="w3m-alert"
            .message=${errorText(alert.message)}
            variant=${alert.variant}
            @w3m-close=${closeAlert}
          ></wui-alertbar>`
        : nothing}
      <div class="body ${frameScreen ? 'framed' : ''}" part="body">
        <w3m-router></w3m-router>
        <div class="secure-frame" ?hidden=${!frameScreen}><slot name="secure-frame"></slot></div>
      </div>
    </div>`
  }

  private renderToast() {
    const toast = this.toast.value
    return toast.open
      ? html`<wui-toast class="toast" part="toast" data-testid="w3m-toast" .message=${errorText(toast.message)} variant=${toast.variant} open></wui-toast>`
      : nothing
  }

  override render() {
    if (this.embedded) return html`${this.renderCard()}${this.renderToast()}`
    const open = this.modal.value.open
    return html`<dialog part="dialog" aria-labelledby=${MODAL_TITLE_ID} @cancel=${this.onCancel} @click=${this.onDialogClick}>
        ${this.cardShown() ? this.renderCard() : nothing}${open ? this.renderToast() : nothing}
      </dialog>
      ${open ? nothing : this.renderToast()}`
  }

  override updated(): void {
    this.setAttribute('view', this.router.value.view)
    this.setAttribute('w3m-locale', this.locale.value)
    this.setAttribute('dir', textDirection(this.locale.value))
    const dialog = this.renderRoot.querySelector('dialog')
    if (!dialog) return
    const open = this.modal.value.open
    if (open && !dialog.open) {
      this.opener = focusPath()
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      this.restoreFocus()
    }
  }

  /** Focus returns to the opener, or to its nearest host still on the page (a button that re-rendered). */
  private restoreFocus(): void {
    const target = [...this.opener].reverse().find(element => element.isConnected)
    this.opener = []
    target?.focus()
  }
}

define('w3m-modal', W3mModal)
define('appkit-modal', class extends W3mModal {})
