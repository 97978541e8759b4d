import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from 'w3m-kit/react'
import { bsc, mainnet } from 'w3m-kit/networks'
import { devnetOptions, pageDevnet } from '../../shared/devnet-options.js'
import { App } from './App.js'

createAppKit({
  // Your site passes only `projectId`; the example points every service at the local devnet.
  ...devnetOptions(pageDevnet()),
  networks: [mainnet, bsc],
  metadata: { name: 'w3m-kit headless example', description: 'Your own wallet list', url: location.origin, icons: [] },
  // Your own UI: the kit adds no modal and never loads its code.
  features: { headless: true }
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
