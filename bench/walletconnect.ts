import type { Browser } from 'playwright-core'
import { freshLoad, type FreshLoad } from './measure.js'
import type { LoggedRequest } from './network-log.js'

/**
 * On a page that has opened the modal before, opens Connect, chooses WalletConnect and waits for
 * the QR code to carry a wc: URI; returns what the page loaded for that flow (its code, the relay).
 */
export async function walletConnectFlowBytes(load: FreshLoad, timeoutMs: number): Promise<LoggedRequest[]> {
  await load.log.idle()
  load.log.setPhase('walletconnect')
  await load.page.evaluate(async timeout => {
    const find = (selector: string) => window.__bench!.find(selector) as HTMLElement | null
    const until = async (check: () => boolean, what: string) => {
      const end = performance.now() + timeout
      while (!check()) {
        if (performance.now() > end) throw new Error(`WalletConnect flow: ${what} did not happen in ${timeout} ms`)
        await new Promise(resolve => setTimeout(resolve, 20))
      }
    }
    const appKit = (window as unknown as { appKit: { open(options: { view: string }): Promise<void> } }).appKit
    await appKit.open({ view: 'Connect' })
    await until(() => Boolean(find('[data-testid="wallet-selector-walletConnect"]')), 'the WalletConnect row')
    find('[data-testid="wallet-selector-walletConnect"]')!.click()
    await until(() => (find('[data-testid="wui-qr-code"]')?.getAttribute('uri') ?? '').startsWith('wc:'), 'a QR code with a wc: URI')
  }, timeoutMs)
  await load.log.idle()
  return load.log.inPhase('walletconnect')
}

/**
 * Click on WalletConnect → QR code of a wc: URI painted, once per fresh load (empty cache, the SDK
 * not yet loaded: a person's first WalletConnect click), `runs` times.
 */
export async function walletConnectQrTimes(browser: Browser, url: string, runs: number, timeoutMs: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const load = await freshLoad(browser, url, timeoutMs)
    try {
      const shown = await load.page.evaluate(t => window.__bench!.openWalletConnectQr(t), timeoutMs)
      samples.push(shown.ms)
    } finally {
      await load.context.close()
    }
  }
  return samples
}
