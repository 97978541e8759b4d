import { AppKitButton, AppKitNetworkButton } from 'w3m-kit/react'
import { Account } from './account'

/** A server component: it renders the kit's React components as they are ('use client' is theirs). */
export default function Home() {
  return (
    <main>
      <h1>w3m-kit with Next.js</h1>
      <p>
        <AppKitButton /> <AppKitNetworkButton />
      </p>
      <Account />
    </main>
  )
}
