import type { ReactNode } from 'react'
import { headers } from 'next/headers'
import { cookieToInitialState } from 'w3m-kit/ssr'
import { devnetOptions, type ExampleDevnet } from '../../shared/devnet-options'
import { networks } from './networks'
import { Providers } from './providers'
// The buttons' look before their code runs (server-rendered HTML): a linked stylesheet, fine under a strict CSP.
import 'w3m-kit/themes/fallback.css'

export const metadata = { title: 'w3m-kit · Next.js' }

/** A server component: each request renders its own visitor, from the cookie the kit keeps (option ssr). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Only a state the kit could have written for this site's networks (a visitor can write any cookie).
  const initialState = cookieToInitialState({ networks }, (await headers()).get('cookie'))
  // Runtime configuration, read per request (the e2e passes its devnet); only its public parts reach the page.
  const config = devnetOptions(JSON.parse(process.env.W3M_DEVNET || '{"projectId":""}') as ExampleDevnet)
  return (
    <html lang="en">
      <body>
        <Providers config={config} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
