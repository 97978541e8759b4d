import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { base64, hex } from '@scure/base'
import { Address, OutScript, RawTx, RawWitness, Script, Transaction, p2pkh, p2sh, p2tr, p2wpkh, type TArg } from '@scure/btc-signer'

/** Address encodings (bech32 prefix and base58 versions) a message signer may meet. */
export type BitcoinAddressNetwork = TArg<{ bech32: string; pubKeyHash: number; scriptHash: number; wif: number }>

const utf8 = (text: string) => new TextEncoder().encode(text)
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))

/** BIP-322's tagged message hash. */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(utf8('BIP0322-signed-message'))
  return sha256(new Uint8Array([...tag, ...tag, ...utf8(message)]))
}

/** The virtual `to_spend` transaction's id for `message` paid to `script` (BIP-322). */
function toSpendTxid(message: string, script: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: undefined,
    lockTime: 0
  })
  return hex.encode(sha256d(raw).reverse())
}

/** The virtual `to_sign` transaction (unsigned), spending `to_spend` to OP_RETURN. */
function toSign(message: string, script: Uint8Array, tapInternalKey?: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownVersion: true })
  tx.addInput({ txid: toSpendTxid(message, script), index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, ...(tapInternalKey ? { tapInternalKey } : {}) })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

/**
 * BIP-322 "simple" signature (base64 of the witness stack) by `privateKey` for its P2WPKH or
 * P2TR (key path) `address`.
 */
export function signBip322Simple(message: string, address: string, privateKey: Uint8Array, network: BitcoinAddressNetwork): string {
  const decoded = Address(network).decode(address)
  const script = OutScript.encode(decoded)
  if (decoded.type !== 'wpkh' && decoded.type !== 'tr') throw new Error('BIP-322 signing covers P2WPKH and P2TR addresses only')
  const tx = toSign(message, script, decoded.type === 'tr' ? schnorr.getPublicKey(privateKey) : undefined)
  tx.sign(privateKey)
  tx.finalizeIdx(0)
  return base64.encode(RawWitness.encode(tx.getInput(0).finalScriptWitness!))
}

/** Checks a BIP-322 simple signature of `message` by `address` (P2WPKH or P2TR key path). */
export function verifyBip322Simple(message: string, address: string, signature: string, network: BitcoinAddressNetwork): boolean {
  try {
    const decoded = Address(network).decode(address) as { type: string; hash?: Uint8Array; pubkey?: Uint8Array }
    const script = OutScript.encode(Address(network).decode(address))
    const witness = RawWitness.decode(base64.decode(signature))
    const unsigned = toSign(message, script)
    const input = unsigned.getInput(0)
    if (decoded.type === 'wpkh') {
      const [der, publicKey] = witness
      if (witness.length !== 2 || !der || !publicKey) return false
      if (hex.encode(ripemd160(sha256(publicKey))) !== hex.encode(decoded.hash!)) return false
      const digest = unsigned.preimageWitnessV0(0, OutScript.encode({ type: 'pkh', hash: decoded.hash! }), der[der.length - 1]!, 0n)
      return secp256k1.verify(der.subarray(0, -1), digest, publicKey, { format: 'der', lowS: true })
    }
    if (decoded.type === 'tr') {
      const [sig] = witness
      if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
      // BIP-341: a 65-byte signature names its sighash type, and 0 (DEFAULT) must be left out instead.
      if (sig.length === 65 && sig[64] === 0) return false
      const digest = unsigned.preimageWitnessV1(0, [input.witnessUtxo!.script], sig.length === 65 ? sig[64]! : 0, [0n])
      return schnorr.verify(sig.subarray(0, 64), digest, decoded.pubkey!)
    }
    return false
  } catch {
    return false
  }
}

/** The legacy "Bitcoin Signed Message" digest (signmessage / BIP-137). */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const body = utf8(message)
  const length = body.length < 0xfd ? [body.length] : [0xfd, body.length & 0xff, body.length >> 8]
  return sha256d(new Uint8Array([...prefix, ...length, ...body]))
}

/** Legacy ECDSA message signature: base64 of header (31 + recovery, compressed key) and r‖s. */
export function signEcdsaMessage(message: string, privateKey: Uint8Array): string {
  const signature = secp256k1.sign(legacyMessageHash(message), privateKey)
  return base64.encode(new Uint8Array([31 + signature.recovery, ...signature.toCompactRawBytes()]))
}

/** The compressed public key a legacy ECDSA message signature recovers to (compare to the signer's key or address). */
export function recoverEcdsaMessageKey(message: string, signature: string): Uint8Array {
  return recoverEcdsa(message, base64.decode(signature)).toRawBytes(true)
}

function recoverEcdsa(message: string, bytes: Uint8Array) {
  if (bytes.length !== 65) throw new Error('A message signature has 65 bytes')
  const header = bytes[0]!
  if (header < 27 || header > 42) throw new Error('Unknown message signature header')
  return secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit((header - 27) & 3).recoverPublicKey(legacyMessageHash(message))
}

/**
 * Checks a legacy ECDSA "Bitcoin Signed Message" signature (signmessage / BIP-137) of `message` by
 * `address`: the recovered key must own the address. Headers 27–30 name an uncompressed key (P2PKH
 * only); 31–42 a compressed one, accepted for its P2PKH, P2SH-P2WPKH, P2WPKH and P2TR (key path, no
 * script tree) addresses, whatever the header's segwit hint (wallets use 31–34 for every type).
 */
export function verifyEcdsaMessage(message: string, address: string, signature: string, network: BitcoinAddressNetwork): boolean {
  try {
    const bytes = base64.decode(signature)
    const key = recoverEcdsa(message, bytes)
    const wanted = hex.encode(OutScript.encode(Address(network).decode(address)))
    if (bytes[0]! < 31) return hex.encode(p2pkh(key.toRawBytes(false), network).script) === wanted
    const compressed = key.toRawBytes(true)
    const owned = [p2pkh(compressed, network), p2wpkh(compressed, network), p2sh(p2wpkh(compressed, network), network), p2tr(compressed.subarray(1), undefined, network)]
    return owned.some(payment => hex.encode(payment.script) === wanted)
  } catch {
    return false
  }
}

/**
 * Checks a Bitcoin message signature as wallets return it (base64): BIP-322 simple for P2WPKH and
 * P2TR addresses, or a legacy ECDSA signature (BIP-137) for any single-key address.
 */
export function verifyBitcoinMessage(message: string, address: string, signature: string, network: BitcoinAddressNetwork): boolean {
  return verifyBip322Simple(message, address, signature, network) || verifyEcdsaMessage(message, address, signature, network)
}
