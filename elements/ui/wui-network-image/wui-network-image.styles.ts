import { css } from 'lit'

export const networkImageStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    width: 48px;
    height: 48px;
    color: var(--wui-sys-color-fg-200);
    background: var(--wui-sys-color-gray-glass-010);
    /* A pointy-side hexagon: networks read differently from wallets' rounded squares. */
    clip-path: polygon(50% 0%, 93.3% 25%, 93.3% 75%, 50% 100%, 6.7% 75%, 6.7% 25%);
  }
  :host([size='xs']) {
    width: 20px;
    height: 20px;
  }
  :host([size='sm']) {
    width: 24px;
    height: 24px;
  }
  :host([size='lg']) {
    width: 64px;
    height: 64px;
  }
  wui-image {
    width: 100%;
    height: 100%;
  }
`
