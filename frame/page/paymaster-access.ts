import { FrameAnswerError } from '../channel.js'
import type { PaymasterAccess } from './sign-request.js'
import { signedIn, type Wallet } from './wallet-context.js'

/**
 * The paymaster of chain `id` from the secure site's config, used only where it is the frame's own auth
 * service: the wallet sends it the person's session, which no other server may ever receive.
 */
export function paymasterOf(wallet: Wallet, id: number): PaymasterAccess | undefined {
  const url = wallet.config.paymasterUrls?.[`eip155:${id}`]
  const authUrl = wallet.config.authUrl.replace(/\/$/, '')
  if (!url?.startsWith(`${authUrl}/`)) return undefined
  const path = url.slice(authUrl.length)
  return {
    context: { origin: wallet.config.parentOrigin },
    host: new URL(url).host,
    async request(method, params) {
      const answer = await signedIn<{ result?: unknown; error?: { code?: number; message?: string } }>(wallet, path, { jsonrpc: '2.0', id: 1, method, params })
      if (answer.error) throw new FrameAnswerError(String(answer.error.message ?? 'The paymaster refused').slice(0, 300), answer.error.code)
      return answer.result
    }
  }
}
