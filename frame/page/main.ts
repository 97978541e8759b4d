import { FrameHost } from '../channel.js'
import { setFrameLocale } from './locale.js'
import { createWallet } from './wallet.js'

/**
 * The frame page's entry. Query parameters: projectId, chainId, version, enableLogger (behaviour §7), locale (the kit's language)
 * and origin (the embedding page's exact origin; messages go only there and come only from it).
 */
const FRAME_VERSION = '1.0.0'

async function start(): Promise<void> {
  const query = new URLSearchParams(location.search)
  const parentOrigin = query.get('origin') ?? ''
  setFrameLocale(query.get('locale'))
  // Chromium tells the real embedder: a page claiming another origin gets nothing.
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (window.parent === window || (ancestors && ancestors.length && ancestors[0] !== parentOrigin)) return
  const config = (await (await fetch('/config.json')).json()) as { authUrl: string; rpcUrls: Record<string, string>; bundlerUrls?: Record<string, string>; paymasterUrls?: Record<string, string>; apiUrl?: string }
  const projectId = query.get('projectId')
  let host: FrameHost | undefined
  const wallet = createWallet({
    authUrl: config.authUrl,
    rpcUrls: config.rpcUrls,
    bundlerUrls: config.bundlerUrls,
    paymasterUrls: config.paymasterUrls,
    ...(config.apiUrl && projectId ? { blockchainApi: { url: config.apiUrl, projectId } } : {}),
    parentOrigin,
    chainId: Number(query.get('chainId')?.replace(/^eip155:/, '')) || 1,
    setVisible: (visible, reason) => host?.setVisible(visible, reason)
  })
  host = new FrameHost({ self: window, parent: window.parent, parentOrigin, handle: wallet })
  if (query.get('enableLogger') === 'true') console.info('[w3m-frame] ready for', parentOrigin)
  host.announceReady(FRAME_VERSION)
  // Ready answers first; the key and signing code follows while the person reads their mail.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200))
  idle(() => {
    void import('./keys.js')
    void import('./sign-request.js')
  })
}

void start()
