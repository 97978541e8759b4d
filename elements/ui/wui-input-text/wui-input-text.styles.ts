import { css } from 'lit'

export const inputTextStyles = css`
  :host {
    display: block;
    width: 100%;
  }
  .field {
    position: relative;
    display: flex;
    align-items: center;
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 var(--wui-sys-spacing-s);
    border: none;
    border-radius: var(--wui-sys-border-radius-xxs);
    font-size: var(--wui-sys-font-size-paragraph);
    line-height: var(--wui-sys-line-height-paragraph);
    letter-spacing: var(--wui-sys-letter-spacing-paragraph);
    font-weight: var(--wui-sys-font-weight-regular);
    color: var(--wui-sys-color-fg-100);
    caret-color: var(--wui-sys-color-accent-100);
    background: var(--wui-sys-color-gray-glass-005);
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-gray-glass-010);
    transition: box-shadow var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  input::placeholder {
    color: var(--wui-sys-color-fg-300);
    opacity: 1;
  }
  input:focus-visible {
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-accent-100);
  }
  input[aria-invalid='true'] {
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-error-100);
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .icon {
    position: absolute;
    inset-inline-start: var(--wui-sys-spacing-s);
    color: var(--wui-sys-color-fg-200);
    pointer-events: none;
  }
  .icon + input {
    padding-inline-start: calc(var(--wui-sys-spacing-s) + var(--wui-sys-icon-size-md) + var(--wui-sys-spacing-xs));
  }
  .error {
    display: block;
    margin-top: var(--wui-sys-spacing-3xs);
  }
`
