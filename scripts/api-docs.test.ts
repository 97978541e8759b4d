import assert from 'node:assert/strict'
import { it } from 'node:test'
import { render, testIdsIn } from './api-docs.mjs'

it('reads literal and template test ids, a template part as {name}', () => {
  const template = 'data-testid="connect-button" data-testid=${`wallet-selector-${row.id}`} inputTestId="all-wallets-search"'
  assert.deepEqual(testIdsIn(template), ['connect-button', 'wallet-selector-{id}', 'all-wallets-search'])
})

it('documents the options, events and test ids the README used to miss', () => {
  const doc = render()
  for (const name of ['`verifyUrl`', '`allowUnsupportedChain`', '`collapseWallets`', '`CONNECT_SUCCESS`', '`all-wallets-retry`', '`open-wallet-app`', '`app-not-opened`', '<w3m-button>']) {
    assert.ok(doc.includes(name), `docs/api.md mentions ${name}`)
  }
  assert.match(doc, /\| `allowUnsupportedChain` \| `boolean` \| `false` \| .+\|/)
})

it('documents the headless wallets API: every member, field and option', () => {
  const doc = render()
  for (const name of ['`fetchWallets`', '`refreshWcUri`', '`resetWcUri`', '`wcUri`', '`connectingWallet`', '`isInjected`', '`query` (optional)']) {
    assert.ok(doc.includes(name), `docs/api.md mentions ${name}`)
  }
  assert.match(doc, /\| `connect` \| `\(wallet: AppKitWallet, namespace\?: ChainNamespace\) => Promise<void>` \| .+\|/)
})
