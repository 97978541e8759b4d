import { css } from 'lit'

export const otpStyles = css`
  :host {
    display: block;
  }
  .boxes {
    display: flex;
    justify-content: center;
    gap: var(--wui-sys-spacing-xs);
  }
  input {
    width: 44px;
    height: 52px;
    padding: 0;
    border: none;
    border-radius: var(--wui-sys-border-radius-xxs);
    text-align: center;
    font-size: var(--wui-sys-font-size-large);
    font-weight: var(--wui-sys-font-weight-medium, 500);
    font-variant-numeric: tabular-nums;
    color: var(--wui-sys-color-fg-100);
    caret-color: var(--wui-sys-color-accent-100);
    background: var(--wui-sys-color-gray-glass-005);
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-gray-glass-010);
    transition: box-shadow var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  input:focus {
    box-shadow: inset 0 0 0 2px var(--wui-sys-color-accent-100);
  }
  input[aria-invalid='true'] {
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-error-100);
  }
  input[aria-invalid='true']:focus {
    box-shadow: inset 0 0 0 2px var(--wui-sys-color-error-100);
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`
