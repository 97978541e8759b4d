import { mixedSurface } from './light.js'

/** Semantic colour tokens for the dark theme (text colours meet WCAG AA on every bg token). */
export const darkTokens = `
color-scheme:dark;
--wui-color-fg-100:var(--wui-gray-100);
--wui-color-fg-150:var(--wui-gray-200);
--wui-color-fg-200:var(--wui-gray-350);
--wui-color-fg-300:var(--wui-gray-400);
--wui-color-bg-100:${mixedSurface('var(--wui-gray-990)')};
--wui-color-bg-125:${mixedSurface('var(--wui-gray-950)')};
--wui-color-bg-150:${mixedSurface('var(--wui-gray-925)')};
--wui-color-bg-200:${mixedSurface('var(--wui-gray-900)')};
--wui-color-bg-300:${mixedSurface('var(--wui-gray-850)')};
--wui-color-accent-100:var(--w3m-accent, var(--wui-blue-dark));
--wui-color-accent-090:color-mix(in srgb, var(--wui-color-accent-100) 80%, #000);
--wui-color-accent-text:color-mix(in srgb, var(--wui-color-accent-100) 70%, #fff);
--wui-color-accent-glass-010:color-mix(in srgb, var(--wui-color-accent-100) 10%, transparent);
--wui-color-accent-glass-020:color-mix(in srgb, var(--wui-color-accent-100) 20%, transparent);
--wui-color-inverse-100:var(--wui-gray-000);
--wui-color-error-100:var(--wui-red-400);
--wui-color-success-100:var(--wui-green-400);
--wui-color-warning-100:var(--wui-orange-400);
--wui-color-error-glass-010:color-mix(in srgb, var(--wui-color-error-100) 10%, transparent);
--wui-color-success-glass-010:color-mix(in srgb, var(--wui-color-success-100) 10%, transparent);
--wui-color-warning-glass-010:color-mix(in srgb, var(--wui-color-warning-100) 10%, transparent);
--wui-color-gray-glass-002:rgba(255, 255, 255, 0.02);
--wui-color-gray-glass-005:rgba(255, 255, 255, 0.05);
--wui-color-gray-glass-010:rgba(255, 255, 255, 0.1);
--wui-color-gray-glass-020:rgba(255, 255, 255, 0.2);
--wui-shadow-lg:0 8px 32px rgba(0, 0, 0, 0.4);
--wui-box-shadow-blue:0 0 0 4px var(--wui-color-accent-glass-020);
`
