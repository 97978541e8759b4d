import { css } from 'lit'

/**
 * The pill shape all four public buttons share. They sit on the site's own page, so no text in them
 * (a name, a symbol, a network, a site's label) can widen them past their box or reorder what is
 * beside it: each text is a `.text` (a max width, an ellipsis, bidi-isolated) and the pill never
 * grows past its container. A site styles them through their parts (`button`, `label`, …),
 * `--w3m-button-height` and the global `--w3m-*` knobs; nothing else here is public.
 */
export const pillStyles = css`
  :host {
    display: inline-block;
    max-width: 100%;
  }
  button {
    display: inline-flex;
    max-width: 100%;
    align-items: center;
    gap: var(--wui-sys-spacing-xs);
    height: var(--w3m-button-height, 40px);
    padding: 0 var(--wui-sys-spacing-m);
    border: 1px solid var(--wui-sys-color-gray-glass-010);
    border-radius: var(--wui-sys-border-radius-m);
    background: var(--wui-sys-color-bg-100);
    color: var(--wui-sys-color-fg-100);
    font-family: var(--wui-sys-font-family);
    font-size: var(--wui-sys-font-size-paragraph);
    font-weight: var(--wui-sys-font-weight-medium);
    cursor: pointer;
    white-space: nowrap;
    transition: background-color var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  button:hover:not(:disabled) {
    background: var(--wui-sys-color-gray-glass-005);
  }
  button:focus-visible {
    outline: 2px solid var(--wui-sys-color-accent-100);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .text {
    min-width: 0;
    max-width: 10em;
    overflow: hidden;
    text-overflow: ellipsis;
    unicode-bidi: isolate;
  }
  button > :not(.text) {
    flex-shrink: 0;
  }
  :host([size='sm']) button {
    height: var(--w3m-button-height, 32px);
    padding: 0 var(--wui-sys-spacing-s);
    font-size: var(--wui-sys-font-size-small);
  }
  /* The accent darkened a step keeps white text at AA contrast for any accent a site sets. */
  /* Pills that lead with an image (avatar, network logo) sit it close to the edge. */
  .with-image {
    padding-inline-start: var(--wui-sys-spacing-xxs);
  }
  .primary {
    background: var(--wui-sys-color-accent-090);
    border-color: transparent;
    color: var(--wui-sys-color-inverse-100);
  }
  .primary:hover:not(:disabled) {
    background: color-mix(in srgb, var(--wui-sys-color-accent-090) 85%, #000);
  }
`
