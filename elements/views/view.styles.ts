import { css } from 'lit'

/** Layout every view shares: a padded column. */
export const viewStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--wui-spacing-xs);
    padding: var(--wui-spacing-xs) var(--wui-spacing-s) var(--wui-spacing-s);
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--wui-spacing-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .centered {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--wui-spacing-xs);
    padding: var(--wui-spacing-l) var(--wui-spacing-s);
    text-align: center;
  }
`
