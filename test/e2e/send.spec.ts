import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectTestWallet, fillSend, demoDevnet, demoUrl, shownAmount, walletAddress } from './demo.js'

/** Sends from the Account view through the test wallet, checked against the anvil chain itself. */

const CHAIN = 'eip155:1'
const chain = () => createPublicClient({ transport: http(demoDevnet().rpcUrls[CHAIN]) })
const erc20 = () => demoDevnet().tokens[CHAIN]![0]!

async function tokenBalance(owner: `0x${string}`): Promise<bigint> {
  return chain().readContract({ address: erc20().address as `0x${string}`, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Each test sends from its own funded account, so parallel tests never see each other's sends. */
async function openSend(page: Page, path: string, account: number): Promise<void> {
  await page.goto(demoUrl(`${path}?account=${account}`))
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('token-row-ETH')).toBeVisible()
  await page.getByTestId('account-feature-send').click()
  await expect(page.locator('w3m-modal')).toHaveAttribute('view', 'Send')
}

const path = '/html/'

test.describe(`${path} send`, () => {
  // Each test its own funded account (2, 3, 4), so parallel tests never see each other's sends.
  test('native send: the receiver gets exactly the amount, the sender pays amount + fee, the toast follows to confirmed', async ({ page }) => {
    const account = 2
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await chain().getBalance({ address: walletAddress(account) })
    await openSend(page, path, account)
    await fillSend(page, 'ETH', '0.25', receiver)
    await expect(page.getByTestId('send-preview-fee')).toContainText('ETH')
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-confirmed')).toBeVisible()
    await expect(page.getByTestId('w3m-toast')).toContainText('Transaction confirmed')
    expect(await chain().getBalance({ address: receiver })).toBe(parseEther('0.25'))
    const after = await chain().getBalance({ address: walletAddress(account) })
    expect(before - after > parseEther('0.25')).toBe(true)
    // The balance shown refreshes without a reload and agrees with the chain.
    await page.getByTestId('send-done').click()
    const shown = shownAmount(formatUnits(after, 18))
    await expect(page.getByTestId('token-row-ETH').getByTestId('token-amount')).toHaveText(`${shown} ETH`)
  })

  test('ERC-20 send: token balances before and after agree with the chain', async ({ page }) => {
    const account = 3
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await tokenBalance(walletAddress(account))
    await openSend(page, path, account)
    await fillSend(page, erc20().symbol, '12.5', receiver)
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-confirmed')).toBeVisible()
    const amount = parseUnits('12.5', erc20().decimals)
    expect(await tokenBalance(receiver)).toBe(amount)
    expect(await tokenBalance(walletAddress(account))).toBe(before - amount)
  })

  test('a send to a registered name goes to its address and shows the receiver, not the sender', async ({ page, request }) => {
    const account = 4
    const owner = privateKeyToAccount(generatePrivateKey())
    const name = `e2e-${path.replace(/\W/g, '')}-${Date.now()}.reown.id`
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await owner.signMessage({ message })
    const { apiUrl, projectId } = demoDevnet()
    const registered = await request.post(`${apiUrl}/v1/profile/account?projectId=${projectId}`, { data: { coin_type: 60, address: owner.address, message, signature } })
    expect(registered.ok()).toBe(true)
    await openSend(page, path, account)
    await fillSend(page, 'ETH', '0.01', name)
    await expect(page.getByTestId('send-preview-receiver')).toHaveText(name)
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-confirmed')).toBeVisible()
    expect(await chain().getBalance({ address: owner.address })).toBe(parseEther('0.01'))
  })
})

test.describe(`${path} send that changes nothing`, () => {
  // Nothing moves in these tests, so they share account 8.
  const account = 8

  test('insufficient funds is said before the wallet is asked', async ({ page }) => {
    await openSend(page, path, account)
    await page.getByTestId('send-amount-input').fill('999999999')
    await page.getByTestId('send-address-input').fill(privateKeyToAccount(generatePrivateKey()).address)
    await expect(page.getByText('Insufficient funds')).toBeVisible()
    await expect(page.getByTestId('send-preview')).toHaveAttribute('disabled')
  })

  test('an invalid address says so; a wrong EIP-55 checksum too', async ({ page }) => {
    await openSend(page, path, account)
    await page.getByTestId('send-address-input').fill('0x1234')
    await expect(page.getByText('Invalid address')).toBeVisible()
    await page.getByTestId('send-address-input').fill('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    await expect(page.getByText(/Invalid checksum/)).toBeVisible()
  })

  test("a name nobody registered says 'No address for this name' (the service answers 200 []), not a lookup failure", async ({ page }) => {
    await openSend(page, path, account)
    await page.getByTestId('send-amount-input').fill('0.1')
    await page.getByTestId('send-address-input').fill(`nobody-${Date.now().toString(36)}.reown.id`)
    await expect(page.getByText('No address for this name')).toBeVisible()
    await expect(page.getByText('Error resolving name')).toHaveCount(0)
    await expect(page.getByTestId('send-preview')).toHaveAttribute('disabled')
  })

  test("a rejected signature: 'Signature declined' and no balance moves", async ({ page }) => {
    const before = await chain().getBalance({ address: walletAddress(account) })
    await openSend(page, path, account)
    await fillSend(page, 'ETH', '0.1', privateKeyToAccount(generatePrivateKey()).address)
    await page.evaluate(() => (window as unknown as { testWallet: { rejectNext(method: string): void } }).testWallet.rejectNext('eth_sendTransaction'))
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-error')).toHaveText('Signature declined')
    await expect(page.getByTestId('send-confirm')).not.toHaveAttribute('disabled')
    expect(await chain().getBalance({ address: walletAddress(account) })).toBe(before)
  })
})
