import { createAppKit, type Locale } from 'w3m-kit'
import { installDemoBitcoinWallet, installDemoSolanaWallet, installDemoWallet } from '../shared/demo-wallet.js'
import { demoOptions, devnet } from '../shared/devnet.js'
import { signDemoMessage } from '../shared/sign.js'
import { grantDemoSession } from '../shared/grant.js'
import { LOCALE_NAMES, localeFromQuery } from '../shared/locales.js'
import { buildPageState } from './page-state.js'

const pageState = document.getElementById('page-state')
if (pageState) buildPageState(pageState)

installDemoWallet()
void installDemoBitcoinWallet()
void installDemoSolanaWallet()
const appKit = createAppKit(demoOptions())
Object.assign(window, { appKit })

// The first page links to the devnet's mail sink, where the email sign-in codes arrive.
const inbox = document.getElementById('mail-inbox') as HTMLAnchorElement | null
const inboxUrl = devnet().mailInboxUrl
if (inbox && inboxUrl) inbox.href = inboxUrl

const localeSelect = document.getElementById('locale') as HTMLSelectElement | null
if (localeSelect) {
  for (const [locale, name] of Object.entries(LOCALE_NAMES)) localeSelect.append(new Option(name, locale))
  // The requested locale may still be loading: show it rather than the English of the moment.
  localeSelect.value = localeFromQuery(new URLSearchParams(location.search)) ?? appKit.getLocale()
  localeSelect.addEventListener('change', () => void appKit.setLocale(localeSelect.value as Locale))
}

const text = (id: string, value: string) => {
  const element = document.getElementById(id)
  if (element) element.textContent = value
}
const render = () => {
  const account = appKit.getAccount()
  text('status', account.status)
  text('address', account.address ?? '—')
  text('wallet', appKit.getWalletInfo()?.name ?? '—')
  text('network', appKit.getNetwork().caipNetwork?.name ?? '—')
  const { balance, symbol } = appKit.getBalance()
  text('balance', balance === undefined ? '—' : `${balance} ${symbol ?? ''}`)
}
appKit.subscribeAccount(render)
appKit.subscribeNetwork(render)
const renderSession = () => text('session', appKit.getSession()?.address ?? '—')
appKit.subscribeSession(renderSession)
renderSession()
render()

document.getElementById('sign-message')?.addEventListener('click', async () => {
  text('sign-result', 'Waiting for the wallet…')
  try {
    text('sign-result', await signDemoMessage(appKit))
  } catch (error) {
    text('sign-result', error instanceof Error && error.message === 'Not connected' ? 'Not connected' : `Error: ${error instanceof Error ? error.message : String(error)}`)
  }
})

document.getElementById('grant-session')?.addEventListener('click', async () => {
  text('grant-result', 'Waiting for the wallet…')
  try {
    text('grant-result', JSON.stringify(await grantDemoSession(appKit)))
  } catch (error) {
    text('grant-result', `Error: ${error instanceof Error ? error.message : String(error)}`)
  }
})
