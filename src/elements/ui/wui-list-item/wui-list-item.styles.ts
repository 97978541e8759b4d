import { css } from 'lit'

export const listItemStyles = css`
  :host {
    display: block;
    width: 100%;
  }
  button {
    display: flex;
    align-items: center;
    gap: var(--wui-spacing-s);
    width: 100%;
    min-height: 56px;
    padding: var(--wui-spacing-xs) var(--wui-spacing-l) var(--wui-spacing-xs) var(--wui-spacing-xs);
    border-radius: var(--wui-border-radius-xs);
    background: var(--wui-color-gray-glass-002);
    color: var(--wui-color-fg-100);
    text-align: start;
    transition: background-color var(--wui-duration-md) var(--wui-ease-out-power-1);
  }
  button:hover:enabled {
    background: var(--wui-color-gray-glass-005);
  }
  button:active:enabled {
    background: var(--wui-color-gray-glass-010);
  }
  button:disabled {
    opacity: 0.5;
  }
  .icon {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 40px;
    height: 40px;
    border-radius: var(--wui-border-radius-3xl);
    color: var(--wui-color-fg-200);
    background: var(--wui-color-gray-glass-005);
  }
  wui-image {
    width: 40px;
    height: 40px;
    border-radius: var(--wui-border-radius-3xl);
    color: var(--wui-color-fg-200);
    background: var(--wui-color-gray-glass-005);
  }
  .label {
    flex: 1;
  }
  .end {
    flex-shrink: 0;
    color: var(--wui-color-fg-200);
  }
`
