import { css } from 'lit'

export const iconStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    color: inherit;
  }
  svg {
    width: 100%;
    height: 100%;
  }
`
