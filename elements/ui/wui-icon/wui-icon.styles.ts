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
  /* Icons that point along the line follow the writing direction (back points right in Arabic). */
  :host([name='chevron-left']:dir(rtl)),
  :host([name='chevron-right']:dir(rtl)) {
    transform: scaleX(-1);
  }
`
