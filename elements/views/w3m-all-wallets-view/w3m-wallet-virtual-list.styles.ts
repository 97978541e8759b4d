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
  /* Pinned to the top: the list scrolls, the announcement must not move with it. */
  .visually-hidden {
    top: 0;
  }
`
