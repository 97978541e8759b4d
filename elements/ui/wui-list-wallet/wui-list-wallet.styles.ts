import { css } from 'lit'

// The row button itself comes from `rowStyles` (ui.styles.ts); this adds what is particular.
export const listWalletStyles = css`
  .all {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 40px;
    height: 40px;
    border-radius: var(--wui-sys-border-radius-xxs);
    background: var(--wui-sys-color-accent-glass-010);
  }
  .name {
    flex: 1;
  }
  span.name {
    display: flex;
    flex-direction: column;
    min-width: 0;
    text-align: start;
  }
`
