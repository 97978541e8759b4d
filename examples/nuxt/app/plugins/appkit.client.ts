import { createAppKit, type AppKitOptions } from 'w3m-kit/vue'
import { bsc, mainnet } from 'w3m-kit/networks'

// The kit lives in the browser: created once, in a client plugin, before the app hydrates.
export default defineNuxtPlugin(() => {
  // A real site passes only its projectId; the example points the kit at the devnet the server named.
  const devnet = useState<Pick<AppKitOptions, 'projectId'>>('w3m-devnet')
  createAppKit({
    ...devnet.value,
    networks: [mainnet, bsc],
    metadata: { name: 'w3m-kit Nuxt example', description: 'Nuxt 4', url: location.origin, icons: [] }
  })
})
