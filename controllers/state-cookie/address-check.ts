import { sha256 } from '@noble/hashes/sha2'
import { keccak_256 } from '@noble/hashes/sha3'
import { base58, base58check, bech32, bech32m } from '@scure/base'
import type { ChainNamespace } from '../../types/public.js'

/**
 * Whether `address` is an account address of the family as a wallet reports one, checked to its
 * checksum: eip155 EIP-55 (or all lower case), solana a base58 32-byte key, bip122 bech32/bech32m
 * (BIP-173/350) or base58check (P2PKH, P2SH). The hashes and encodings are @noble/@scure's (audited,
 * no DOM or Node globals), so a server's `w3m-kit/ssr` runs it as the browser does.
 */
export function isWalletAddress(namespace: ChainNamespace, address: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(address)
  if (namespace === 'solana') return decoded(() => base58.decode(address))?.length === 32
  if (namespace === 'bip122') return isSegwitAddress(address) || isBase58CheckAddress(address)
  return false
}

/** What `decode` returns, or undefined where it throws (not that encoding, or a wrong checksum). */
function decoded<T>(decode: () => T): T | undefined {
  try {
    return decode()
  } catch {
    return undefined
  }
}

function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const hex = address.slice(2)
  if (hex === hex.toLowerCase()) return true
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()))
  // EIP-55: a letter is upper case where the hash's nibble at its position is 8 or more.
  return [...hex].every((char, index) => {
    const nibble = (hash[index >> 1]! >> (index % 2 ? 0 : 4)) & 15
    return char === (nibble >= 8 ? char.toUpperCase() : char.toLowerCase())
  })
}

/** P2PKH or P2SH on mainnet (0x00, 0x05) or testnet/regtest (0x6f, 0xc4): version + 20-byte hash, double-SHA-256 checksum. */
function isBase58CheckAddress(address: string): boolean {
  const payload = decoded(() => base58check(sha256).decode(address))
  return payload?.length === 21 && [0x00, 0x05, 0x6f, 0xc4].includes(payload[0]!)
}

/** A segwit address (bc, tb, bcrt): witness v0 in bech32 with a 20- or 32-byte program, v1–16 in bech32m. */
function isSegwitAddress(address: string): boolean {
  const v0 = decoded(() => bech32.decode(address as `${string}1${string}`))
  const found = v0?.words[0] === 0 ? { ...v0, encoding: bech32 } : decoded(() => ({ ...bech32m.decode(address as `${string}1${string}`), encoding: bech32m }))
  if (!found || !['bc', 'tb', 'bcrt'].includes(found.prefix)) return false
  const [version, ...words] = found.words
  if (version === undefined || version > 16 || (version === 0) !== (found.encoding === bech32)) return false
  const program = decoded(() => found.encoding.fromWords(words))
  if (!program) return false
  return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40
}
