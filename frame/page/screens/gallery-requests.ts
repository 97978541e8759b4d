import type { Amount, ExplainedRequest, Party, RequestContext } from '../explain/model.js'

/** The gallery's requests, as the decoders would explain them (ExplainedRequest values, no chain needed). */

const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const SPENDER: Party = { address: '0x000000000022D473030F116dDEE9F6B43aC78BA3', name: 'Permit2' }
const FRIEND: Party = { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', name: 'vitalik.eth' }
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const RTL = '\u202Etellaw\u202C evil\u202Dnormal'
// 1000 characters: 10 000 (the protocol's string cap) is held to its box in approval-screen.test.ts; axe takes minutes over it.
const LONG = 'W'.repeat(1000)
const MARKUP = '<img src="x" onerror="window.__wuiPwned=1"><b id="pwned">bold</b><script>window.__wuiPwned=1</script>'

const context: RequestContext = { origin: 'https://app.example.org', chainId: 1, chainName: 'Ethereum', account: ACCOUNT }
const eth = (wei: bigint, usd?: number): Amount => ({ value: wei, decimals: 18, symbol: 'ETH', ...(usd === undefined ? {} : { usd }) })
const usdc = (units: bigint, usd?: number): Amount => ({ value: units, decimals: 6, symbol: 'USDC', token: USDC, ...(usd === undefined ? {} : { usd }) })

export const messageRequest: ExplainedRequest = { context, method: 'personal_sign', explanation: { kind: 'message', text: 'Hello from w3m-kit' }, warnings: [] }

export const hexMessageRequest: ExplainedRequest = {
  context,
  method: 'personal_sign',
  explanation: { kind: 'message-hex', hex: '0x19457468657265756d205369676e6564204d6573736167653a0a3332a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9' },
  warnings: [{ code: 'unreadable-message' }]
}

const siweText = (domain: string) =>
  `${domain} wants you to sign in with your Ethereum account:\n${ACCOUNT}\n\nSign in to the example app.\n\nURI: https://${domain}/login\nVersion: 1\nChain ID: 1\nNonce: 32891756\nIssued At: 2026-07-01T11:59:00Z\nExpiration Time: 2026-07-01T12:10:00Z`

export const signInRequest: ExplainedRequest = {
  context,
  method: 'personal_sign',
  explanation: {
    kind: 'sign-in',
    domain: 'app.example.org',
    address: ACCOUNT,
    statement: 'Sign in to the example app.',
    uri: 'https://app.example.org/login',
    version: '1',
    chainId: '1',
    nonce: '32891756',
    issuedAt: '2026-07-01T11:59:00Z',
    expirationTime: '2026-07-01T12:10:00Z',
    resources: [],
    text: siweText('app.example.org')
  },
  warnings: []
}

export const signInElsewhereRequest: ExplainedRequest = {
  ...signInRequest,
  explanation: { ...(signInRequest.explanation as Extract<ExplainedRequest['explanation'], { kind: 'sign-in' }>), domain: 'bank.example.com', uri: 'https://bank.example.com/login', expirationTime: '2026-06-30T12:00:00Z', text: siweText('bank.example.com') },
  warnings: [
    { code: 'sign-in-domain-mismatch', domain: 'bank.example.com', origin: 'https://app.example.org' },
    { code: 'sign-in-expired', expirationTime: '2026-06-30T12:00:00Z' }
  ]
}

export const permitRequest: ExplainedRequest = {
  context,
  method: 'eth_signTypedData_v4',
  explanation: {
    kind: 'typed-data',
    domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
    primaryType: 'Permit',
    message: [
      { label: 'owner', value: ACCOUNT },
      { label: 'spender', value: SPENDER.address },
      { label: 'value', value: '115792089237316195423570985008687907853269984665640564039457584007913129639935' },
      { label: 'nonce', value: '0' },
      { label: 'deadline', value: '1785585600' }
    ],
    permits: [{ standard: 'erc2612', spender: SPENDER, token: USDC, symbol: 'USDC', amount: 'unlimited', deadline: 1785585600 }]
  },
  warnings: [{ code: 'permit', spender: SPENDER, amount: 'unlimited' }]
}

export const typedDataRequest: ExplainedRequest = {
  context,
  method: 'eth_signTypedData_v4',
  explanation: {
    kind: 'typed-data',
    domain: { name: 'Ether Mail', version: '1', chainId: 137, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    primaryType: 'Mail',
    message: [
      { label: 'from', children: [{ label: 'name', value: 'Cow' }, { label: 'wallet', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' }] },
      { label: 'to', children: [{ label: 'name', value: 'Bob' }, { label: 'wallets', children: [{ label: '0', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }, { label: '1', value: '0xB0BdaBea57B0BDABeA57b0bdABEA57b0BDabEa57' }] }] },
      { label: 'contents', value: 'Hello, Bob!' }
    ]
  },
  warnings: [{ code: 'chain-mismatch', requested: 137, active: 1 }]
}

export const transferRequest: ExplainedRequest = {
  context,
  method: 'eth_sendTransaction',
  explanation: {
    kind: 'calls',
    calls: [{ kind: 'erc20-transfer', to: FRIEND, amount: usdc(250_000_000n, 250) }],
    fee: eth(42_000_000_000_000n, 0.13),
    changes: [{ amount: usdc(250_000_000n, 250), direction: 'out' }, { amount: eth(42_000_000_000_000n, 0.13), direction: 'out' }]
  },
  warnings: []
}

/** The EIP-7702 account's first send: the screen names the delegation and its target contract. */
export const delegatingRequest: ExplainedRequest = {
  ...transferRequest,
  method: 'wallet_sendCalls',
  warnings: [{ code: 'delegation', target: { address: '0xe6Cae83BdE06E4c305530e199D7217f42808555B', name: 'Simple7702Account v0.8' } }]
}

export const unlimitedApprovalRequest: ExplainedRequest = {
  context,
  method: 'eth_sendTransaction',
  explanation: { kind: 'calls', calls: [{ kind: 'erc20-approve', spender: SPENDER, amount: 'unlimited', token: USDC, symbol: 'USDC' }], fee: eth(46_000_000_000_000n, 0.14), changes: [] },
  warnings: [{ code: 'unlimited-approval', spender: SPENDER, token: USDC, symbol: 'USDC' }]
}

export const batchRequest: ExplainedRequest = {
  context,
  method: 'wallet_sendCalls',
  explanation: {
    kind: 'calls',
    calls: [
      { kind: 'native-transfer', to: FRIEND, amount: eth(1_500_000_000_000_000_000n, 4500) },
      { kind: 'erc20-transfer-from', from: { address: '0x1111111111111111111111111111111111111111' }, to: { address: ACCOUNT }, amount: usdc(1_000_000n, 1) },
      { kind: 'contract-call', to: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }, selector: '0xdeadbeef', value: eth(10_000_000_000_000_000n, 30) }
    ],
    fee: 'unavailable',
    changes: 'unavailable'
  },
  warnings: [
    { code: 'unknown-call', callIndex: 2, selector: '0xdeadbeef' },
    { code: 'will-revert', callIndex: 2, reason: 'Ownable: caller is not the owner' },
    { code: 'simulation-unavailable' }
  ]
}

/** Every outside value hostile: markup, a right-to-left override beside addresses, 10 000 characters. */
export const hostileRequest: ExplainedRequest = {
  context: { origin: `https://${'w'.repeat(200)}.example`, chainId: 8453, chainName: RTL, account: ACCOUNT },
  method: 'wallet_sendCalls',
  explanation: {
    kind: 'calls',
    calls: [
      { kind: 'erc20-transfer', to: { address: ACCOUNT, name: RTL }, amount: { value: 10n ** 40n, decimals: 18, symbol: MARKUP, token: USDC } },
      { kind: 'erc20-approve', spender: { address: SPENDER.address, name: LONG }, amount: 'unlimited', token: USDC, symbol: LONG },
      { kind: 'native-transfer', to: { address: FRIEND.address, name: MARKUP }, amount: eth(1n) }
    ],
    fee: eth(21_000n),
    changes: [{ amount: { value: 10n ** 40n, decimals: 18, symbol: RTL }, direction: 'out' }]
  },
  warnings: [
    { code: 'unlimited-approval', spender: { address: SPENDER.address, name: RTL }, token: USDC, symbol: MARKUP },
    { code: 'will-revert', callIndex: 0, reason: LONG }
  ]
}

/** A request the decoders could not read: shown as sent, with its warning. */
export const rawRequest: ExplainedRequest = {
  context,
  method: 'eth_signTypedData_v4',
  explanation: { kind: 'raw', text: JSON.stringify([ACCOUNT, '{"types":{"EIP712Domain":[]},"primaryType":"Nope"'], null, 2) },
  warnings: [{ code: 'unexplained' }]
}

export const hostileMessageRequest: ExplainedRequest = {
  context,
  method: 'personal_sign',
  explanation: { kind: 'message', text: `${MARKUP}\n${RTL} 0x71C7656EC7ab88b098defB751B7401B5f6d8976F\n${LONG}` },
  warnings: []
}

/** The smart account's transfer with the site's paymaster paying the gas. */
export const sponsoredTransferRequest: ExplainedRequest = { ...transferRequest, gas: { payer: 'sponsor', sponsor: 'Example Shop' } }

/** The paymaster refused (its own words): the person pays the gas if they approve. */
export const unsponsoredTransferRequest: ExplainedRequest = {
  ...transferRequest,
  gas: { payer: 'self', refusal: 'Example Shop does not sponsor gas for calls to 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }
}
