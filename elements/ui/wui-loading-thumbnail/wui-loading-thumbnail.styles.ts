import { css } from 'lit'

export const loadingThumbnailStyles = css`
  :host {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 104px;
    height: 104px;
    color: var(--wui-sys-color-accent-100);
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  rect {
    fill: none;
    stroke: currentColor;
    stroke-width: 3px;
    stroke-linecap: round;
    stroke-dasharray: 25 75;
    rx: calc(var(--wui-sys-border-radius-m) + 11px);
    animation: wui-thumbnail-ring 1s linear infinite;
  }
  @keyframes wui-thumbnail-ring {
    to {
      stroke-dashoffset: -100;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    rect {
      animation: none;
      stroke-dasharray: none;
    }
  }
`
