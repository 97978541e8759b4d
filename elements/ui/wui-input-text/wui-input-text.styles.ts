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
    padding: 0 var(--wui-spacing-s);
    border: none;
    border-radius: var(--wui-border-radius-xxs);
    font-size: var(--wui-font-size-paragraph);
    line-height: var(--wui-line-height-paragraph);
    letter-spacing: var(--wui-letter-spacing-paragraph);
    font-weight: var(--wui-font-weight-regular);
    color: var(--wui-color-fg-100);
    caret-color: var(--wui-color-accent-100);
    background: var(--wui-color-gray-glass-005);
    box-shadow: inset 0 0 0 1px var(--wui-color-gray-glass-010);
    transition: box-shadow var(--wui-duration-md) var(--wui-ease-out-power-1);
  }
  input::placeholder {
    color: var(--wui-color-fg-300);
    opacity: 1;
  }
  input:focus-visible {
    box-shadow: inset 0 0 0 1px var(--wui-color-accent-100);
  }
  input[aria-invalid='true'] {
    box-shadow: inset 0 0 0 1px var(--wui-color-error-100);
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .icon {
    position: absolute;
    inset-inline-start: var(--wui-spacing-s);
    color: var(--wui-color-fg-200);
    pointer-events: none;
  }
  .icon + input {
    padding-inline-start: calc(var(--wui-spacing-s) + var(--wui-icon-size-md) + var(--wui-spacing-xs));
  }
  .error {
    display: block;
    margin-top: var(--wui-spacing-3xs);
  }
`
