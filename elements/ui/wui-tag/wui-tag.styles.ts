import { css } from 'lit'

export const tagStyles = css`
  :host {
    display: inline-flex;
    align-items: center;
    flex-shrink: 0;
    max-width: 100%;
    height: 20px;
    padding: 0 var(--wui-spacing-xxs);
    border-radius: var(--wui-border-radius-4xs);
    font-size: var(--wui-font-size-micro);
    line-height: var(--wui-line-height-micro);
    letter-spacing: var(--wui-letter-spacing-micro);
    font-weight: var(--wui-font-weight-bold);
    text-transform: uppercase;
    white-space: nowrap;
    color: var(--wui-color-accent-text);
    background: var(--wui-color-accent-glass-010);
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    unicode-bidi: isolate;
  }
  :host([variant='shade']) {
    color: var(--wui-color-fg-200);
    background: var(--wui-color-gray-glass-005);
  }
  :host([variant='success']) {
    color: var(--wui-color-success-100);
    background: var(--wui-color-success-glass-010);
  }
  :host([variant='error']) {
    color: var(--wui-color-error-100);
    background: var(--wui-color-error-glass-010);
  }
  :host([variant='warning']) {
    color: var(--wui-color-warning-100);
    background: var(--wui-color-warning-glass-010);
  }
`
