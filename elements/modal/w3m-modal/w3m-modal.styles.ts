import { css } from 'lit'

export const modalStyles = css`
  :host {
    display: contents;
  }
  dialog {
    box-sizing: border-box;
    width: 100%;
    max-width: 100%;
    height: 100%;
    max-height: 100%;
    margin: 0;
    padding: 0;
    border: none;
    background: transparent;
    display: flex;
    align-items: center;
    justify-content: center;
    z-index: var(--w3m-z-index, 999);
  }
  /* Closed, the dialog stays laid out but unseen, out of reach: the card prepared in it at idle is styled and laid out before the click. */
  dialog:not([open]) {
    position: fixed;
    inset: 0;
    visibility: hidden;
    pointer-events: none;
  }
  dialog::backdrop {
    background: rgba(0, 0, 0, 0.5);
    animation: fade-in var(--wui-sys-duration-lg) var(--wui-sys-ease-out-power-2);
  }
  .card {
    box-sizing: border-box;
    width: var(--w3m-modal-width, 360px);
    max-width: calc(100% - 2 * var(--wui-sys-spacing-s));
    max-height: calc(100% - 2 * var(--wui-sys-spacing-xl));
    overflow: auto;
    background: var(--wui-sys-color-bg-125);
    color: var(--wui-sys-color-fg-100);
    font-family: var(--wui-sys-font-family);
    border: 1px solid var(--wui-sys-color-gray-glass-005);
    border-radius: var(--wui-sys-border-radius-l);
    box-shadow: var(--wui-sys-shadow-lg);
    animation: zoom-in var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-2);
    outline: none;
  }
  /* The enter animation starts when the dialog opens, not when the card is prepared. */
  dialog:not([open]) .card {
    animation: none;
  }
  .card.inline {
    max-width: 100%;
    animation: none;
  }
  .card.shake {
    animation: shake 0.5s var(--wui-sys-ease-out-power-1);
  }
  .header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--wui-sys-spacing-xs);
    padding: var(--wui-sys-spacing-s) var(--wui-sys-spacing-s) var(--wui-sys-spacing-xs);
  }
  .header-spacer {
    width: 40px;
  }
  .title {
    flex: 1;
    margin: 0;
    text-align: center;
    font-size: var(--wui-sys-font-size-paragraph);
    font-weight: var(--wui-sys-font-weight-medium);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The embedded wallet's secure frame (slotted from the light DOM: moving an iframe would reload it) covers the view while it shows its own screen. */
  .body {
    position: relative;
  }
  .body.framed {
    min-height: 420px;
  }
  .secure-frame {
    position: absolute;
    inset: 0;
    background: var(--wui-sys-color-bg-125);
  }
  .secure-frame[hidden] {
    display: none;
  }
  .alert {
    display: block;
    padding: 0 var(--wui-sys-spacing-s) var(--wui-sys-spacing-xs);
  }
  .toast {
    position: fixed;
    top: var(--wui-sys-spacing-l);
    inset-inline: 0;
    margin-inline: auto;
    width: fit-content;
    max-width: calc(100% - 2 * var(--wui-sys-spacing-l));
    z-index: calc(var(--w3m-z-index, 999) + 1);
  }
  @keyframes zoom-in {
    from {
      opacity: 0;
      transform: scale(0.96) translateY(8px);
    }
  }
  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes shake {
    10%,
    90% {
      transform: translateX(-2px);
    }
    20%,
    80% {
      transform: translateX(4px);
    }
    30%,
    50%,
    70% {
      transform: translateX(-6px);
    }
    40%,
    60% {
      transform: translateX(6px);
    }
  }
  /* Mobile: a bottom sheet. */
  @media (max-width: 430px) {
    dialog {
      align-items: flex-end;
    }
    .card {
      width: 100%;
      max-width: 100%;
      max-height: 90%;
      border-radius: var(--wui-sys-border-radius-l) var(--wui-sys-border-radius-l) 0 0;
      animation-name: slide-up;
    }
    @keyframes slide-up {
      from {
        transform: translateY(100%);
      }
    }
  }
  @media (prefers-reduced-motion: reduce) {
    dialog::backdrop,
    .card,
    .card.shake {
      animation: none;
    }
  }
`
