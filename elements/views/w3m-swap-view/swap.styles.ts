import { css } from 'lit'

/** Layout the swap views share: the two token cards with the flip control between them, and the detail rows. */
export const swapStyles = css`
  .pair {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: var(--wui-sys-spacing-3xs);
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: var(--wui-sys-spacing-xs);
    padding: var(--wui-sys-spacing-s) var(--wui-sys-spacing-l);
    border-radius: var(--wui-sys-border-radius-s);
    background: var(--wui-sys-color-gray-glass-002);
    border: 1px solid var(--wui-sys-color-gray-glass-005);
  }
  /* A label and its value on one line; a detail row is sized on its own, so a long rate never squeezes behind the longest label. */
  .row,
  .detail {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--wui-sys-spacing-s);
  }
  .row > wui-text {
    flex-shrink: 0;
  }
  .row > wui-button {
    min-width: 0;
    max-width: 60%;
    overflow: hidden;
  }
  .token {
    display: inline-flex;
    align-items: center;
    gap: var(--wui-sys-spacing-xxs);
    min-width: 0;
    max-width: 100%;
  }
  .token wui-text {
    min-width: 0;
  }
  .token wui-image {
    flex-shrink: 0;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    overflow: hidden;
  }
  .amount {
    font-size: var(--wui-sys-font-size-medium-title);
    color: var(--wui-sys-color-fg-100);
    font-variant-numeric: tabular-nums;
    min-height: 1.4em;
    word-break: break-all;
  }
  dl {
    display: flex;
    flex-direction: column;
    gap: var(--wui-sys-spacing-xs);
    margin: var(--wui-sys-spacing-3xs) 0 var(--wui-sys-spacing-xs);
    padding: var(--wui-sys-spacing-s) var(--wui-sys-spacing-l);
    border-radius: var(--wui-sys-border-radius-s);
    border: 1px solid var(--wui-sys-color-gray-glass-005);
  }
  dt {
    flex-shrink: 0;
    color: var(--wui-sys-color-fg-200);
    font-size: var(--wui-sys-font-size-small);
  }
  dd {
    min-width: 0;
    overflow-wrap: anywhere;
    margin: 0;
    text-align: end;
    color: var(--wui-sys-color-fg-100);
    font-size: var(--wui-sys-font-size-small);
    font-variant-numeric: tabular-nums;
  }
  .error {
    color: var(--wui-sys-color-error-100);
    font-size: var(--wui-sys-font-size-small);
    text-align: center;
    margin: 0;
  }
  #slippage {
    width: 4em;
    font: inherit;
    text-align: end;
    color: var(--wui-sys-color-fg-100);
    background: var(--wui-sys-color-gray-glass-005);
    border: 1px solid var(--wui-sys-color-gray-glass-010);
    border-radius: var(--wui-sys-border-radius-3xs);
    padding: var(--wui-sys-spacing-3xs) var(--wui-sys-spacing-xxs);
  }
  /* Centred on the seam between the cards, ringed in the modal's background so it reads as one control over both. */
  .flip {
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    border-radius: var(--wui-sys-border-radius-xs);
    background: var(--wui-sys-color-bg-125);
    box-shadow: 0 0 0 var(--wui-sys-spacing-3xs) var(--wui-sys-color-bg-125);
  }
`
