import type { StorybookConfig } from '@storybook/web-components-vite'
import { fileURLToPath } from 'node:url'

/**
 * Element modules register themselves on import (`define()`); the package's `sideEffects` globs do
 * not match them in this build, so without this the stories' `import './wui-x.js'` would be dropped.
 */
const keepElementDefinitions = {
  name: 'gallery-keep-element-definitions',
  enforce: 'post' as const,
  transform(code: string, id: string) {
    if (id.includes('/node_modules/') || !/\.(ts|js)$/.test(id.split('?')[0] ?? '')) return null
    return { code, map: null, moduleSideEffects: true }
  }
}

/** The gallery: every element's stories, built offline (no telemetry, no remote assets). */
export const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: ['../elements/**/*.stories.ts', '../frame/page/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Fixture images (wallet and network logos) are served beside the gallery, never fetched from afar.
  staticDirs: [{ from: './fixtures', to: '/fixtures' }],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    // The root vite.config.ts is the library build; the gallery has its own.
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } }
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    // nanostores reads process.env.NODE_ENV, which a browser bundle must have replaced. Never
    // 'production', built or not: every story starts from reset controllers (controllers/resets.ts).
    return mergeConfig(viteConfig, {
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      plugins: [keepElementDefinitions]
    })
  }
}

// Storybook reads the config as the module's default export.
export default config
