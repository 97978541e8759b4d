import type { Browser } from 'playwright-core'
import { isRpcProxyUrl } from '../clients/rpc-proxy.js'
import { globalScript } from '../demo/static-server.js'
import { servePages } from './page-server.js'
import { clickToPainted, freshLoad } from './measure.js'
import { bytesOf, type LoggedRequest } from './network-log.js'

/**
 * The wallet home on the HTML demo (it installs the test wallet): connect, then open the Account
 * view, Send, Receive and the Activity tab, each in its own network phase, timing click → painted.
 */
export interface WalletHomeBench {
  /**
   * REST requests to the blockchain API before the Account view was opened (must be none): the
   * wallet home's data (balances, history, prices) loads with the view. Reads through the API's RPC
   * proxy are the chain's (the account button's native balance) and are not counted here.
   */
  apiRequestsBeforeAccount: LoggedRequest[]
  accountBytes: number
  sendBytes: number
  receiveBytes: number
  activityBytes: number
  sendMs: number
  receiveMs: number
  activityMs: number
}

export async function benchWalletHome(options: { browser: Browser; dist: string; devnet: Record<string, unknown>; timeoutMs: number }): Promise<WalletHomeBench> {
  const server = await servePages({ root: options.dist, inject: globalScript('__DEVNET__', options.devnet) })
  const apiUrl = String(options.devnet.apiUrl ?? '')
  try {
    // freshLoad opens Connect: the test wallet's row connects.
    const load = await freshLoad(options.browser, new URL('html/', server.url).href, options.timeoutMs)
    try {
      const { page, log } = load
      log.setPhase('connect')
      await clickToPainted(page, '[data-testid="wallet-selector-com.w3mkit.testwallet"]', '[data-testid="account-button"]', options.timeoutMs)
      await log.idle()
      const apiRequestsBeforeAccount = log.entries.filter(entry => apiUrl && entry.url.startsWith(apiUrl) && !isRpcProxyUrl(entry.url))

      log.setPhase('account')
      await clickToPainted(page, '[data-testid="account-button"]', '[data-testid^="token-row-"]', options.timeoutMs)
      await log.idle()
      log.setPhase('send')
      const sendMs = await clickToPainted(page, '[data-testid="account-feature-send"]', '[data-testid="send-amount-input"]', options.timeoutMs, true)
      await log.idle()
      await page.evaluate(() => (window as unknown as { appKit: { open(o: { view: string }): Promise<void> } }).appKit.open({ view: 'Account' }))
      log.setPhase('receive')
      const receiveMs = await clickToPainted(page, '[data-testid="account-feature-receive"]', '[data-testid="receive-qr"]', options.timeoutMs, true)
      await log.idle()
      await page.evaluate(() => (window as unknown as { appKit: { open(o: { view: string }): Promise<void> } }).appKit.open({ view: 'Account' }))
      log.setPhase('activity')
      const activityMs = await clickToPainted(page, '[data-testid="account-tab-activity"]', '[data-testid="activity-row"], [data-testid="activity-empty"]', options.timeoutMs, true)
      await log.idle()
      const scripts = (phase: string) => log.inPhase(phase).filter(entry => entry.type === 'script')
      return {
        apiRequestsBeforeAccount,
        accountBytes: bytesOf(scripts('account')),
        sendBytes: bytesOf(scripts('send')),
        receiveBytes: bytesOf(scripts('receive')),
        activityBytes: bytesOf(scripts('activity')),
        sendMs,
        receiveMs,
        activityMs
      }
    } finally {
      await load.context.close()
    }
  } finally {
    await server.stop()
  }
}
