import { css } from 'lit'

export const alertbarStyles = css`
  :host {
    display: block;
  }
  [part='alert'] {
    display: flex;
    align-items: center;
    gap: var(--wui-spacing-xs);
    padding-block: var(--wui-spacing-xs);
    padding-inline: var(--wui-spacing-s) var(--wui-spacing-xs);
    border-radius: var(--wui-border-radius-xs);
    color: var(--wui-color-fg-100);
    background: color-mix(in srgb, var(--wui-color-accent-100) 12%, var(--wui-color-bg-100));
    box-shadow:
      inset 0 0 0 1px var(--wui-color-gray-glass-010),
      var(--wui-shadow-lg);
  }
  .icon {
    color: var(--wui-color-accent-text);
  }
  :host([variant='success']) [part='alert'] {
    background: color-mix(in srgb, var(--wui-color-success-100) 12%, var(--wui-color-bg-100));
  }
  :host([variant='success']) .icon {
    color: var(--wui-color-success-100);
  }
  :host([variant='warning']) [part='alert'] {
    background: color-mix(in srgb, var(--wui-color-warning-100) 12%, var(--wui-color-bg-100));
  }
  :host([variant='warning']) .icon {
    color: var(--wui-color-warning-100);
  }
  :host([variant='error']) [part='alert'] {
    background: color-mix(in srgb, var(--wui-color-error-100) 12%, var(--wui-color-bg-100));
  }
  :host([variant='error']) .icon {
    color: var(--wui-color-error-100);
  }
  wui-text {
    flex: 1;
  }
`
