// A type test: `tsc -p tsconfig.json` (npm test's types stage) compiles this file. Every line must
// compile except those marked as expected errors, which must fail (else tsc reports the unused directive).
import { createRef } from 'react'
import 'w3m-kit'
import 'w3m-kit/react'

// React 19's JSX (the react module's namespace): every public tag, w3m-* and appkit-*, with its properties,
// their attribute spellings and React's own props.
export function Header() {
  const button = createRef<HTMLElementTagNameMap['w3m-button']>()
  return (
    <header className="top">
      <w3m-button ref={button} size="sm" label="Sign in" loading-label="Signing in…" balance="hide" namespace="eip155" />
      <appkit-button loadingLabel="Wait" disabled />
      <w3m-connect-button size="md" label="Connect" />
      <appkit-connect-button namespace="solana" />
      <w3m-account-button balance="show" />
      <appkit-account-button size="sm" />
      <w3m-network-button label="Network" disabled={false} />
      <appkit-network-button id="network" />
      <w3m-modal />
      <appkit-modal className="modal" />
      {/* @ts-expect-error size is 'md' | 'sm' */}
      <w3m-button size="lg" />
      {/* @ts-expect-error no such attribute */}
      <appkit-button colour="red" />
      {/* @ts-expect-error namespace is a chain family */}
      <w3m-account-button namespace="ethereum" />
      {/* @ts-expect-error balance is 'show' | 'hide' */}
      <appkit-account-button balance />
    </header>
  )
}

// The tag map: querySelector and createElement know the element classes.
export function tagMap(): string {
  const button = document.createElement('appkit-button')
  button.size = 'sm'
  // @ts-expect-error size is 'md' | 'sm'
  button.size = 'xl'
  const network = document.querySelector('w3m-network-button')
  return `${network?.label ?? ''}${document.querySelector('appkit-modal')?.isConnected ?? false}`
}

// The global JSX namespace, for JSX runtimes that read it (React 18, classic factories).
export const globalProps: JSX.IntrinsicElements['appkit-connect-button'] = { size: 'sm', 'loading-label': 'Wait' }
// @ts-expect-error label is a string
export const wrongGlobalProps: JSX.IntrinsicElements['w3m-network-button'] = { label: 1 }
