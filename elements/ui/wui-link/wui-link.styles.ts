import { css } from 'lit'

export const linkStyles = css`
  :host {
    display: inline-flex;
    max-width: 100%;
  }
  [part='link'] {
    display: inline-flex;
    align-items: center;
    gap: var(--wui-spacing-3xs);
    min-width: 0;
    padding: var(--wui-spacing-4xs) var(--wui-spacing-3xs);
    border-radius: var(--wui-border-radius-5xs);
    font-size: var(--wui-font-size-small);
    line-height: var(--wui-line-height-small);
    letter-spacing: var(--wui-letter-spacing-small);
    font-weight: var(--wui-font-weight-medium);
    color: var(--wui-color-accent-text);
    text-decoration: none;
    unicode-bidi: isolate;
    overflow-wrap: anywhere;
  }
  [part='link']:hover {
    text-decoration: underline;
  }
  :host([color='fg-200']) [part='link'] {
    color: var(--wui-color-fg-200);
  }
  :host([color='error-100']) [part='link'] {
    color: var(--wui-color-error-100);
  }
  button:disabled {
    color: var(--wui-color-fg-300);
    text-decoration: none;
  }
`
