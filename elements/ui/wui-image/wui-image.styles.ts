import { css } from 'lit'

export const imageStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    position: relative;
    overflow: hidden;
    width: var(--wui-sys-icon-size-inherit);
    height: var(--wui-sys-icon-size-inherit);
    color: var(--wui-sys-color-fg-300);
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: center;
    transition: opacity var(--wui-sys-duration-md) var(--wui-sys-ease-out-power-1);
  }
  .loading {
    background: linear-gradient(
      90deg,
      var(--wui-sys-color-gray-glass-005) 0%,
      var(--wui-sys-color-gray-glass-020) 50%,
      var(--wui-sys-color-gray-glass-005) 100%
    );
    background-size: 200% 100%;
    animation: wui-image-shimmer 1.2s linear infinite;
  }
  .loading img {
    opacity: 0;
  }
  .box,
  .fallback {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
  }
  .fallback {
    padding: 20%;
  }
  @keyframes wui-image-shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .loading {
      animation: none;
    }
  }
`
