import type { ChainNamespace } from '../../types/public.js'

/** The name a person knows each chain family by (proper names: the same in every language). */
export const FAMILY_LABELS: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos'
}
