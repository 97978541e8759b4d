import type { Eip1193Provider } from '../../types/public.js'
import { FRAME_SIGN_OUT_WAIT_MS, MAX_PENDING_TRANSACTIONS, NOT_SIGNED_IN_CODE, type FrameMessages, type FrameMessageType, type FrameUser } from '../../frame/protocol.js'
import { NOT_ALLOWED_CODE, NOT_ALLOWED_MESSAGE, NOT_ALLOWED_UI_DELAY_MS, resultShapeOf, rpcMethodKind, sendCallsProblem } from '../../frame/rpc-methods.js'
import { errorCode, WalletError } from '../errors.js'

/** What the provider needs of the frame: `FrameClient`'s request. */
export interface FrameRequester {
  request<T extends FrameMessageType>(type: T, payload: FrameMessages[T]['request']): Promise<FrameMessages[T]['response']>
}

/** How the kit shows what the frame is doing (the modal's side; the provider knows no views). */
export interface FrameProviderHooks {
  /** An unsafe request now waits for the person in the frame: show ApproveTransaction. The returned function runs once the frame answered or refused. */
  approvalStarted(method: string): () => void
  /** An unknown method was refused; called 300 ms later so the UI says 'Action not allowed' (behaviour §6). */
  notAllowed(): void
  /** The frame's signed-in user, each time the provider reads it. */
  user?(user: FrameUser): void
  /** Nobody is signed in any more (the frame says so, or the site revoked the account): forget the login. */
  signedOut?(): void
}

type Listener = (...args: never[]) => void

/**
 * The embedded wallet as an EIP-1193 provider, so the eip155 adapter drives it like any wallet.
 * Keys never leave the frame: every request is a posted message, unsafe ones are approved on the
 * frame's own screen. The provider adds what the page side must enforce (behaviour §5, §6, §9): the
 * method table, at most 99 pending approvals, the wallet_sendCalls rules and the answer shapes.
 */
export function createFrameProvider(frame: FrameRequester, hooks: FrameProviderHooks): Eip1193Provider & { emit(event: string, ...args: unknown[]): void } {
  const listeners = new Map<string, Set<Listener>>()
  let pendingApprovals = 0

  const emit = (event: string, ...args: unknown[]): void => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }

  async function approved(method: string, params: unknown[] | Record<string, unknown> | undefined): Promise<unknown> {
    if (method === 'wallet_sendCalls') {
      const problem = sendCallsProblem(params)
      if (problem) throw new WalletError(problem, -32602)
    }
    if (pendingApprovals >= MAX_PENDING_TRANSACTIONS) throw new WalletError('Too many pending requests', -32005)
    pendingApprovals++
    const done = hooks.approvalStarted(method)
    try {
      const { result } = await frame.request('rpc-request', { method, ...(params === undefined ? {} : { params }) })
      const shape = resultShapeOf(method)
      if (shape && !shape(result)) throw new WalletError('The wallet returned an invalid answer', -32603)
      return result
    } finally {
      pendingApprovals--
      done()
    }
  }

  async function request({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return `0x${Number(String((await frame.request('get-chain-id', {})).chainId).replace(/^eip155:/, '')).toString(16)}`
      case 'eth_requestAccounts': {
        const user = await frame.request('get-user', {})
        hooks.user?.(user)
        return [user.address]
      }
      case 'eth_accounts': {
        // The connection check (behaviour §4): a frame that says nobody is signed in forgets the login. Unlike
        // behaviour §4 ("or on error"), a check nobody could answer (the auth service or the secure site
        // down) keeps it and fails: an outage must not sign everyone out (issue 24).
        const user = await frame.request('get-user', {}).catch((error: unknown) => {
          if (errorCode(error) === NOT_SIGNED_IN_CODE) return undefined
          throw error
        })
        if (!user) {
          hooks.signedOut?.()
          return []
        }
        hooks.user?.(user)
        return [user.address]
      }
      case 'wallet_revokePermissions': {
        // Disconnect: the frame signs out (and revokes the session), waited for at most 3 s (behaviour §4).
        await Promise.race([frame.request('sign-out', {}).catch(() => undefined), new Promise(resolve => setTimeout(resolve, FRAME_SIGN_OUT_WAIT_MS))])
        hooks.signedOut?.()
        return null
      }
      case 'wallet_switchEthereumChain': {
        const chainId = Number((Array.isArray(params) ? (params[0] as { chainId?: string } | undefined) : undefined)?.chainId)
        if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new WalletError('Invalid chainId', -32602)
        await frame.request('switch-network', { chainId })
        emit('chainChanged', `0x${chainId.toString(16)}`)
        return null
      }
    }
    const kind = rpcMethodKind(method)
    if (kind === 'not-allowed') {
      setTimeout(hooks.notAllowed, NOT_ALLOWED_UI_DELAY_MS)
      throw new WalletError(NOT_ALLOWED_MESSAGE, NOT_ALLOWED_CODE)
    }
    if (kind === 'approval') return approved(method, params)
    return (await frame.request('rpc-request', { method, ...(params === undefined ? {} : { params }) })).result
  }

  return {
    async request(args) {
      try {
        return await request(args)
      } catch (error) {
        if (error instanceof WalletError) throw error
        // FrameRequestError / FrameTimeoutError carry the frame's words and code.
        const { message, code } = error as { message?: string; code?: number }
        throw new WalletError(message || 'An error occurred', typeof code === 'number' ? code : undefined)
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit
  }
}
