import { css } from 'lit'

export const qrCodeStyles = css`
  :host {
    display: block;
    position: relative;
    width: var(--_size, 100%);
    max-width: 100%;
    aspect-ratio: 1;
    padding: var(--wui-sys-spacing-s);
    border-radius: var(--wui-sys-border-radius-l);
    /* Scanners need dark modules on a light ground, whatever the theme. */
    background: #ffffff;
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
    color: var(--wui-sys-qr-color);
  }
  .logo {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    pointer-events: none;
  }
  .logo > * {
    width: 22%;
    height: 22%;
    padding: 2%;
    border-radius: var(--wui-sys-border-radius-xs);
    background: #ffffff;
  }
`
