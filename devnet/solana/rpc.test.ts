import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstructionAsync, getInitializeMint2Instruction, getMintSize, getMintToInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type Rpc,
  type SolanaRpcApi,
  type KeyPairSigner,
  type Signature
} from '@solana/kit'
import { startSolana, type SolanaDevnet } from './rpc.js'

let solana: SolanaDevnet
let rpc: Rpc<SolanaRpcApi>

before(async () => {
  solana = await startSolana()
  rpc = createSolanaRpc(solana.url)
})
after(async () => {
  await solana?.stop()
})

async function rawCall(body: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } } & Array<unknown>> {
  const response = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return (await response.json()) as never
}

async function signed(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: latest } = await rpc.getLatestBlockhash().send()
  return pipe(
    createTransactionMessage({ version: 0 }),
    message => setTransactionMessageFeePayerSigner(payer, message),
    message => setTransactionMessageLifetimeUsingBlockhash(latest, message),
    message => appendTransactionMessageInstructions(instructions, message),
    message => signTransactionMessageWithSigners(message)
  )
}

async function funded(sol = 10n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  await rpc.requestAirdrop(signer.address, lamports(sol * 1_000_000_000n)).send()
  return signer
}

test('identifies as the Solana devnet cluster', async () => {
  assert.equal(solana.caipNetworkId, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  const genesis = await rpc.getGenesisHash().send()
  assert.equal(`solana:${genesis.slice(0, 32)}`, solana.caipNetworkId)
  assert.equal(typeof (await rpc.getVersion().send())['solana-core'], 'string')
  const epoch = await rpc.getEpochInfo().send()
  assert.equal(epoch.absoluteSlot, await rpc.getSlot().send())
})

test('airdrop, balance, a signed transfer sent as base64 and its confirmed status (via @solana/kit)', async () => {
  const alice = await funded(2n)
  const bob = await generateKeyPairSigner()
  assert.equal((await rpc.getBalance(alice.address).send()).value, 2_000_000_000n)
  assert.equal((await rpc.getBalance(bob.address).send()).value, 0n)

  const transaction = await signed(alice, [getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(500_000_000n) })])
  const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
  assert.equal(signature, getSignatureFromTransaction(transaction))

  const { value: statuses } = await rpc.getSignatureStatuses([signature, 'unknownSignature' as Signature]).send()
  assert.equal(statuses[0]?.confirmationStatus, 'finalized')
  assert.equal(statuses[0]?.err, null)
  assert.equal(statuses[1], null)
  assert.equal((await rpc.getBalance(bob.address).send()).value, 500_000_000n)
  assert.equal((await rpc.getBalance(alice.address).send()).value, 1_500_000_000n - 5000n, 'one signature fee')
  const history = await rpc.getSignaturesForAddress(bob.address).send()
  assert.equal(history[0]?.signature, signature)
})

test('accepts base58-encoded transactions (the JSON-RPC default)', async () => {
  const alice = await funded()
  const bob = await generateKeyPairSigner()
  const transaction = await signed(alice, [getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(1_000_000n) })])
  const base58 = getBase58Decoder().decode(getTransactionEncoder().encode(transaction))
  const reply = await rawCall({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base58] })
  assert.equal(reply.result, getSignatureFromTransaction(transaction))
  assert.equal((await rpc.getBalance(bob.address).send()).value, 1_000_000n)
})

test('a transfer beyond the balance fails preflight with the program error', async () => {
  const poor = await funded(1n)
  const transaction = await signed(poor, [getTransferSolInstruction({ source: poor, destination: (await generateKeyPairSigner()).address, amount: lamports(5_000_000_000n) })])
  const reply = await rawCall({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }] })
  assert.equal(reply.error?.code, -32002)
  assert.match(reply.error!.message, /^Transaction simulation failed: Error processing Instruction 0/)
})

test('simulates an unsigned transaction without committing it, and refuses a duplicate send', async () => {
  const alice = await funded()
  const bob = await generateKeyPairSigner()
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const unsigned = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      message => setTransactionMessageFeePayer(alice.address, message),
      message => setTransactionMessageLifetimeUsingBlockhash(latest, message),
      message => appendTransactionMessageInstructions([getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(1_000_000n) })], message)
    )
  )
  const { value: simulation } = await rpc.simulateTransaction(getBase64EncodedWireTransaction(unsigned), { encoding: 'base64', sigVerify: false }).send()
  assert.equal(simulation.err, null)
  assert.ok(simulation.logs!.length > 0)
  assert.equal((await rpc.getBalance(bob.address).send()).value, 0n)

  const transaction = await signed(alice, [getTransferSolInstruction({ source: alice, destination: bob.address, amount: lamports(1_000_000n) })])
  const wire = getBase64EncodedWireTransaction(transaction)
  await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
  const again = await rawCall({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] })
  assert.match(again.error?.message ?? '', /AlreadyProcessed/)
  assert.equal((await rpc.getBalance(bob.address).send()).value, 1_000_000n)
})

test('rejects a transaction whose blockhash has expired', async () => {
  const alice = await funded()
  const stale = await signed(alice, [getTransferSolInstruction({ source: alice, destination: (await generateKeyPairSigner()).address, amount: lamports(1n) })])
  // Each processed transaction is one slot; a blockhash lives for 150 of them.
  await rawCall(Array.from({ length: 151 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'requestAirdrop', params: [alice.address, 1] })))
  const reply = await rawCall({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64EncodedWireTransaction(stale), { encoding: 'base64' }] })
  assert.equal(reply.error?.code, -32002)
  assert.match(reply.error!.message, /Blockhash not found/)
})

test('SPL token accounts: getTokenAccountsByOwner (jsonParsed) and getTokenAccountBalance after a real mint', async () => {
  const authority = await funded()
  const mint = await generateKeyPairSigner()
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize())).send()
  await rpc
    .sendTransaction(
      getBase64EncodedWireTransaction(
        await signed(authority, [
          getCreateAccountInstruction({ payer: authority, newAccount: mint, lamports: rent, space: getMintSize(), programAddress: TOKEN_PROGRAM_ADDRESS }),
          getInitializeMint2Instruction({ mint: mint.address, decimals: 6, mintAuthority: authority.address })
        ])
      ),
      { encoding: 'base64' }
    )
    .send()
  const [ata] = await findAssociatedTokenPda({ owner: authority.address, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  await rpc
    .sendTransaction(
      getBase64EncodedWireTransaction(
        await signed(authority, [
          await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: authority, owner: authority.address, mint: mint.address }),
          getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: authority, amount: 12_500_000n })
        ])
      ),
      { encoding: 'base64' }
    )
    .send()

  const { value: accounts } = await rpc.getTokenAccountsByOwner(authority.address, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()
  assert.equal(accounts.length, 1)
  assert.equal(accounts[0]!.pubkey, ata)
  const info = accounts[0]!.account.data.parsed.info
  assert.equal(info.mint, mint.address)
  assert.equal(info.tokenAmount.uiAmountString, '12.5')
  const { value: balance } = await rpc.getTokenAccountBalance(ata).send()
  assert.equal(balance.amount, '12500000')
  assert.equal(balance.decimals, 6)
  const byMint = await rpc.getTokenAccountsByOwner(authority.address, { mint: mint.address }, { encoding: 'base64' }).send()
  assert.equal(byMint.value.length, 1)
  const account = await rpc.getAccountInfo(mint.address, { encoding: 'base64' }).send()
  assert.equal(account.value?.owner, TOKEN_PROGRAM_ADDRESS)
})

test('bad requests get JSON-RPC errors, and batches are answered in order', async () => {
  const unknown = await rawCall({ jsonrpc: '2.0', id: 7, method: 'getTheMoon', params: [] })
  assert.equal(unknown.error?.code, -32601)
  const badAddress = await rawCall({ jsonrpc: '2.0', id: 8, method: 'getBalance', params: ['not-an-address'] })
  assert.equal(badAddress.error?.code, -32602)
  assert.match(badAddress.error!.message, /Invalid/)
  const invalid = await rawCall({ id: 9, method: 'getSlot' })
  assert.equal(invalid.error?.code, -32600)
  const batch = await rawCall([
    { jsonrpc: '2.0', id: 1, method: 'getHealth' },
    { jsonrpc: '2.0', id: 2, method: 'nope' }
  ])
  assert.deepEqual(batch.map(entry => (entry as { id: number }).id), [1, 2])
  assert.equal((batch[0] as { result: string }).result, 'ok')
})
