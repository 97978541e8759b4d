import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/ripemd160'
import { sha256 } from '@noble/hashes/sha256'
import { base64, hex } from '@scure/base'
import { Address, OutScript, RawTx, RawWitness, Script, Transaction, type TArg } from '@scure/btc-signer'

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
  const bytes = base64.decode(signature)
  if (bytes.length !== 65) throw new Error('A message signature has 65 bytes')
  const recovery = (bytes[0]! - 27) & 3
  return secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit(recovery).recoverPublicKey(legacyMessageHash(message)).toRawBytes(true)
}
