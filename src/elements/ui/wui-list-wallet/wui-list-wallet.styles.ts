import { css } from 'lit'

export const listWalletStyles = css`
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
    padding: var(--wui-spacing-xs);
    padding-right: var(--wui-spacing-l);
    border-radius: var(--wui-border-radius-xs);
    background: var(--wui-color-gray-glass-002);
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
  .all {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 40px;
    height: 40px;
    border-radius: var(--wui-border-radius-xxs);
    background: var(--wui-color-accent-glass-010);
  }
  .name {
    flex: 1;
  }
`
