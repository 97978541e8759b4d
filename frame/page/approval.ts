import type { ExplainedRequest } from './explain/model.js'

/**
 * The frame's own screens (approval, recovery key). Their code, the kit's tokens and the visitor's
 * words load on first need, not with the frame's first bytes: most frame loads never show a screen.
 */
const approvalScreen = () => import('./screens/approval-screen.js')
const recoveryScreen = () => import('./screens/recovery-screen.js')

/** Resolves true on Approve, false on Reject or Escape; only the person's own click in this frame approves. */
export async function askApproval(request: ExplainedRequest): Promise<boolean> {
  return (await approvalScreen()).askApproval(request)
}

/** Shows the recovery key once; resolves when the person proved they saved it. */
export async function showRecoveryShare(share: string): Promise<void> {
  return (await recoveryScreen()).showRecoveryShare(share)
}

/** Asks for the recovery key on a new device or after storage was cleared. */
export async function askRecoveryShare(check: (share: string) => Promise<boolean>): Promise<string> {
  return (await recoveryScreen()).askRecoveryShare(check)
}
