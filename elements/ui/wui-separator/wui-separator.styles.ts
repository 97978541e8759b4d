import { css } from 'lit'

export const separatorStyles = css`
  :host {
    display: flex;
    align-items: center;
    gap: var(--wui-sys-spacing-s);
    width: 100%;
  }
  .line {
    flex: 1;
    height: 1px;
    background: var(--wui-sys-color-gray-glass-010);
  }
`
