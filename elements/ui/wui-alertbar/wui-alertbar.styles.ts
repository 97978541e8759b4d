import { css } from 'lit'

export const alertbarStyles = css`
  :host {
    display: block;
  }
  [part='alert'] {
    display: flex;
    align-items: center;
    gap: var(--wui-sys-spacing-xs);
    padding-block: var(--wui-sys-spacing-xs);
    padding-inline: var(--wui-sys-spacing-s) var(--wui-sys-spacing-xs);
    border-radius: var(--wui-sys-border-radius-xs);
    color: var(--wui-sys-color-fg-100);
    background: color-mix(in srgb, var(--wui-sys-color-accent-100) 12%, var(--wui-sys-color-bg-100));
    box-shadow:
      inset 0 0 0 1px var(--wui-sys-color-gray-glass-010),
      var(--wui-sys-shadow-lg);
  }
  .icon {
    color: var(--wui-sys-color-accent-text);
  }
  :host([variant='success']) [part='alert'] {
    background: color-mix(in srgb, var(--wui-sys-color-success-100) 12%, var(--wui-sys-color-bg-100));
  }
  :host([variant='success']) .icon {
    color: var(--wui-sys-color-success-100);
  }
  :host([variant='warning']) [part='alert'] {
    background: color-mix(in srgb, var(--wui-sys-color-warning-100) 12%, var(--wui-sys-color-bg-100));
  }
  :host([variant='warning']) .icon {
    color: var(--wui-sys-color-warning-100);
  }
  :host([variant='error']) [part='alert'] {
    background: color-mix(in srgb, var(--wui-sys-color-error-100) 12%, var(--wui-sys-color-bg-100));
  }
  :host([variant='error']) .icon {
    color: var(--wui-sys-color-error-100);
  }
  wui-text {
    flex: 1;
  }
`
