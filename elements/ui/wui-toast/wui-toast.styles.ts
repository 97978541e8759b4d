import { css } from 'lit'

export const toastStyles = css`
  :host {
    display: block;
    pointer-events: none;
  }
  :host([open]) {
    pointer-events: auto;
  }
  [part='toast'] {
    display: flex;
    align-items: center;
    gap: var(--wui-sys-spacing-xs);
    width: max-content;
    max-width: 100%;
    margin: 0 auto;
    padding-block: var(--wui-sys-spacing-xs);
    padding-inline: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-l);
    border-radius: var(--wui-sys-border-radius-3xl);
    background: var(--wui-sys-color-bg-150);
    box-shadow:
      inset 0 0 0 1px var(--wui-sys-color-gray-glass-005),
      var(--wui-sys-shadow-lg);
    opacity: 0;
    transform: translateY(12px) scale(0.96);
    transition:
      opacity var(--wui-sys-duration-lg) var(--wui-sys-ease-out-power-2),
      transform var(--wui-sys-duration-lg) var(--wui-sys-ease-out-power-2);
  }
  :host(:not([open])) [part='toast'] {
    visibility: hidden;
    transition-property: opacity, transform, visibility;
  }
  :host([open]) [part='toast'] {
    opacity: 1;
    transform: none;
  }
  /* A message from outside may be long or one long word: at most three lines inside the screen (read whole by screen readers). */
  wui-text {
    min-width: 0;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow: hidden;
  }
  .badge {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 24px;
    height: 24px;
    border-radius: var(--wui-sys-border-radius-3xl);
  }
  :host([variant='success']) .badge {
    color: var(--wui-sys-color-success-100);
    background: var(--wui-sys-color-success-glass-010);
  }
  :host([variant='error']) .badge {
    color: var(--wui-sys-color-error-100);
    background: var(--wui-sys-color-error-glass-010);
  }
  :host([variant='info']) .badge {
    color: var(--wui-sys-color-accent-100);
    background: var(--wui-sys-color-accent-glass-010);
  }
  @media (prefers-reduced-motion: reduce) {
    [part='toast'] {
      transform: none;
    }
  }
`
