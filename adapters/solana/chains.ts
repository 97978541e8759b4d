/** Solana clusters: CAIP-2 references (the genesis hash's first 32 characters) and Wallet Standard chain ids. */

export const SOLANA_REFERENCES = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
} as const

export type SolanaCluster = keyof typeof SOLANA_REFERENCES | 'localnet'

/** The Wallet Standard chain of a CAIP-2 reference; any other cluster is a local one. */
export function walletStandardChain(reference: string): `solana:${SolanaCluster}` {
  const cluster = (Object.keys(SOLANA_REFERENCES) as Array<keyof typeof SOLANA_REFERENCES>).find(name => SOLANA_REFERENCES[name] === reference)
  return `solana:${cluster ?? 'localnet'}`
}

/** The CAIP-2 reference of a Wallet Standard chain, when it names a public cluster. */
export function referenceOfChain(chain: string): string | undefined {
  const cluster = chain.replace(/^solana:/, '')
  return cluster in SOLANA_REFERENCES ? SOLANA_REFERENCES[cluster as keyof typeof SOLANA_REFERENCES] : undefined
}
