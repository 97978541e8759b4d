import { css } from 'lit'

/** The Tokens and Activity tabs' lists: one row per item, icon | text | amount. */
export const assetRowStyles = css`
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--wui-sys-spacing-3xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: var(--wui-sys-spacing-xs);
    padding: var(--wui-sys-spacing-xs);
    border-radius: var(--wui-sys-border-radius-xs);
    background: var(--wui-sys-color-gray-glass-002);
  }
`
