/** Tells a surface token how to take in the site's `--w3m-color-mix` at `--w3m-color-mix-strength` percent. */
export const mixedSurface = (base: string): string =>
  `color-mix(in srgb, var(--w3m-color-mix, ${base}) var(--wui-sys-color-mix-strength), ${base})`

/** Semantic colour tokens for the light theme (text colours meet WCAG AA on every bg token). */
export const lightTokens = `
color-scheme:light;
--wui-sys-color-fg-100:var(--wui-ref-gray-975);
--wui-sys-color-fg-150:var(--wui-ref-gray-800);
--wui-sys-color-fg-200:var(--wui-ref-gray-700);
--wui-sys-color-fg-300:var(--wui-ref-gray-600);
--wui-sys-color-bg-100:${mixedSurface('var(--wui-ref-gray-000)')};
--wui-sys-color-bg-125:${mixedSurface('var(--wui-ref-gray-025)')};
--wui-sys-color-bg-150:${mixedSurface('var(--wui-ref-gray-050)')};
--wui-sys-color-bg-200:${mixedSurface('var(--wui-ref-gray-075)')};
--wui-sys-color-bg-300:${mixedSurface('var(--wui-ref-gray-150)')};
--wui-sys-color-accent-100:var(--w3m-accent, var(--wui-ref-blue-light));
--wui-sys-color-accent-090:color-mix(in srgb, var(--wui-sys-color-accent-100) 80%, #000);
--wui-sys-color-accent-text:color-mix(in srgb, var(--wui-sys-color-accent-100) 70%, #000);
--wui-sys-color-accent-glass-010:color-mix(in srgb, var(--wui-sys-color-accent-100) 10%, transparent);
--wui-sys-color-accent-glass-020:color-mix(in srgb, var(--wui-sys-color-accent-100) 20%, transparent);
--wui-sys-color-inverse-100:var(--wui-ref-gray-000);
--wui-sys-color-error-100:var(--wui-ref-red-600);
--wui-sys-color-success-100:var(--wui-ref-green-700);
--wui-sys-color-warning-100:var(--wui-ref-orange-700);
--wui-sys-color-error-glass-010:color-mix(in srgb, var(--wui-sys-color-error-100) 10%, transparent);
--wui-sys-color-success-glass-010:color-mix(in srgb, var(--wui-sys-color-success-100) 10%, transparent);
--wui-sys-color-warning-glass-010:color-mix(in srgb, var(--wui-sys-color-warning-100) 10%, transparent);
--wui-sys-color-gray-glass-002:rgba(0, 0, 0, 0.02);
--wui-sys-color-gray-glass-005:rgba(0, 0, 0, 0.05);
--wui-sys-color-gray-glass-010:rgba(0, 0, 0, 0.1);
--wui-sys-color-gray-glass-020:rgba(0, 0, 0, 0.2);
--wui-sys-shadow-lg:0 8px 32px rgba(0, 0, 0, 0.12);
--wui-sys-box-shadow-blue:0 0 0 4px var(--wui-sys-color-accent-glass-020);
`
