import { expect, test } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectOnFaultSite, useFaultSite } from './fault-site.js'

/**
 * The chain's node stops in the middle of a send (its gate cuts every socket: devnet/gate.ts) and
 * comes back with its state. The person sees a clear failure, not a spinner; no value moves and the
 * nonce stays; once the node is back, the same send goes through.
 */

const site = useFaultSite(['api', 'directory', 'relay', 'verify'])

const ACCOUNT = 3

test("the node down during a send: 'Transaction failed', nonce and balances unchanged; back up: the send goes through", async ({ page }) => {
  const mainnet = site().services.evm!.chains.find(chain => chain.chainId === 1)!
  // Read behind the gate: the node's own state, whatever the gate lets through.
  const node = createPublicClient({ transport: http(mainnet.nodeUrl) })
  const sender = privateKeyToAccount(site().devnet.accounts[ACCOUNT] as `0x${string}`).address
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const before = { nonce: await node.getTransactionCount({ address: sender }), balance: await node.getBalance({ address: sender }) }

  await connectOnFaultSite(page, site(), '/html/', `?account=${ACCOUNT}`)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('token-row-ETH')).toBeVisible()
  await page.getByTestId('account-feature-send').click()
  await page.getByTestId('send-amount-input').fill('0.1')
  await page.getByTestId('send-address-input').fill(receiver)
  await expect(page.getByTestId('send-preview')).not.toHaveAttribute('disabled')
  await page.getByTestId('send-preview').click()
  await expect(page.getByTestId('send-preview-fee')).toContainText('ETH')

  mainnet.gate.down()
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-error')).toHaveText('Transaction failed')
  await expect(page.getByTestId('send-confirm')).toBeEnabled()
  expect({ nonce: await node.getTransactionCount({ address: sender }), balance: await node.getBalance({ address: sender }) }).toEqual(before)
  expect(await node.getBalance({ address: receiver })).toBe(0n)

  mainnet.gate.up()
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-confirmed')).toBeVisible()
  expect(await node.getBalance({ address: receiver })).toBe(parseEther('0.1'))
  expect(await node.getTransactionCount({ address: sender })).toBe(before.nonce + 1)
})
