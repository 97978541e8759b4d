import { startEvmChains, type EvmDevnet } from '../chains/evm.js'
import { startSolana, type SolanaDevnet } from '../solana/rpc.js'
import { startApi, type ApiDevnet, type ApiOptions } from './index.js'

/** Test fixture: chains, Solana and the API started once per test file, plus a tiny JSON client for it. */

export interface ApiFixture {
  evm: EvmDevnet
  solana: SolanaDevnet
  api: ApiDevnet
  /** GET with projectId=w3m-devnet added unless the query already names one (or `projectId: null`). */
  get(path: string, options?: { origin?: string; projectId?: string | null }): Promise<JsonResponse>
  post(path: string, body: unknown, options?: { origin?: string; projectId?: string | null }): Promise<JsonResponse>
  stop(): Promise<void>
}

export interface JsonResponse {
  status: number
  // Tests read arbitrary response fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  /** An error's words: the first of the API's `reasons[].description` (reown-com/blockchain-api src/error.rs). */
  message: string
}

export async function startApiFixture(options: Partial<ApiOptions> = {}): Promise<ApiFixture> {
  const [evm, solana] = await Promise.all([startEvmChains(), startSolana()])
  const api = await startApi({ evm, solana, ...options })
  const withProject = (path: string, projectId: string | null | undefined) => {
    const url = new URL(path, api.url)
    if (projectId !== null && !url.searchParams.has('projectId')) url.searchParams.set('projectId', projectId ?? 'w3m-devnet')
    return url
  }
  const call = async (method: string, path: string, body: unknown, options: { origin?: string; projectId?: string | null } = {}): Promise<JsonResponse> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.origin) headers.origin = options.origin
    const response = await fetch(withProject(path, options.projectId), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    const text = await response.text()
    const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    return { status: response.status, body: parsed, message: String(parsed?.reasons?.[0]?.description ?? '') }
  }
  return {
    evm,
    solana,
    api,
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    stop: async () => {
      await api.stop()
      await Promise.all([evm.stop(), solana.stop()])
    }
  }
}
