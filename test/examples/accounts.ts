/**
 * Which funded devnet account each example spec holds in its extension wallet: specs run in
 * parallel, and a spec that checks a balance moves exactly must be the only one sending from and to
 * its account (devnet/chains/accounts.ts keeps 16–24 for the examples).
 */
export const EXAMPLE_ACCOUNTS = {
  ethersViem: 16,
  wagmi: 17,
  wagmiV2: 18,
  next: 19,
  vue: 20,
  nuxt: 21,
  sveltekit: 22,
  cdn: 23,
  headless: 24
} as const
