import { css } from 'lit'

export const tagStyles = css`
  :host {
    display: inline-flex;
    align-items: center;
    flex-shrink: 0;
    max-width: 100%;
    height: 20px;
    padding: 0 var(--wui-sys-spacing-xxs);
    border-radius: var(--wui-sys-border-radius-4xs);
    font-size: var(--wui-sys-font-size-micro);
    line-height: var(--wui-sys-line-height-micro);
    letter-spacing: var(--wui-sys-letter-spacing-micro);
    font-weight: var(--wui-sys-font-weight-bold);
    text-transform: uppercase;
    white-space: nowrap;
    color: var(--wui-sys-color-accent-text);
    background: var(--wui-sys-color-accent-glass-010);
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    unicode-bidi: isolate;
  }
  :host([variant='shade']) {
    color: var(--wui-sys-color-fg-200);
    background: var(--wui-sys-color-gray-glass-005);
  }
  :host([variant='success']) {
    color: var(--wui-sys-color-success-100);
    background: var(--wui-sys-color-success-glass-010);
  }
  :host([variant='error']) {
    color: var(--wui-sys-color-error-100);
    background: var(--wui-sys-color-error-glass-010);
  }
  :host([variant='warning']) {
    color: var(--wui-sys-color-warning-100);
    background: var(--wui-sys-color-warning-glass-010);
  }
`
