import { css } from 'lit'

export const walletImageStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    overflow: hidden;
    width: 56px;
    height: 56px;
    border-radius: var(--wui-sys-border-radius-xs);
    background: var(--wui-sys-color-gray-glass-005);
    box-shadow: inset 0 0 0 1px var(--wui-sys-color-gray-glass-010);
    color: var(--wui-sys-color-fg-200);
  }
  :host([size='xs']) {
    width: 24px;
    height: 24px;
    border-radius: var(--wui-sys-border-radius-4xs);
  }
  :host([size='sm']) {
    width: 40px;
    height: 40px;
    border-radius: var(--wui-sys-border-radius-xxs);
  }
  :host([size='lg']) {
    width: 80px;
    height: 80px;
    border-radius: var(--wui-sys-border-radius-m);
  }
  wui-image {
    width: 100%;
    height: 100%;
  }
`
