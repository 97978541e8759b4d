import { createApp } from 'vue'
import { createAppKit } from 'w3m-kit/vue'
import { bsc, mainnet } from 'w3m-kit/networks'
import { devnetOptions, pageDevnet } from '../../shared/devnet-options.js'
import App from './App.vue'

// Once, before the app mounts: the composables read the kit it creates.
createAppKit({
  // A real site passes only its projectId; the example points the kit at the local devnet.
  ...devnetOptions(pageDevnet()),
  networks: [mainnet, bsc],
  metadata: { name: 'w3m-kit Vue example', description: 'Vue 3 + Vite', url: location.origin, icons: [] }
})

createApp(App).mount('#app')
