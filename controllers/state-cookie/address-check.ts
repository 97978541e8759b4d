import type { ChainNamespace } from '../../types/public.js'

/**
 * Whether `address` is an account address of the family as a wallet reports one, checked to its
 * checksum: eip155 EIP-55 (or all lower case), solana a base58 32-byte key, bip122 bech32/bech32m
 * (BIP-173/350) or base58check (P2PKH, P2SH). Pure and dependency-free (a server's `w3m-kit/ssr`
 * imports it), so its hashes are the small reference forms (FIPS 202 Keccak, FIPS 180-4 SHA-256).
 */
export function isWalletAddress(namespace: ChainNamespace, address: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(address)
  if (namespace === 'solana') return base58(address)?.length === 32
  if (namespace === 'bip122') return isBech32Address(address) || isBase58CheckAddress(address)
  return false
}

function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const hex = address.slice(2)
  if (hex === hex.toLowerCase()) return true
  const hash = keccak256(new TextEncoder().encode(hex.toLowerCase()))
  // EIP-55: a letter is upper case where the hash's nibble at its position is 8 or more.
  return [...hex].every((char, index) => {
    const nibble = (hash[index >> 1]! >> (index % 2 ? 0 : 4)) & 15
    return char === (nibble >= 8 ? char.toUpperCase() : char.toLowerCase())
  })
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The bytes a base58 string encodes (each leading '1' a zero byte), or undefined when it is not base58. */
function base58(text: string): Uint8Array | undefined {
  if (!text || text.length > 100) return undefined
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 255n))
  const zeros = text.length - text.replace(/^1+/, '').length
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes])
}

/** P2PKH or P2SH on mainnet (0x00, 0x05) or testnet/regtest (0x6f, 0xc4): version + 20-byte hash + 4-byte double SHA-256 checksum. */
function isBase58CheckAddress(address: string): boolean {
  const bytes = base58(address)
  if (bytes?.length !== 25 || ![0x00, 0x05, 0x6f, 0xc4].includes(bytes[0]!)) return false
  const check = sha256(sha256(bytes.subarray(0, 21)))
  return check.subarray(0, 4).every((byte, index) => byte === bytes[21 + index])
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/** A segwit address (bc, tb, bcrt): witness v0 in bech32 with a 20- or 32-byte program, v1–16 in bech32m. */
function isBech32Address(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false
  const text = address.toLowerCase()
  const split = text.lastIndexOf('1')
  const hrp = text.slice(0, split)
  if (!['bc', 'tb', 'bcrt'].includes(hrp) || text.length > 90) return false
  const data = [...text.slice(split + 1)].map(char => BECH32.indexOf(char))
  if (data.length < 7 || data.includes(-1)) return false
  let checksum = 1
  for (const value of [...[...hrp].map(char => char.charCodeAt(0) >> 5), 0, ...[...hrp].map(char => char.charCodeAt(0) & 31), ...data]) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (const [bit, generator] of [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3].entries()) if ((top >> bit) & 1) checksum ^= generator
  }
  const version = data[0]!
  if (version > 16 || checksum !== (version === 0 ? 1 : 0x2bc830a3)) return false
  // The program: 5-bit groups (after the version, before the 6-character checksum) regrouped into bytes, with no more than 4 bits of zero padding.
  const bits = data.slice(1, -6).length * 5
  const length = bits >> 3
  if (bits % 8 > 4) return false
  return version === 0 ? length === 20 || length === 32 : length >= 2 && length <= 40
}

const MASK64 = (1n << 64n) - 1n
const rotate64 = (lane: bigint, by: number) => ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK64

/** Keccak-256 (Ethereum's, with the original 0x01 padding), after the compact FIPS 202 reference. */
function keccak256(input: Uint8Array): Uint8Array {
  const rate = 136
  const padded = new Uint8Array(Math.ceil((input.length + 1) / rate) * rate)
  padded.set(input)
  padded[input.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte]!)
      state[lane]! ^= value
    }
    keccakPermutation(state)
  }
  const out = new Uint8Array(32)
  for (let index = 0; index < 32; index++) out[index] = Number((state[index >> 3]! >> BigInt((index % 8) * 8)) & 255n)
  return out
}

function keccakPermutation(state: bigint[]): void {
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    const columns = [0, 1, 2, 3, 4].map(x => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!)
    for (let x = 0; x < 5; x++) {
      const d = columns[(x + 4) % 5]! ^ rotate64(columns[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[y + x]! ^= d
    }
    let [x, y] = [1, 0]
    let current = state[1]!
    for (let step = 0; step < 24; step++) {
      ;[x, y] = [y, (2 * x + 3 * y) % 5]
      const next = state[x + 5 * y]!
      state[x + 5 * y] = rotate64(current, (((step + 1) * (step + 2)) / 2) % 64)
      current = next
    }
    for (let row = 0; row < 25; row += 5) {
      const lanes = state.slice(row, row + 5)
      for (let x = 0; x < 5; x++) state[row + x] = lanes[x]! ^ (~lanes[(x + 1) % 5]! & MASK64 & lanes[(x + 2) % 5]!)
    }
    for (let bit = 0; bit < 7; bit++) {
      lfsr = ((lfsr << 1) ^ ((lfsr >> 7) * 0x71)) % 256
      if (lfsr & 2) state[0]! ^= 1n << BigInt((1 << bit) - 1)
    }
  }
}

/** SHA-256; the round constants are the first 32 bits of the fractional cube roots of the first 64 primes. */
function sha256(input: Uint8Array): Uint8Array {
  const primes: number[] = []
  for (let candidate = 2; primes.length < 64; candidate++) if (primes.every(prime => candidate % prime)) primes.push(candidate)
  const fraction = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0
  const k = primes.map(prime => fraction(Math.cbrt(prime)))
  const hash = primes.slice(0, 8).map(prime => fraction(Math.sqrt(prime)))
  const length = Math.ceil((input.length + 9) / 64) * 64
  const padded = new Uint8Array(length)
  padded.set(input)
  padded[input.length] = 0x80
  new DataView(padded.buffer).setUint32(length - 4, input.length * 8)
  const view = new DataView(padded.buffer)
  const rotate = (value: number, by: number) => (value >>> by) | (value << (32 - by))
  for (let offset = 0; offset < length; offset += 64) {
    const w = new Array<number>(64)
    for (let i = 0; i < 64; i++) {
      w[i] = i < 16 ? view.getUint32(offset + i * 4) : (w[i - 16]! + (rotate(w[i - 15]!, 7) ^ rotate(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3)) + w[i - 7]! + (rotate(w[i - 2]!, 17) ^ rotate(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10))) | 0
    }
    let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number]
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + k[i]! + w[i]!) | 0
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      ;[h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0]
    }
    ;[a, b, c, d, e, f, g, h].forEach((value, index) => (hash[index] = (hash[index]! + value) | 0))
  }
  const out = new Uint8Array(32)
  hash.forEach((value, index) => new DataView(out.buffer).setUint32(index * 4, value >>> 0))
  return out
}
