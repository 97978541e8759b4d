import { css } from 'lit'

export const buttonStyles = css`
  :host {
    display: inline-flex;
    max-width: 100%;
  }
  :host([full-width]) {
    display: flex;
    width: 100%;
  }
  button {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--wui-sys-spacing-xxs);
    width: 100%;
    min-width: 0;
    height: 40px;
    padding: 0 var(--wui-sys-spacing-m);
    border-radius: var(--wui-sys-border-radius-m);
    font-size: var(--wui-sys-font-size-paragraph);
    line-height: var(--wui-sys-line-height-paragraph);
    letter-spacing: var(--wui-sys-letter-spacing-paragraph);
    font-weight: var(--wui-sys-font-weight-medium);
    white-space: nowrap;
    color: var(--wui-sys-color-inverse-100);
    background: var(--wui-sys-color-accent-090);
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-gray-glass-010);
    transition:
      background-color var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1),
      box-shadow var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  :host([size='sm']) button {
    height: 32px;
    padding: 0 var(--wui-sys-spacing-s);
    font-size: var(--wui-sys-font-size-small);
    line-height: var(--wui-sys-line-height-small);
    letter-spacing: var(--wui-sys-letter-spacing-small);
  }
  :host([size='lg']) button {
    height: 48px;
    padding: 0 var(--wui-sys-spacing-l);
  }
  button:hover:enabled {
    background: color-mix(in srgb, var(--wui-sys-color-accent-090) 85%, #000);
  }
  :host([variant='accent']) button {
    color: var(--wui-sys-color-accent-text);
    background: var(--wui-sys-color-accent-glass-010);
    box-shadow: none;
  }
  :host([variant='accent']) button:hover:enabled {
    background: var(--wui-sys-color-accent-glass-020);
  }
  :host([variant='neutral']) button {
    color: var(--wui-sys-color-fg-150);
    background: transparent;
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-gray-glass-020);
  }
  :host([variant='shade']) button {
    color: var(--wui-sys-color-fg-200);
    background: var(--wui-sys-color-gray-glass-005);
    box-shadow: none;
  }
  :host([variant='neutral']) button:hover:enabled,
  :host([variant='shade']) button:hover:enabled {
    background: var(--wui-sys-color-gray-glass-010);
  }
  :host([variant='accent-error']) button {
    color: var(--wui-sys-color-error-100);
    background: var(--wui-sys-color-error-glass-010);
    box-shadow: none;
  }
  :host([variant='accent-error']) button:hover:enabled {
    background: color-mix(in srgb, var(--wui-sys-color-error-100) 20%, transparent);
  }
  :host([variant='link']) button {
    height: auto;
    padding: var(--wui-sys-spacing-4xs) var(--wui-sys-spacing-3xs);
    border-radius: var(--wui-sys-border-radius-5xs);
    color: var(--wui-sys-color-accent-text);
    background: transparent;
    box-shadow: none;
  }
  :host([variant='link']) button:hover:enabled {
    text-decoration: underline;
  }
  button:disabled {
    color: var(--wui-sys-color-fg-300);
    background: var(--wui-sys-color-gray-glass-005);
    box-shadow: none;
  }
  .content {
    display: inline-flex;
    align-items: center;
    gap: inherit;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  :host([loading]) .content {
    opacity: 0;
  }
  wui-spinner {
    position: absolute;
    inset: 0;
    margin: auto;
  }
`
