import { map } from 'nanostores'
import { getAddress } from 'viem'
import { ServiceError } from '../../clients/http.js'
import type { NameSuggestion } from '../../clients/types.js'
import { accountOf, updateAccount } from '../account/store.js'
import { $activeNetwork } from '../networks/store.js'
import { signMessage } from '../connection/actions.js'
import { AUTH_CONNECTOR_ID } from '../wallets/connectors.js'
import { $router, dropTransactionAction, popTransactionStack, pushTransactionStack, pushView, replaceView, type TransactionAction } from '../modal/router.js'
import { blockchainApiClient } from '../config/services.js'

/** behaviour §9: names are registered under .reown.id; legacy .wcn.id still resolves. */
export const NAME_SUFFIX = '.reown.id'
const KNOWN_SUFFIXES = [NAME_SUFFIX, '.wcn.id']
export const MIN_NAME_LENGTH = 4
export const SUGGESTION_DEBOUNCE_MS = 300
/** The service refuses shorter names with a 400 (reown-com/blockchain-api src/handlers/profile/suggestions.rs MIN_NAME_LENGTH). */
const SUGGESTION_MIN_LENGTH = 3

/** What is wrong with a typed name (behaviour §5: letters, digits and hyphens only, at least 4 characters); the view words it. */
export type NameRuleProblem = 'characters' | 'too-short'

export interface AccountNameState {
  /** A registration is under way (signature, then the API). */
  loading: boolean
  /** The label (without suffix) the suggestions were asked for. */
  query: string
  suggestions: NameSuggestion[]
  /** Suggestions are being fetched for `query`. */
  suggesting: boolean
  /** behaviour §8 words (or the API's reason) of the last failure. */
  error: string | undefined
}

const INITIAL: AccountNameState = { loading: false, query: '', suggestions: [], suggesting: false, error: undefined }

/** behaviour §4 name-registration state. */
export const $accountName = map<AccountNameState>({ ...INITIAL })

/** `Alice.reown.id ` → `alice`: the label a person means, whatever suffix or case they typed. */
export function nameLabel(input: string): string {
  const lower = input.trim().toLowerCase()
  const suffix = KNOWN_SUFFIXES.find(candidate => lower.endsWith(candidate))
  return suffix ? lower.slice(0, -suffix.length) : lower
}

export function fullName(input: string): string {
  return `${nameLabel(input)}${NAME_SUFFIX}`
}

export function nameRuleProblem(input: string): NameRuleProblem | undefined {
  const label = nameLabel(input)
  if (!/^[a-z0-9-]*$/.test(label)) return 'characters'
  if (label.length < MIN_NAME_LENGTH) return 'too-short'
  return undefined
}

/** True when the suggestions say the typed name is registered already. */
export function nameTaken(input: string, state: AccountNameState = $accountName.get()): boolean {
  const name = fullName(input)
  return state.suggestions.some(suggestion => suggestion.name === name && suggestion.registered)
}

/** ENSIP-11 as the devnet verifies it: Ethereum mainnet is 60, every other EVM chain 0x80000000 | chainId (chain id below 2^31). */
export function coinTypeOf(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= 2 ** 31) throw new Error('Invalid chainId')
  return chainId === 1 ? 60 : 0x80000000 + chainId
}

let debounce: ReturnType<typeof setTimeout> | undefined
let pendingResolve: (() => void) | undefined
let suggestionRequest = 0

/**
 * Asks for suggestions ~300 ms after the last keystroke (behaviour §4); resolves once this call's answer is
 * shown or a later call superseded it. Characters the rule refuses, and fewer than 3, ask nothing.
 */
export function suggestNames(input: string): Promise<void> {
  if (debounce) clearTimeout(debounce)
  pendingResolve?.()
  const label = nameLabel(input)
  const request = ++suggestionRequest
  if (label.length < SUGGESTION_MIN_LENGTH || nameRuleProblem(label) === 'characters') {
    $accountName.set({ ...$accountName.get(), query: label, suggestions: [], suggesting: false })
    return Promise.resolve()
  }
  $accountName.set({ ...$accountName.get(), query: label, suggesting: true })
  return new Promise<void>(resolve => {
    pendingResolve = resolve
    debounce = setTimeout(() => {
      debounce = undefined
      void fetchSuggestions(label, request).finally(resolve)
    }, SUGGESTION_DEBOUNCE_MS)
  })
}

async function fetchSuggestions(label: string, request: number): Promise<void> {
  try {
    const client = await blockchainApiClient()
    const { suggestions } = await client.getEnsNameSuggestions(label)
    if (request !== suggestionRequest) return
    $accountName.set({ ...$accountName.get(), suggestions, suggesting: false, error: undefined })
  } catch {
    if (request !== suggestionRequest) return
    $accountName.set({ ...$accountName.get(), suggestions: [], suggesting: false, error: 'Error fetching name suggestions' })
  }
}

/** Forgets suggestions and errors (the view opens afresh); a registration under way is kept. */
export function resetAccountName(): void {
  if (debounce) clearTimeout(debounce)
  debounce = undefined
  pendingResolve?.()
  suggestionRequest++
  $accountName.set({ ...INITIAL, loading: $accountName.get().loading })
}

export function clearAccountNameError(): void {
  $accountName.setKey('error', undefined)
}

function failureText(error: unknown, name: string): string {
  // behaviour §8: the API's reason when it gave one (a ServiceError from an HTTP answer carries it).
  if (error instanceof ServiceError && error.kind === 'http' && error.message) return error.message
  return `Error registering name ${name}`
}

/**
 * behaviour §4: registers `input` (a label, or a full .reown.id name) for the connected embedded-wallet
 * account: a success view waits on the transaction stack, the person signs in the frame, the API
 * registers, the account shows the name. On failure RegisterAccountName shows again and this rejects.
 */
export async function registerName(input: string): Promise<void> {
  const name = fullName(input)
  const network = $activeNetwork.get()
  const { address, connectorId } = accountOf('eip155')
  if (!network || network.chainNamespace !== 'eip155' || !address || connectorId !== AUTH_CONNECTOR_ID) {
    throw fail('Address or auth connector not found')
  }
  if (nameRuleProblem(name)) throw fail(`Error registering name ${name}`)
  let coinType: number
  try {
    coinType = coinTypeOf(Number(network.id))
  } catch (error) {
    throw fail((error as Error).message)
  }
  if ($accountName.get().loading) return
  $accountName.set({ ...$accountName.get(), query: nameLabel(name), loading: true, error: undefined })
  const action: TransactionAction = { view: 'RegisterAccountNameSuccess' }
  pushTransactionStack(action)
  try {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await signMessage(message, 'eip155')
    const client = await blockchainApiClient()
    // The service verifies the signature against an EIP-55 checksummed address only (reown-com/blockchain-api
    // src/utils/crypto.rs verify_message_signature), and stores the address as sent.
    await client.registerEnsName({ coinType, address: getAddress(address), message, signature })
    // The account may have changed while the person signed: the name belongs to the address that signed.
    if (accountOf('eip155').address === address) updateAccount('eip155', { profileName: name })
    $accountName.set({ ...INITIAL, query: nameLabel(name) })
    if ($router.get().transactionStack.at(-1) === action) popTransactionStack()
  } catch (error) {
    dropTransactionAction(action)
    const text = failureText(error, name)
    $accountName.set({ ...$accountName.get(), loading: false, error: text })
    showRegisterView()
    throw new Error(text, { cause: error })
  }
}

function fail(text: string): Error {
  $accountName.setKey('error', text)
  return new Error(text)
}

function showRegisterView(): void {
  const { view } = $router.get()
  if (view === 'RegisterAccountName') return
  if (view === 'ApproveTransaction' || view === 'RegisterAccountNameSuccess') replaceView('RegisterAccountName')
  else pushView('RegisterAccountName')
}
