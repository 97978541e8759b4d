import { css } from 'lit'

export const addressStyles = css`
  :host {
    position: relative;
    display: inline-flex;
    max-width: 100%;
    min-width: 0;
  }
  .shown {
    overflow-wrap: anywhere;
    /* An address reads left to right inside right-to-left text too. */
    direction: ltr;
    unicode-bidi: isolate;
    font-variant-numeric: tabular-nums;
  }
`
