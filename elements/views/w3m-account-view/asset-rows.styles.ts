import { css } from 'lit'

/** The Tokens and Activity tabs' lists: one row per item, icon | text | amount. */
export const assetRowStyles = css`
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--wui-spacing-3xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: var(--wui-spacing-xs);
    padding: var(--wui-spacing-xs);
    border-radius: var(--wui-border-radius-xs);
    background: var(--wui-color-gray-glass-002);
  }
`
