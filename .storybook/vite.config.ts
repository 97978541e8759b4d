import { defineConfig } from 'vite'

/** The gallery's own Vite config (the root one builds the library). */
export const galleryViteConfig = defineConfig({
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 }
})

// Vite reads the config as the module's default export.
export default galleryViteConfig
