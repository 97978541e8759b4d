import { css } from 'lit'

export const spinnerStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    color: var(--wui-sys-color-accent-100);
  }
  svg {
    width: 100%;
    height: 100%;
    animation: wui-spin 0.8s linear infinite;
  }
  circle {
    fill: none;
    stroke: currentColor;
    stroke-width: 5;
    stroke-linecap: round;
    stroke-dasharray: 80 126;
  }
  @keyframes wui-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @keyframes wui-pulse {
    50% {
      opacity: 0.4;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: wui-pulse 2s ease-in-out infinite;
    }
  }
`
