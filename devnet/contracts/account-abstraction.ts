import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

/**
 * eth-infinitism's EntryPoint v0.8 and Simple7702Account, from @account-abstraction/contracts 0.8.0 (MIT), as the
 * committed account-abstraction.json holds them: the devnet deploys them without installing that package, whose
 * declared dependencies bring Solidity sources under GPL and BUSL (@uniswap/*) that nothing here reads.
 * account-abstraction.test.ts checks the file equals the package's artifacts; `tsx devnet/contracts/account-abstraction.ts --write` rewrites it.
 */

export interface AccountAbstractionArtifacts {
  /** Deployed normally, then its runtime code set at the canonical address (bundler/entry-point.ts). */
  EntryPoint: { abi: Abi; bytecode: Hex }
  /** No constructor and no immutables: its runtime code is set at the canonical address as is (chains/simple-7702-account.ts). */
  Simple7702Account: { deployedBytecode: Hex }
}

export const accountAbstractionUrl = new URL('./account-abstraction.json', import.meta.url)

let cached: AccountAbstractionArtifacts | undefined

export function loadAccountAbstraction(): AccountAbstractionArtifacts {
  cached ??= JSON.parse(readFileSync(accountAbstractionUrl, 'utf8')) as AccountAbstractionArtifacts
  return cached
}

/** What the file should hold, read from the installed @account-abstraction/contracts (a devDependency of the repository). */
export async function fromPackage(): Promise<AccountAbstractionArtifacts> {
  const { createRequire } = await import('node:module')
  const require = createRequire(import.meta.url)
  const read = (name: string) => JSON.parse(readFileSync(require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`), 'utf8')) as { abi: Abi; bytecode: Hex; deployedBytecode: Hex }
  const entryPoint = read('EntryPoint')
  return { EntryPoint: { abi: entryPoint.abi, bytecode: entryPoint.bytecode }, Simple7702Account: { deployedBytecode: read('Simple7702Account').deployedBytecode } }
}

if (process.argv.includes('--write') && import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(accountAbstractionUrl, `${JSON.stringify(await fromPackage())}\n`)
  console.log(`wrote ${accountAbstractionUrl.pathname}`)
}
