import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitButton } from 'w3m-kit/react'
// The kit as the minimal page starts it (the same options and switches), so the two pages differ only by React and the wallet.
import '../main.js'
import './bench-wallet.js'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitButton />
  </StrictMode>
)
