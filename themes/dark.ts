import { mixedSurface } from './light.js'

/** Semantic colour tokens for the dark theme (text colours meet WCAG AA on every bg token). */
export const darkTokens = `
color-scheme:dark;
--wui-sys-color-fg-100:var(--wui-ref-gray-100);
--wui-sys-color-fg-150:var(--wui-ref-gray-200);
--wui-sys-color-fg-200:var(--wui-ref-gray-350);
--wui-sys-color-fg-300:var(--wui-ref-gray-400);
--wui-sys-color-bg-100:${mixedSurface('var(--wui-ref-gray-990)')};
--wui-sys-color-bg-125:${mixedSurface('var(--wui-ref-gray-950)')};
--wui-sys-color-bg-150:${mixedSurface('var(--wui-ref-gray-925)')};
--wui-sys-color-bg-200:${mixedSurface('var(--wui-ref-gray-900)')};
--wui-sys-color-bg-300:${mixedSurface('var(--wui-ref-gray-850)')};
--wui-sys-color-accent-100:var(--w3m-accent, var(--wui-ref-blue-dark));
--wui-sys-color-accent-090:color-mix(in srgb, var(--wui-sys-color-accent-100) 80%, #000);
--wui-sys-color-accent-text:color-mix(in srgb, var(--wui-sys-color-accent-100) 70%, #fff);
--wui-sys-color-accent-glass-010:color-mix(in srgb, var(--wui-sys-color-accent-100) 10%, transparent);
--wui-sys-color-accent-glass-020:color-mix(in srgb, var(--wui-sys-color-accent-100) 20%, transparent);
--wui-sys-color-inverse-100:var(--wui-ref-gray-000);
--wui-sys-color-error-100:var(--wui-ref-red-400);
--wui-sys-color-success-100:var(--wui-ref-green-400);
--wui-sys-color-warning-100:var(--wui-ref-orange-400);
--wui-sys-color-error-glass-010:color-mix(in srgb, var(--wui-sys-color-error-100) 10%, transparent);
--wui-sys-color-success-glass-010:color-mix(in srgb, var(--wui-sys-color-success-100) 10%, transparent);
--wui-sys-color-warning-glass-010:color-mix(in srgb, var(--wui-sys-color-warning-100) 10%, transparent);
--wui-sys-color-gray-glass-002:rgba(255, 255, 255, 0.02);
--wui-sys-color-gray-glass-005:rgba(255, 255, 255, 0.05);
--wui-sys-color-gray-glass-010:rgba(255, 255, 255, 0.1);
--wui-sys-color-gray-glass-020:rgba(255, 255, 255, 0.2);
--wui-sys-shadow-lg:0 8px 32px rgba(0, 0, 0, 0.4);
--wui-sys-box-shadow-blue:0 0 0 4px var(--wui-sys-color-accent-glass-020);
`
