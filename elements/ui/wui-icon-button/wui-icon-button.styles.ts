import { css } from 'lit'

export const iconButtonStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
  }
  button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: var(--wui-sys-border-radius-xxs);
    color: var(--wui-sys-color-fg-100);
    background: transparent;
    transition: background-color var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  button:hover:enabled {
    background: var(--wui-sys-color-gray-glass-005);
  }
  button:active:enabled {
    background: var(--wui-sys-color-gray-glass-010);
  }
  button:disabled {
    color: var(--wui-sys-color-fg-300);
    opacity: 0.6;
  }
  :host([size='xs']) button {
    width: 24px;
    height: 24px;
    border-radius: var(--wui-sys-border-radius-4xs);
  }
  :host([size='sm']) button {
    width: 28px;
    height: 28px;
    border-radius: var(--wui-sys-border-radius-3xs);
  }
  :host([size='lg']) button {
    width: 40px;
    height: 40px;
  }
  :host([variant='shade']) button {
    color: var(--wui-sys-color-fg-200);
    background: var(--wui-sys-color-gray-glass-005);
  }
  :host([variant='accent']) button {
    color: var(--wui-sys-color-accent-text);
    background: var(--wui-sys-color-accent-glass-010);
  }
  :host([variant='accent']) button:hover:enabled {
    background: var(--wui-sys-color-accent-glass-020);
  }
  :host([variant='main']) button {
    color: var(--wui-sys-color-inverse-100);
    background: var(--wui-sys-color-accent-090);
  }
`
