import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, maxUint256, parseEther, parseUnits, toHex, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { demoDevnet } from './demo.js'
import { ask, frameReady, frameUrl, serveHostPage } from './frame-host.js'
import { codeIn, nextMail } from './mail.js'
import { saveRecoveryKey } from './recovery.js'

/**
 * The frame's approval screen on the devnet (issue 23): the host page asks by postMessage, as the kit
 * does; the decoders read the request and the chain (anvil's eth_simulateV1, the devnet blockchain API);
 * the screen says what each request means. What is asserted is what a person reads, and that the
 * balance change the screen promised is the one the chain made.
 */

const host = serveHostPage()
const CHAIN = 'eip155:1'
const rpcUrl = () => demoDevnet().rpcUrls[CHAIN]!
const chain = () => createPublicClient({ transport: http(rpcUrl()) })
const usdc = () => {
  const token = demoDevnet().tokens[CHAIN]!.find(candidate => candidate.symbol === 'USDC')!
  return { ...token, address: getAddress(token.address) }
}
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
/** Two people the account pays (fresh addresses: their balances start at zero). */
const someone = () => privateKeyToAccount(generatePrivateKey()).address

/** A screen's words as read: the bidi isolates (FSI…PDI) around quoted values dropped, spaces collapsed. */
async function words(frame: FrameLocator, testId: string): Promise<string[]> {
  const texts = await frame.getByTestId(testId).allTextContents()
  return texts.map(text => text.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim())
}

async function warningCodes(frame: FrameLocator): Promise<string[]> {
  return frame.getByTestId('approval-warning').evaluateAll(elements => elements.map(element => (element as HTMLElement).dataset.code!))
}

/** Anvil's own JSON-RPC (its test methods). */
async function anvil(method: string, params: unknown[]): Promise<void> {
  const response = await fetch(rpcUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

/** Native coin from anvil's own faucet: no devnet key's nonce is touched (other specs use them). */
const faucet = (address: Hex, ether: string) => anvil('anvil_setBalance', [address, toHex(parseEther(ether))])

const MINT_ABI = [
  { type: 'function', name: 'minter', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
  { type: 'function', name: 'mint', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [] }
] as const

/** The devnet token's mint, sent as its minter (the devnet's deployer, anvil impersonating it): no test account's nonce is touched. */
async function mintUsdc(to: Hex, amount: bigint): Promise<void> {
  const minter = await chain().readContract({ address: usdc().address, abi: MINT_ABI, functionName: 'minter' })
  await anvil('anvil_impersonateAccount', [minter])
  try {
    const wallet = createWalletClient({ account: minter, transport: http(rpcUrl()) })
    const hash = await wallet.writeContract({ chain: null, address: usdc().address, abi: MINT_ABI, functionName: 'mint', args: [to, amount] })
    await chain().waitForTransactionReceipt({ hash })
  } finally {
    await anvil('anvil_stopImpersonatingAccount', [minter])
  }
}

const usdcBalance = (address: Hex) => chain().readContract({ address: usdc().address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** A first email sign-in through the host page, the recovery key downloaded and confirmed; the EOA in use (behaviour §5 lets the site choose). */
async function signIn(page: Page): Promise<Hex> {
  const email = `approval-${Date.now()}@example.com`
  await page.goto(`http://localhost:${host.port()}/#${frameUrl()}`)
  await frameReady(page)
  expect((await ask(page, 'connect-email', { email })).payload).toEqual({ action: 'VERIFY_OTP' })
  const answer = ask(page, 'connect-otp', { otp: codeIn(await nextMail(email)) })
  // The key's Download works under the secure site's strict CSP (a blob, no inline handler) and holds the key.
  const frame = page.frameLocator('iframe')
  await expect(frame.getByTestId('recovery-key')).toBeVisible()
  const shown = (await frame.getByTestId('recovery-key').textContent())!
  const [download] = await Promise.all([page.waitForEvent('download'), frame.getByTestId('recovery-download').click()])
  expect(download.suggestedFilename()).toBe('wallet-recovery-key.txt')
  expect(readFileSync(await download.path(), 'utf8')).toContain(`\n${shown}\n`)
  expect(await saveRecoveryKey(frame)).toBe(shown)
  expect((await answer).type).toBe('connect-otp:success')
  const { payload } = await ask(page, 'set-preferred-account', { type: 'eoa' })
  return payload.address as Hex
}

/** Sends an approval request; the answer settles once the person clicks in the frame. */
const request = (page: Page, method: string, params: unknown[]) => ask(page, 'rpc-request', { method, params, chainId: 1 })

test('the approval screen says what a login, a permit, an approval, a transfer and a batch mean; the promised balance change is the one on chain', async ({ page }) => {
  test.slow()
  const account = await signIn(page)
  const frame = page.frameLocator('iframe')
  const token = usdc()
  await faucet(account, '10')
  await mintUsdc(account, parseUnits('100', token.decimals))

  // A login (SIWE) for this very site: its parts, no warning; the signature is the account's.
  const domain = `localhost:${host.port()}`
  const siwe = [
    `${domain} wants you to sign in with your Ethereum account:`,
    account,
    '',
    'Sign in to the approval test.',
    '',
    `URI: http://${domain}/login`,
    'Version: 1',
    'Chain ID: 1',
    'Nonce: 8f3a2b1c9d',
    `Issued At: ${new Date().toISOString()}`,
    `Expiration Time: ${new Date(Date.now() + 3_600_000).toISOString()}`
  ].join('\n')
  const signing = request(page, 'personal_sign', [toHex(siwe), account])
  await expect(frame.getByTestId('approval-sign-in')).toBeVisible()
  expect(await words(frame, 'approval-origin')).toEqual([`Requested byhttp://${domain}`])
  const login = (await words(frame, 'approval-sign-in'))[0]!
  expect(login).toContain(`Site${domain}`)
  expect(login).toContain('StatementSign in to the approval test.')
  expect(login).toContain(`URIhttp://${domain}/login`)
  expect(await warningCodes(frame)).toEqual([])
  await frame.getByTestId('approve-transaction-approve').click()
  const signed = await signing
  expect(signed.type).toBe('rpc-request:success')
  expect(await verifyMessage({ address: account, message: siwe, signature: signed.payload.result as Hex })).toBe(true)

  // An ERC-2612 Permit: the sentence, the spender, the warning; rejected, nothing signed.
  const permitSpender = someone()
  const permit = {
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
      Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }]
    },
    primaryType: 'Permit',
    domain: { name: token.name, version: '1', chainId: 1, verifyingContract: token.address },
    message: { owner: account, spender: permitSpender, value: parseUnits('75', token.decimals).toString(), nonce: '0', deadline: '1900000000' }
  }
  const permitting = request(page, 'eth_signTypedData_v4', [account, JSON.stringify(permit)])
  await expect(frame.getByTestId('approval-permit')).toBeVisible()
  expect((await words(frame, 'approval-permit'))[0]).toMatch(new RegExp(`^Allow ${short(permitSpender)} to spend 75 USDC until Mar 17, 2030`))
  expect(await warningCodes(frame)).toEqual(['permit'])
  await frame.getByTestId('approve-transaction-reject').click()
  expect((await permitting).payload).toMatchObject({ code: 4001 })

  // An unlimited approval: flagged in the call and as a warning; rejected with Escape.
  const approveSpender = someone()
  const approving = request(page, 'eth_sendTransaction', [{ from: account, to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [approveSpender, maxUint256] }) }])
  await expect(frame.getByTestId('approval-call')).toHaveCount(1)
  const approval = (await words(frame, 'approval-call'))[0]!
  expect(approval).toContain('Approve token spending')
  expect(approval).toContain(`Spender${short(approveSpender)}`)
  expect(approval).toContain('Amountunlimited USDC')
  expect(await warningCodes(frame)).toEqual(['unlimited-approval'])
  await frame.locator('#screen h1').press('Escape')
  expect((await approving).payload).toMatchObject({ code: 4001 })
  expect(await chain().readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [account, approveSpender] })).toBe(0n)

  // An ERC-20 transfer: amount and recipient, the fee, the simulated change; approved, the chain agrees.
  const recipient = someone()
  const before = await usdcBalance(account)
  const transferring = request(page, 'eth_sendTransaction', [{ from: account, to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('12.5', token.decimals)] }) }])
  await expect(frame.getByTestId('approval-call')).toHaveCount(1)
  const transfer = (await words(frame, 'approval-call'))[0]!
  expect(transfer).toContain('Send tokens')
  expect(transfer).toContain('Amount12.5 USDC')
  expect(transfer).toContain(`To${short(recipient)}`)
  expect((await words(frame, 'approval-fee'))[0]).toMatch(/^Network fee[\d.,]+ ETH/)
  expect((await words(frame, 'approval-changes'))[0]).toMatch(/^Expected balance changes−12\.5 USDC( ≈ \$12\.50)?$/)
  await frame.getByTestId('approve-transaction-approve').click()
  const sent = await transferring
  expect(sent.type, JSON.stringify(sent.payload)).toBe('rpc-request:success')
  await chain().waitForTransactionReceipt({ hash: sent.payload.result as Hex })
  expect(await usdcBalance(account)).toBe(before - parseUnits('12.5', token.decimals))
  expect(await usdcBalance(recipient)).toBe(parseUnits('12.5', token.decimals))

  // A batch of two calls (wallet_sendCalls): each call's words, the changes for both assets; the chain agrees.
  const friend = someone()
  const other = someone()
  const usdcBefore = await usdcBalance(account)
  const batching = request(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x1',
      from: account,
      atomicRequired: false,
      calls: [
        { to: friend, value: toHex(parseEther('0.25')) },
        { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, parseUnits('3', token.decimals)] }) }
      ]
    }
  ])
  await expect(frame.getByTestId('approval-call')).toHaveCount(2)
  const [first, second] = await words(frame, 'approval-call')
  expect(first).toContain('1. Send')
  expect(first).toContain('Amount0.25 ETH')
  expect(first).toContain(`To${short(friend)}`)
  expect(second).toContain('2. Send tokens')
  expect(second).toContain('Amount3 USDC')
  expect(second).toContain(`To${short(other)}`)
  const changes = (await words(frame, 'approval-changes'))[0]!
  expect(changes).toContain('−0.25 ETH')
  expect(changes).toContain('−3 USDC')
  await frame.getByTestId('approve-transaction-approve').click()
  const batch = await batching
  expect(batch.type, JSON.stringify(batch.payload)).toBe('rpc-request:success')
  // The native change the screen promised is the value that reached the friend (the fee is shown apart).
  expect(await chain().getBalance({ address: friend })).toBe(parseEther('0.25'))
  expect(await usdcBalance(account)).toBe(usdcBefore - parseUnits('3', token.decimals))
  expect(await usdcBalance(other)).toBe(parseUnits('3', token.decimals))

  // The kit's language (sync-dapp-data): the next screen speaks it, right to left in Arabic.
  expect((await ask(page, 'sync-dapp-data', { projectId: demoDevnet().projectId, sdkVersion: '1.0.0', locale: 'ar' })).type).toBe('sync-dapp-data:success')
  const arabic = request(page, 'personal_sign', [toHex('Hello from w3m-kit'), account])
  await expect(frame.getByTestId('approve-transaction-approve')).toHaveText('موافقة')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await words(frame, 'approval-message')).toEqual(['الرسالةHello from w3m-kit'])
  await frame.getByTestId('approve-transaction-reject').click()
  expect((await arabic).payload).toMatchObject({ code: 4001 })
})
