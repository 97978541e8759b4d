import type { AccountType } from '../../frame/protocol.js'
import { updateAccount } from '../account/store.js'
import { loadIdentity } from '../names/identity.js'
import { embeddedProvider, frameErrorText, request } from './actions.js'
import { showToast } from '../notices/toast.js'

/**
 * The embedded wallet's two accounts (behaviour §4, §5, §8): the EOA the frame's key is, and the smart
 * account it owns. The frame knows which chains have a smart account and which one is preferred;
 * the kit keeps what the frame's user says (behaviour §7 keys) and moves the connection to the chosen address.
 */

export const SMART_ACCOUNT_WARNING = 'This application might not support Smart Accounts'

async function prefer(type: AccountType): Promise<void> {
  await request('set-preferred-account', { type })
  // The frame's user, read again, is the one source of the account fields (type, deployment) and the stored choice.
  const provider = embeddedProvider()
  const [address] = (await provider.request({ method: 'eth_accounts' })) as string[]
  if (!address) throw new Error('Not signed in')
  // The other address has its own name (if any): the old one's must not stay on it.
  updateAccount('eip155', { profileName: undefined, profileImage: undefined })
  // The eip155 adapter follows the provider's accountsChanged as for any wallet: address and balance.
  provider.emit('accountsChanged', [address])
  void loadIdentity('eip155')
}

/**
 * Account → switch between the EOA, the smart account and the EIP-7702 account. behaviour §4: a failed change to the smart
 * account (or the EIP-7702 one) falls back to the EOA; behaviour §8: using the smart account warns that a site may not
 * support it (the EIP-7702 account keeps the EOA's address and its signatures, so it does not warn).
 * Never throws: the outcome is a toast.
 */
export async function switchAccountType(type: AccountType): Promise<void> {
  try {
    await prefer(type)
    if (type === 'smartAccount') showToast(SMART_ACCOUNT_WARNING, 'info')
  } catch (error) {
    if (type !== 'eoa') await prefer('eoa').catch(() => undefined)
    showToast(frameErrorText(error), 'error')
  }
}
