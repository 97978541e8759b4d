import { createAppKit, type AppKitOptions } from 'w3m-kit'
import { bsc, mainnet } from 'w3m-kit/networks'

export const networks = [mainnet, bsc] as const

/** Creates the kit in the browser (called from the layout's onMount); the server never does. */
export function startAppKit(config: Pick<AppKitOptions, 'projectId'> & Partial<AppKitOptions>) {
  return createAppKit({
    ...config,
    networks: [...networks],
    metadata: { name: 'w3m-kit SvelteKit example', description: 'SvelteKit 2 and Svelte 5 with w3m-kit', url: 'http://127.0.0.1', icons: [] }
  })
}
