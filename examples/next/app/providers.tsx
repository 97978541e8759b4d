'use client'
import type { ReactNode } from 'react'
import { AppKitProvider, createAppKit } from 'w3m-kit/react'
import type { AppKitInitialState } from 'w3m-kit/ssr'
import type { devnetOptions } from '../../shared/devnet-options'
import { networks } from './networks'

/**
 * createAppKit once per page (a second call returns the same kit). A site with a fixed projectId calls
 * it at module scope; here the devnet's URLs arrive at run time from the layout.
 */
export function Providers({ config, initialState, children }: { config: ReturnType<typeof devnetOptions>; initialState: AppKitInitialState | undefined; children: ReactNode }) {
  createAppKit({ ...config, networks, ssr: true, metadata: { name: 'w3m-kit Next.js example', description: 'Server-rendered', url: 'http://127.0.0.1', icons: [] } })
  return <AppKitProvider initialState={initialState}>{children}</AppKitProvider>
}
