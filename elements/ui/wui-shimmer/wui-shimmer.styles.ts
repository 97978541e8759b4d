import { css } from 'lit'

export const shimmerStyles = css`
  :host {
    display: block;
    width: 100%;
    height: 16px;
    border-radius: var(--wui-sys-border-radius-5xs);
    background: linear-gradient(
      90deg,
      var(--wui-sys-color-gray-glass-005) 0%,
      var(--wui-sys-color-gray-glass-010) 50%,
      var(--wui-sys-color-gray-glass-005) 100%
    );
    background-size: 200% 100%;
    animation: wui-shimmer 1.2s linear infinite;
  }
  @keyframes wui-shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      animation: none;
    }
  }
`
