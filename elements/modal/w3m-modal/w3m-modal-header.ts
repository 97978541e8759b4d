import { html, nothing } from 'lit'
import type { RouteData, RouteView } from '../../../controllers/modal/router.js'
import '../../ui/wui-icon-button/wui-icon-button.js'
import { loadIcon } from '../../ui/wui-icon/icon-loaders.js'
import '../../ui/wui-text/wui-text.js'
import { msg } from '../../localize.js'
import { VIEWS } from '../w3m-router/views.js'

export const MODAL_TITLE_ID = 'w3m-modal-title'

// The header's icons load with the modal's code (a prefetch brings both), not after the first open.
for (const icon of ['close', 'chevron-left']) void loadIcon(icon)

function titleOf(view: RouteView, data: RouteData | undefined): string {
  if (view === 'ConnectingExternal' && data?.connector) return data.connector.name
  return VIEWS[view]?.title() ?? ''
}

/** The modal's header: back, the view's title (labels the dialog), close. */
export function renderModalHeader(options: {
  view: RouteView
  data: RouteData | undefined
  canGoBack: boolean
  canClose: boolean
  onBack: () => void
  onClose: () => void
}) {
  return html`<div class="header" part="header">
    ${options.canGoBack
      ? html`<wui-icon-button part="back-button" icon="chevron-left" label=${msg('Back')} data-testid="w3m-header-back" @click=${options.onBack}></wui-icon-button>`
      : html`<span class="header-spacer"></span>`}
    <h2 id=${MODAL_TITLE_ID} class="title" part="title" data-testid="w3m-header-text">${titleOf(options.view, options.data)}</h2>
    ${options.canClose
      ? html`<wui-icon-button part="close-button" icon="close" label=${msg('Close')} data-testid="w3m-header-close" @click=${options.onClose}></wui-icon-button>`
      : nothing}
  </div>`
}
