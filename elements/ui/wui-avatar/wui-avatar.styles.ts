import { css } from 'lit'

export const avatarStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    overflow: hidden;
    width: 40px;
    height: 40px;
    border-radius: var(--wui-sys-border-radius-3xl);
    box-shadow: 0 0 0 2px var(--wui-sys-color-gray-glass-005);
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
  .gradient {
    display: block;
    width: 100%;
    height: 100%;
  }
  wui-image {
    width: 100%;
    height: 100%;
  }
`
