import { css } from 'lit'

// The row button itself comes from `rowStyles` (ui.styles.ts); this adds what is particular.
export const listItemStyles = css`
  .icon,
  wui-image {
    width: 40px;
    height: 40px;
    border-radius: var(--wui-sys-border-radius-3xl);
    color: var(--wui-sys-color-fg-200);
    background: var(--wui-sys-color-gray-glass-005);
  }
  .icon {
    flex-shrink: 0;
    display: flex;
    align-items: center;
    justify-content: center;
  }
  .label {
    flex: 1;
  }
  .end {
    flex-shrink: 0;
    color: var(--wui-sys-color-fg-200);
  }
`
