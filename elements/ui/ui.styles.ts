import { css } from 'lit'

/** Base for every primitive: box sizing, control resets and one visible keyboard-focus ring. */
export const resetStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--wui-sys-font-family);
    -webkit-font-smoothing: antialiased;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  button,
  a,
  input {
    font: inherit;
    color: inherit;
    margin: 0;
  }
  button {
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: not-allowed;
  }
  :focus-visible {
    outline: 2px solid var(--wui-sys-color-accent-text, Highlight);
    outline-offset: 2px;
  }
  :focus:not(:focus-visible) {
    outline: none;
  }
`

/** The semantic `color` attribute shared by text, icons and spinners. */
export const colorStyles = css`
  :host([color='fg-100']) {
    color: var(--wui-sys-color-fg-100);
  }
  :host([color='fg-150']) {
    color: var(--wui-sys-color-fg-150);
  }
  :host([color='fg-200']) {
    color: var(--wui-sys-color-fg-200);
  }
  :host([color='fg-300']) {
    color: var(--wui-sys-color-fg-300);
  }
  :host([color='accent-100']) {
    color: var(--wui-sys-color-accent-text);
  }
  :host([color='error-100']) {
    color: var(--wui-sys-color-error-100);
  }
  :host([color='success-100']) {
    color: var(--wui-sys-color-success-100);
  }
  :host([color='warning-100']) {
    color: var(--wui-sys-color-warning-100);
  }
  :host([color='inverse-100']) {
    color: var(--wui-sys-color-inverse-100);
  }
`

/** Values of the shared `color` attribute (`accent-100` uses the text-safe accent shade). */
export type ColorToken =
  | 'fg-100'
  | 'fg-150'
  | 'fg-200'
  | 'fg-300'
  | 'accent-100'
  | 'error-100'
  | 'success-100'
  | 'warning-100'
  | 'inverse-100'

/** Sizes shared by icons, spinners and images, mapped to `--wui-sys-icon-size-*`. */
export type IconSize = 'inherit' | 'xxs' | 'xs' | 'sm' | 'md' | 'mdl' | 'lg' | 'xl'

/** Host width/height from the `size` attribute, for elements sized like icons. */
export const iconSizeStyles = css`
  :host {
    width: var(--wui-sys-icon-size-md);
    height: var(--wui-sys-icon-size-md);
  }
  :host([size='inherit']) {
    width: var(--wui-sys-icon-size-inherit);
    height: var(--wui-sys-icon-size-inherit);
  }
  :host([size='xxs']) {
    width: var(--wui-sys-icon-size-xxs);
    height: var(--wui-sys-icon-size-xxs);
  }
  :host([size='xs']) {
    width: var(--wui-sys-icon-size-xs);
    height: var(--wui-sys-icon-size-xs);
  }
  :host([size='sm']) {
    width: var(--wui-sys-icon-size-sm);
    height: var(--wui-sys-icon-size-sm);
  }
  :host([size='mdl']) {
    width: var(--wui-sys-icon-size-mdl);
    height: var(--wui-sys-icon-size-mdl);
  }
  :host([size='lg']) {
    width: var(--wui-sys-icon-size-lg);
    height: var(--wui-sys-icon-size-lg);
  }
  :host([size='xl']) {
    width: var(--wui-sys-icon-size-xl);
    height: var(--wui-sys-icon-size-xl);
  }
`

/** The full-width row button that list items and wallet rows share. */
export const rowStyles = css`
  :host {
    display: block;
    width: 100%;
  }
  button {
    display: flex;
    align-items: center;
    gap: var(--wui-sys-spacing-s);
    width: 100%;
    min-height: 56px;
    padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-l) var(--wui-sys-spacing-xs) var(--wui-sys-spacing-xs);
    border-radius: var(--wui-sys-border-radius-xs);
    background: var(--wui-sys-color-gray-glass-002);
    color: var(--wui-sys-color-fg-100);
    text-align: start;
    transition: background-color var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  button:hover:enabled {
    background: var(--wui-sys-color-gray-glass-005);
  }
  button:active:enabled {
    background: var(--wui-sys-color-gray-glass-010);
  }
  button:disabled {
    opacity: 0.5;
  }
`

/** `.visually-hidden`: words for assistive technology only (in the accessibility tree, never painted). */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`
