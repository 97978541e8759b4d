import adapter from '@sveltejs/adapter-node'

const dist = new URL('../../dist/types/', import.meta.url).pathname

/** @type {import('@sveltejs/kit').Config} */
export default {
  kit: {
    adapter: adapter(),
    // Editors only: the kit's types from the built package (the bundler's aliases are in vite.config.ts).
    // In your own app, `npm install w3m-kit` replaces this.
    typescript: {
      config(tsconfig) {
        tsconfig.compilerOptions.paths = {
          ...tsconfig.compilerOptions.paths,
          'w3m-kit': [`${dist}index.d.ts`],
          'w3m-kit/*': [`${dist}*.d.ts`]
        }
      }
    }
  }
}
