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

/** Rebuilds the key from any two shares, checks it is the expected address, and gives it to `use` only; the bytes are zeroed after. */
async function rebuild<T>(shares: [string, string], expected: string, use: (key: `0x${string}`, account: PrivateKeyAccount) => Promise<T>): Promise<T> {
  if (!shares.every(isShare)) throw new Error('Damaged key share')
  const secret = await combine(shares.map(share => hexToBytes(`0x${share}`)))
  try {
    const key = bytesToHex(secret)
    const account = privateKeyToAccount(key)
    if (account.address.toLowerCase() !== expected.toLowerCase()) throw new Error('These shares do not rebuild this wallet')
    return await use(key, account)
  } finally {
    secret.fill(0)
  }
}

/** Rebuilds the key from any two shares, checks it is the expected address, and gives it to `use` only. */
export function withKey<T>(shares: [string, string], expected: string, use: (account: PrivateKeyAccount) => Promise<T>): Promise<T> {
  return rebuild(shares, expected, (_key, account) => use(account))
}

/**
 * The private key itself, for the export screen only (frame/page/security.ts): rebuilt like `withKey`,
 * checked against the address. The bytes are zeroed; the hex string the screen shows cannot be (a
 * JavaScript string), so the screen drops it when it closes and it is never posted or stored.
 */
export function exportPrivateKey(shares: [string, string], expected: string): Promise<`0x${string}`> {
  return rebuild(shares, expected, async key => key)
}
