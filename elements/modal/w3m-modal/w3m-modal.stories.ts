import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { answerApiWith, GALLERY_API_URL, galleryTokens } from '../../../.storybook/blockchain-api.js'
import { announcedConnector, connectAccount, hostileTexts, untilDirectorySettled, untilShown, useGalleryOptions, walletConnectConnector } from '../../../.storybook/gallery-fixtures.js'
import { ALERTS, showAlert } from '../../../controllers/notices/alert.js'
import { addConnector } from '../../../controllers/wallets/connectors.js'
import { $embeddedWallet } from '../../../controllers/embedded-wallet/store.js'
import { openModal } from '../../../controllers/modal/modal.js'
import { pushView } from '../../../controllers/modal/router.js'
import { resolvedThemeMode } from '../../../controllers/locale-theme/theme.js'
import { showToast } from '../../../controllers/notices/toast.js'
import './w3m-modal.js'

/** The card inline (`enableEmbedded`): header, alert bar, the routed view and the toast, as the dialog holds them. */
function embedded(): void {
  useGalleryOptions({ enableEmbedded: true })
  addConnector(walletConnectConnector)
  addConnector(announcedConnector(0))
}

const untilViewShows = (tag: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await untilShown(canvasElement, tag)
  await untilDirectorySettled().catch(() => undefined)
}

const meta: Meta = {
  title: 'Modal/w3m-modal',
  component: 'w3m-modal',
  tags: ['mobile'],
  render: () => html`<w3m-modal></w3m-modal>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const ConnectCard: Story = {
  loaders: [
    () => {
      embedded()
      openModal({ view: 'Connect' })
    }
  ],
  play: untilViewShows('w3m-connect-view')
}

/** A pushed view: the header has Back. */
export const AllWalletsWithBack: Story = {
  loaders: [
    () => {
      embedded()
      openModal({ view: 'Connect' })
      pushView('AllWallets')
    }
  ],
  play: untilViewShows('w3m-all-wallets-view')
}

export const AccountCard: Story = {
  loaders: [
    () => {
      embedded()
      // The wallet home asks the blockchain API for tokens: the gallery answers it in the page.
      answerApiWith({ balances: galleryTokens })
      useGalleryOptions({ enableEmbedded: true, apiUrl: GALLERY_API_URL })
      connectAccount()
      openModal({ view: 'Account' })
    }
  ],
  play: async ({ canvasElement }) => {
    await untilShown(canvasElement, 'w3m-account-view')
    await untilShown(canvasElement, '[data-testid^="token-row-"]')
  }
}

/** Arabic: the whole card right to left (back arrow, chevrons, paddings mirrored); the address and balance stay left to right. */
export const ConnectCardArabic: Story = { ...AllWalletsWithBack, globals: { locale: 'ar' } }

export const AccountCardArabic: Story = { ...AccountCard, globals: { locale: 'ar' } }

export const ConnectCardJapanese: Story = { ...ConnectCard, globals: { locale: 'ja' } }

export const AlertAndToast: Story = {
  loaders: [
    () => {
      embedded()
      openModal({ view: 'Connect' })
      showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED, 'error')
      showToast('Address copied', 'success', { autoClose: false })
    }
  ],
  play: untilViewShows('w3m-connect-view')
}

export const HostileAlertAndToast: Story = {
  loaders: [
    () => {
      embedded()
      openModal({ view: 'Connect' })
      showAlert({ shortMessage: hostileTexts.markup, longMessage: hostileTexts.long }, 'warning')
      showToast(hostileTexts.long, 'error', { autoClose: false })
    }
  ],
  play: untilViewShows('w3m-connect-view')
}

/** The real dialog over the page (the shot is of the whole viewport). */
export const Dialog: Story = {
  tags: ['page-shot'],
  loaders: [
    () => {
      useGalleryOptions()
      addConnector(walletConnectConnector)
      openModal({ view: 'Connect' })
    }
  ],
  play: untilViewShows('w3m-connect-view')
}

/**
 * The secure frame's approval screen over ApproveTransaction. GALLERY STAND-IN: the real frame lives on
 * the secure site's origin and needs the auth service; this same-origin document copies its screen
 * (frame/page/approval.ts) so the layout (frame over the view, no Back, Close blocked) can be seen.
 */
const standInFrame = (theme: string) => `<!doctype html><html lang="en" data-theme="${theme}"><head><meta charset="utf-8"><title>Secure wallet</title><style>
:root { color-scheme: light; font-family: system-ui, sans-serif; } :root[data-theme='dark'] { color-scheme: dark; } body { margin: 0; background: Canvas; color: CanvasText; }
main { padding: 16px; display: grid; gap: 12px; } h1 { font-size: 18px; margin: 0; } pre { white-space: pre-wrap; word-break: break-all; margin: 0; font-size: 13px; }
.actions { display: flex; gap: 8px; } button { min-height: 40px; padding: 0 16px; border-radius: 12px; border: 1px solid currentColor; background: transparent; color: inherit; font: inherit; }
button.primary { background: #0988f0; border-color: #0988f0; color: #fff; }</style></head>
<body><main><h1>Sign message</h1><pre>localhost:6006 · Ethereum · 0x71C7…976F</pre><pre>Hello from w3m-kit</pre>
<div class="actions"><button>Reject</button><button class="primary">Approve</button></div></main></body></html>`

export const ApproveInSecureFrame: Story = {
  render: () =>
    html`<w3m-modal
      ><iframe slot="secure-frame" title="Secure wallet" srcdoc=${standInFrame(resolvedThemeMode())} style="display:block;width:100%;height:100%;border:0"></iframe
    ></w3m-modal>`,
  loaders: [
    () => {
      embedded()
      openModal({ view: 'ApproveTransaction' })
      $embeddedWallet.setKey('frameScreen', 'approve')
    }
  ],
  play: untilViewShows('w3m-approve-transaction-view')
}

/**
 * A site's own look through the public styling API only (docs/theming.md): the card's width knob, global
 * knobs and CSS parts, set by the page's stylesheet.
 */
export const StyledThroughParts: Story = {
  ...AlertAndToast,
  render: () =>
    html`<style>
        .site-theme w3m-modal {
          --w3m-accent: #0f766e;
          --w3m-border-radius-master: 3px;
          --w3m-modal-width: 400px;
        }
        .site-theme w3m-modal::part(card) {
          border: 2px solid #0f766e;
        }
        .site-theme w3m-modal::part(header) {
          border-block-end: 1px solid #0f766e;
        }
        .site-theme w3m-modal::part(title) {
          text-transform: uppercase;
          letter-spacing: 0.08em;
        }
      </style>
      <div class="site-theme"><w3m-modal></w3m-modal></div>`
}
