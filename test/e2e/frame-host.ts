import { expect, test, type Page } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { demoDevnet } from './demo.js'

/**
 * A host page on an allowed origin (localhost) that drives the secure frame (on 127.0.0.1) by
 * postMessage only, the way the kit does, for the frame-level e2e specs. `post` sends anything
 * (malformed messages too); `ask` waits for the answer with its id; `startSocial` opens the sign-in
 * popup the kit's way (at once, on the secure origin, then to the provider once its loading page is ready).
 */

export const HOST_PAGE = `<!doctype html><meta charset="utf-8"><title>host</title><body><script>
  const frameUrl = new URL(location.hash.slice(1));
  const frameOrigin = frameUrl.origin;
  frameUrl.searchParams.set('origin', location.origin);
  const iframe = document.createElement('iframe');
  iframe.src = frameUrl.href; iframe.style.cssText = 'width:400px;height:400px';
  iframe.allow = 'clipboard-write; publickey-credentials-get; publickey-credentials-create';
  document.body.append(iframe);
  window.answers = []; window.events = []; window.callbacks = [];
  addEventListener('message', event => {
    if (event.origin === frameOrigin && event.source === window.popup && event.data && event.data.type === 'w3m-social-loading') return window.popupLoaded();
    if (event.origin === frameOrigin && event.source === window.popup && event.data && event.data.type === 'w3m-social-callback') return window.callbacks.push(event.data.uri);
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
    if (event.data && event.data.id) window.answers.push(event.data); else window.events.push(event.data);
  });
  window.post = message => iframe.contentWindow.postMessage(message, frameOrigin);
  window.ask = (type, payload) => new Promise(resolve => {
    const id = crypto.randomUUID();
    const poll = setInterval(() => { const answer = window.answers.find(a => a.id === id); if (answer) { clearInterval(poll); resolve(answer) } }, 50);
    window.post({ id, type, payload });
  });
  window.startSocial = async provider => {
    const loaded = new Promise(resolve => (window.popupLoaded = resolve));
    window.popup = window.open(frameOrigin + '/oauth/loading?origin=' + encodeURIComponent(location.origin) + '&mode=popup', 'w3m-social', 'width=600,height=700');
    const answer = await window.ask('get-social-redirect-uri', { provider });
    // As the kit does: the popup goes to the provider once its loading page has remembered the sign-in.
    if (answer.payload.uri) { await loaded; window.popup.location.href = answer.payload.uri; }
    return answer;
  };
</script>`

export type Answer = { id: string; type: string; payload: Record<string, unknown> }

/** Serves the host page for the spec's tests; answers its port (read it inside a test). */
export function serveHostPage(): { port(): number } {
  let server: Server
  let port = 0
  test.beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(HOST_PAGE)
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  test.afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))
  return { port: () => port }
}

/** The devnet's secure site (service auth). */
export function secureSite(): string {
  const url = demoDevnet().secureSiteUrl
  if (!url) throw new Error('The devnet has no secure site (service auth)')
  return url
}

/** The frame's address on a secure site (the devnet's by default), as the kit builds it. */
export function frameUrl(site = secureSite()): string {
  return `${site}/?projectId=${demoDevnet().projectId}&chainId=eip155:1&version=1.0.0&enableLogger=false`
}

export async function frameReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { events: Array<{ type: string }> }).events.some(event => event.type === 'frame-ready'))).toBe(true)
}

/** Sends one request to the frame and resolves with its answer. */
export const ask = (page: Page, type: string, payload: unknown = {}) =>
  page.evaluate(([type, payload]) => (window as unknown as { ask(t: unknown, p: unknown): Promise<Answer> }).ask(type, payload), [type, payload] as const)

/** A `wallet_sendCalls` batch's id asked back by `wallet_getCallsStatus` on chain 1: confirmed (200) in one transaction, whose hash this is. */
export async function callsInOneTransaction(page: Page, id: string): Promise<`0x${string}`> {
  const status = (await ask(page, 'rpc-request', { method: 'wallet_getCallsStatus', params: [id], chainId: 1 })).payload.result as { status: number; receipts: Array<{ transactionHash: `0x${string}` }> }
  expect(status.status).toBe(200)
  expect(status.receipts).toHaveLength(1)
  return status.receipts[0]!.transactionHash
}
