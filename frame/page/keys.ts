import { combine, split } from 'shamir-secret-sharing'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { bytesToHex, hexToBytes } from 'viem'

/** The wallet key, split 2-of-3: device share (this origin's IndexedDB), auth share (auth service), recovery share (the person). */

export interface SplitKey {
  address: `0x${string}`
  deviceShare: string
  authShare: string
  recoveryShare: string
}

const SHARE = /^[0-9a-f]{66}$/

export async function createSplitKey(): Promise<SplitKey> {
  const secret = crypto.getRandomValues(new Uint8Array(32))
  try {
    const address = privateKeyToAccount(bytesToHex(secret)).address
    const [deviceShare, authShare, recoveryShare] = (await split(secret, 3, 2)).map(share => bytesToHex(share).slice(2))
    return { address, deviceShare: deviceShare!, authShare: authShare!, recoveryShare: recoveryShare! }
  } finally {
    secret.fill(0)
  }
}

export function isShare(value: string): boolean {
  return SHARE.test(value)
}

/** Rebuilds the key from any two shares, checks it is the expected address, and gives it to `use` only. */
export async function withKey<T>(shares: [string, string], expected: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
  if (!shares.every(isShare)) throw new Error('Damaged key share')
  const secret = await combine(shares.map(share => hexToBytes(`0x${share}`)))
  try {
    const account = privateKeyToAccount(bytesToHex(secret))
    if (account.address.toLowerCase() !== expected.toLowerCase()) throw new Error('These shares do not rebuild this wallet')
    return await use(account)
  } finally {
    secret.fill(0)
  }
}

/**
 * The private key itself, for the export screen only (frame/page/security.ts): rebuilt like `withKey`,
 * checked against the address. The bytes are zeroed; the hex string the screen shows cannot be (a
 * JavaScript string), so the screen drops it when it closes and it is never posted or stored.
 */
export async function exportPrivateKey(shares: [string, string], expected: string): Promise<`0x${string}`> {
  if (!shares.every(isShare)) throw new Error('Damaged key share')
  const secret = await combine(shares.map(share => hexToBytes(`0x${share}`)))
  try {
    const key = bytesToHex(secret)
    if (privateKeyToAccount(key).address.toLowerCase() !== expected.toLowerCase()) throw new Error('These shares do not rebuild this wallet')
    return key
  } finally {
    secret.fill(0)
  }
}
