import type { Hex } from 'viem'

/**
 * What an approval request means, for a person: the shared contract between the decoders (which read a
 * request and the chain) and the approval screen (which draws it in the site's theme and language).
 * Everything here came from outside (the page, the chain, the blockchain API): the screen renders it as
 * text, never HTML, kept to its box. Words are not stored here: warnings are codes with their data, and
 * the screen words them in the visitor's language.
 */

/** Who asks and where: the origin is the browser's (the frame's parent origin), never the site's own claim. */
export interface RequestContext {
  origin: string
  chainId: number
  /** The network's name and logo id as the frame knows them; undefined for a chain it does not know. */
  chainName?: string
  account: Hex
}

/**
 * An amount of one asset; `value` in its smallest unit. `usd` is undefined when no price is known.
 * `symbol` is undefined for a token that does not say (the screen names it by `token`); such a token
 * that does not give its decimals either has `decimals` 0 (the amount in its smallest unit).
 */
export interface Amount {
  value: bigint
  decimals: number
  symbol?: string
  /** The token's contract; undefined for the native coin. */
  token?: Hex
  usd?: number
}

/** An address and, when it has one, its name (ENS or the blockchain API's identity). */
export interface Party {
  address: Hex
  name?: string
}

export type Warning =
  /** personal_sign of bytes that are not printable UTF-8 text: shown as hex. */
  | { code: 'unreadable-message' }
  /** A sign-in message whose domain is not the requesting origin's host. */
  | { code: 'sign-in-domain-mismatch'; domain: string; origin: string }
  /** A sign-in message whose expiration time has passed. */
  | { code: 'sign-in-expired'; expirationTime: string }
  /** Typed data that hands over spending rights (ERC-2612 Permit, Permit2). */
  | { code: 'permit'; spender: Party; amount: Amount | 'unlimited' }
  /** Typed data whose domain names another chain than the active one. */
  | { code: 'chain-mismatch'; requested: number; active: number }
  /** An ERC-20 approve of the maximum amount (or at least 2^255). */
  | { code: 'unlimited-approval'; spender: Party; token: Hex; symbol?: string }
  /** The simulation says a call reverts: `reason` is the node's revert text, when it gives one. */
  | { code: 'will-revert'; callIndex: number; reason?: string }
  /** The node could not simulate: balance changes are unknown (never guessed). */
  | { code: 'simulation-unavailable' }
  /** The decoders could not read the request: the screen shows it raw, and says so. */
  | { code: 'unexplained' }
  /** The first send as the EIP-7702 account: the person's address delegates to `target` (a smart account contract) from now on. */
  | { code: 'delegation'; target: Party }
  /** The transaction's value is sent to a contract call the frame could not decode. */
  | { code: 'unknown-call'; callIndex: number; selector: Hex }

/** A value of typed data as a readable tree: leaves are strings already formatted (addresses checksummed, numbers in base 10). */
export type TreeNode = { label: string; value: string } | { label: string; children: TreeNode[] }

/** "Allow {spender} to spend {amount} {token} until {deadline}": `deadline` in Unix seconds, undefined when it never ends. */
export interface PermitSummary {
  standard: 'erc2612' | 'permit2'
  spender: Party
  token: Hex
  symbol?: string
  amount: Amount | 'unlimited'
  deadline?: number
}

/** One call of eth_sendTransaction or wallet_sendCalls, decoded. */
export type CallSummary =
  | { kind: 'native-transfer'; to: Party; amount: Amount }
  | { kind: 'erc20-transfer'; to: Party; amount: Amount }
  | { kind: 'erc20-approve'; spender: Party; amount: Amount | 'unlimited'; token: Hex; symbol?: string }
  | { kind: 'erc20-transfer-from'; from: Party; to: Party; amount: Amount }
  /** A call the frame cannot decode: its selector (first 4 bytes of data) and the native value it carries. */
  | { kind: 'contract-call'; to: Party; selector: Hex; value?: Amount }

/** A change to the account's balance, from the simulation (negative = leaves the account). */
export interface BalanceChange {
  amount: Amount
  direction: 'out' | 'in'
}

export type Explanation =
  | { kind: 'message'; text: string }
  | { kind: 'message-hex'; hex: Hex }
  | {
      kind: 'sign-in'
      /** EIP-4361 / CAIP-122 fields as the message states them. */
      domain: string
      address: string
      statement?: string
      uri: string
      version: string
      chainId?: string
      nonce: string
      issuedAt?: string
      expirationTime?: string
      notBefore?: string
      resources: string[]
      /** The whole message, for "show the message as signed". */
      text: string
    }
  | {
      kind: 'typed-data'
      domain: { name?: string; version?: string; chainId?: number; verifyingContract?: Hex }
      primaryType: string
      message: TreeNode[]
      /** A known shape, named: ERC-2612 Permit or Permit2, one entry per token (a Permit2 batch names several). */
      permits?: PermitSummary[]
      /** The message had more nodes or depth than the tree keeps: `message` is its beginning. */
      truncated?: boolean
    }
  /** A request the decoders could not read (malformed params, or a decoder failed): shown as given, with the `unexplained` warning. */
  | { kind: 'raw'; text: string }
  | {
      kind: 'calls'
      calls: CallSummary[]
      /** The estimated network fee in the native unit; 'unavailable' when the node cannot estimate. */
      fee: Amount | 'unavailable'
      /** The simulated changes to the account's balances; 'unavailable' when the node cannot simulate. */
      changes: BalanceChange[] | 'unavailable'
    }

/**
 * Who pays the gas of calls the smart account or the EIP-7702 account sends: the site's paymaster (its sponsor's name, from the
 * paymaster service: outside text) or the person, with the paymaster's refusal (outside text) when it refused.
 */
export type GasPayer = { payer: 'sponsor'; sponsor: string } | { payer: 'self'; refusal?: string }

export interface ExplainedRequest {
  context: RequestContext
  method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' | 'wallet_sendCalls'
  explanation: Explanation
  warnings: Warning[]
  /** Set where a paymaster was asked (the smart account's calls with a paymaster on the chain). */
  gas?: GasPayer
}
