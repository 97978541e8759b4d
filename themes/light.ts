/** Tells a surface token how to take in the site's `--w3m-color-mix` at `--w3m-color-mix-strength` percent. */
export const mixedSurface = (base: string): string =>
  `color-mix(in srgb, var(--w3m-color-mix, ${base}) var(--wui-color-mix-strength), ${base})`

/** Semantic colour tokens for the light theme (text colours meet WCAG AA on every bg token). */
export const lightTokens = `
color-scheme:light;
--wui-color-fg-100:var(--wui-gray-975);
--wui-color-fg-150:var(--wui-gray-800);
--wui-color-fg-200:var(--wui-gray-700);
--wui-color-fg-300:var(--wui-gray-600);
--wui-color-bg-100:${mixedSurface('var(--wui-gray-000)')};
--wui-color-bg-125:${mixedSurface('var(--wui-gray-025)')};
--wui-color-bg-150:${mixedSurface('var(--wui-gray-050)')};
--wui-color-bg-200:${mixedSurface('var(--wui-gray-075)')};
--wui-color-bg-300:${mixedSurface('var(--wui-gray-150)')};
--wui-color-accent-100:var(--w3m-accent, var(--wui-blue-light));
--wui-color-accent-090:color-mix(in srgb, var(--wui-color-accent-100) 80%, #000);
--wui-color-accent-text:color-mix(in srgb, var(--wui-color-accent-100) 70%, #000);
--wui-color-accent-glass-010:color-mix(in srgb, var(--wui-color-accent-100) 10%, transparent);
--wui-color-accent-glass-020:color-mix(in srgb, var(--wui-color-accent-100) 20%, transparent);
--wui-color-inverse-100:var(--wui-gray-000);
--wui-color-error-100:var(--wui-red-600);
--wui-color-success-100:var(--wui-green-700);
--wui-color-warning-100:var(--wui-orange-700);
--wui-color-error-glass-010:color-mix(in srgb, var(--wui-color-error-100) 10%, transparent);
--wui-color-success-glass-010:color-mix(in srgb, var(--wui-color-success-100) 10%, transparent);
--wui-color-warning-glass-010:color-mix(in srgb, var(--wui-color-warning-100) 10%, transparent);
--wui-color-gray-glass-002:rgba(0, 0, 0, 0.02);
--wui-color-gray-glass-005:rgba(0, 0, 0, 0.05);
--wui-color-gray-glass-010:rgba(0, 0, 0, 0.1);
--wui-color-gray-glass-020:rgba(0, 0, 0, 0.2);
--wui-shadow-lg:0 8px 32px rgba(0, 0, 0, 0.12);
--wui-box-shadow-blue:0 0 0 4px var(--wui-color-accent-glass-020);
`
