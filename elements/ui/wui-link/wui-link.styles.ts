import { css } from 'lit'

export const linkStyles = css`
  :host {
    display: inline-flex;
    max-width: 100%;
  }
  [part='link'] {
    display: inline-flex;
    align-items: center;
    gap: var(--wui-sys-spacing-3xs);
    min-width: 0;
    padding: var(--wui-sys-spacing-4xs) var(--wui-sys-spacing-3xs);
    border-radius: var(--wui-sys-border-radius-5xs);
    font-size: var(--wui-sys-font-size-small);
    line-height: var(--wui-sys-line-height-small);
    letter-spacing: var(--wui-sys-letter-spacing-small);
    font-weight: var(--wui-sys-font-weight-medium);
    color: var(--wui-sys-color-accent-text);
    text-decoration: none;
    unicode-bidi: isolate;
    overflow-wrap: anywhere;
  }
  [part='link']:hover {
    text-decoration: underline;
  }
  :host([color='fg-200']) [part='link'] {
    color: var(--wui-sys-color-fg-200);
  }
  :host([color='error-100']) [part='link'] {
    color: var(--wui-sys-color-error-100);
  }
  button:disabled {
    color: var(--wui-sys-color-fg-300);
    text-decoration: none;
  }
`
