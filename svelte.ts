export * from './svelte/stores.js'
