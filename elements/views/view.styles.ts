import { css } from 'lit'

/** Layout every view shares: a padded column. */
export const viewStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--wui-sys-spacing-xs);
    padding: var(--wui-sys-spacing-xs) var(--wui-sys-spacing-s) var(--wui-sys-spacing-s);
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--wui-sys-spacing-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .centered {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--wui-sys-spacing-xs);
    padding: var(--wui-sys-spacing-l) var(--wui-sys-spacing-s);
    text-align: center;
  }
`
