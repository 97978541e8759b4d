import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { createPublicClient, formatEther, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type DevnetHandle } from './public-api.js'

/** w3m-kit-devnet's main entry and its command, as a dapp's test uses them. */

describe('startDevnet (EVM only) and its handles', () => {
  let devnet: DevnetHandle
  before(async () => {
    devnet = await startDevnet({ only: ['evm'] })
  })
  after(() => devnet.stop())

  it('lists the EVM chains as wallets take them, and only the services asked for', () => {
    assert.deepEqual(
      devnet.chains.map(({ chainId, name }) => ({ chainId, name })),
      [
        { chainId: 1, name: 'Ethereum' },
        { chainId: 56, name: 'BNB Smart Chain' }
      ]
    )
    assert.equal(devnet.info.relayUrl, '')
    assert.equal(devnet.services.relay, undefined)
  })

  it('funds a fresh key with exactly 100 of native coin on every chain', async () => {
    const key = await devnet.newFundedAccount()
    assert.ok(!devnet.accounts.includes(key))
    for (const chain of devnet.chains) {
      const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: privateKeyToAccount(key).address })
      assert.equal(formatEther(balance), '100')
    }
  })

  it('takes the RPC of one chain down and up again', async () => {
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl, { retryCount: 0 }) })
    await devnet.faults.rpcDown(1)
    await assert.rejects(client.getBlockNumber())
    await devnet.faults.rpcUp(1)
    assert.equal(typeof (await client.getBlockNumber()), 'bigint')
  })

  it('says which service is missing when asked for the mailbox', () => {
    assert.throws(() => devnet.mailbox.messages('a@example.com'), /mail service is not running/)
  })
})

describe('the w3m-kit-devnet command', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'devnet/cli.ts', ...args], { encoding: 'utf8', timeout: 30_000 })

  it('--help prints the usage and exits 0', () => {
    const run = cli('--help')
    assert.equal(run.status, 0)
    assert.match(run.stdout, /^Usage: w3m-kit-devnet start \[--json\] \[--only evm,relay,\.\.\.\]/)
  })

  it('refuses an unknown service by name, listing the known ones', () => {
    const run = cli('start', '--only', 'evm,moon')
    assert.equal(run.status, 1)
    assert.match(run.stderr, /Unknown service moon: choose from evm, solana/)
  })
})
