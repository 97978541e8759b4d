import { css } from 'lit'

/** The pill shape all four public buttons share. */
export const pillStyles = css`
  :host {
    display: inline-block;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: var(--wui-spacing-xs);
    height: 40px;
    padding: 0 var(--wui-spacing-m);
    border: 1px solid var(--wui-color-gray-glass-010);
    border-radius: var(--wui-border-radius-m);
    background: var(--wui-color-bg-100);
    color: var(--wui-color-fg-100);
    font-family: var(--wui-font-family);
    font-size: var(--wui-font-size-paragraph);
    font-weight: var(--wui-font-weight-medium);
    cursor: pointer;
    white-space: nowrap;
    transition: background-color var(--wui-duration-md) var(--wui-ease-out-power-1);
  }
  button:hover:not(:disabled) {
    background: var(--wui-color-gray-glass-005);
  }
  button:focus-visible {
    outline: 2px solid var(--wui-color-accent-100);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  :host([size='sm']) button {
    height: 32px;
    padding: 0 var(--wui-spacing-s);
    font-size: var(--wui-font-size-small);
  }
  /* The accent darkened a step keeps white text at AA contrast for any accent a site sets. */
  /* Pills that lead with an image (avatar, network logo) sit it close to the edge. */
  .with-image {
    padding-inline-start: var(--wui-spacing-xxs);
  }
  .primary {
    background: var(--wui-color-accent-090);
    border-color: transparent;
    color: var(--wui-color-inverse-100);
  }
  .primary:hover:not(:disabled) {
    background: color-mix(in srgb, var(--wui-color-accent-090) 85%, #000);
  }
`
