import { css } from 'lit'

export const virtualListStyles = css`
  :host {
    display: block;
    position: relative;
    height: var(--w3m-wallet-list-height, min(440px, 55vh));
    overflow-y: auto;
    overscroll-behavior: contain;
    contain: strict;
  }
  ul {
    position: relative;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: absolute;
    top: 0;
    inset-inline: 0;
    height: 56px;
  }
  wui-shimmer {
    display: block;
  }
  .visually-hidden {
    position: absolute;
    top: 0;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`
