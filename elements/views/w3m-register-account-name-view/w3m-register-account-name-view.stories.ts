import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, hostileTexts, useGalleryOptions } from '../../../.storybook/gallery-fixtures.js'
import { $accountName, type AccountNameState } from '../../../controllers/names/registration.js'
import './w3m-register-account-name-view.js'

const meta: Meta = {
  title: 'Views/w3m-register-account-name-view',
  component: 'w3m-register-account-name-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-register-account-name-view></w3m-register-account-name-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const suggestions = (label: string, taken: string[] = []) =>
  [label, `${label}-web3`, `${label}1`, `the-${label}`].map(name => ({ name: `${name}.reown.id`, registered: taken.includes(name) }))

/** An embedded-wallet account and the name state as the controller would have left it. */
function nameState(state: Partial<AccountNameState> = {}): void {
  useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid' })
  connectAccount({ connectorId: 'auth' })
  // Every story starts from nothing: a registration under way survives resetAccountName by design.
  $accountName.set({ loading: false, query: '', suggestions: [], suggesting: false, error: undefined, ...state })
}

const withName = (value: string, state: Partial<AccountNameState> = {}): Story => ({
  render: () => html`<w3m-register-account-name-view .value=${value}></w3m-register-account-name-view>`,
  loaders: [() => nameState(state)]
})

export const Empty: Story = { loaders: [() => nameState()] }

export const TypingWithSuggestions = withName('alice', { query: 'alice', suggestions: suggestions('alice', ['alice1']) })

export const StillFetchingSuggestions = withName('alice', { query: 'alice', suggesting: true })

export const InvalidCharacters = withName('alice_bob!')

export const TooShort = withName('ali', { query: 'ali', suggestions: suggestions('ali').slice(1) })

export const Taken = withName('alice', { query: 'alice', suggestions: suggestions('alice', ['alice']) })

export const Registering = withName('alice', { query: 'alice', suggestions: suggestions('alice'), loading: true })

export const RegistrationFailed = withName('alice', { query: 'alice', error: 'Error registering name alice.reown.id' })

/** The API's own reason is shown as it came, as text. */
export const ApiReason = withName('alice', { query: 'alice', error: 'Name alice.reown.id is already registered' })

export const SuggestionsUnavailable = withName('alice', { query: 'alice', error: 'Error fetching name suggestions' })

export const HostileError = withName('alice', { query: 'alice', error: hostileTexts.markup })

export const LongName = withName('a'.repeat(60), { query: 'a'.repeat(60), suggestions: suggestions('a'.repeat(60)) })
