import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { artifactsUrl, type Artifacts, type ContractName } from './artifacts.js'

/** Compiles devnet/contracts/*.sol with the solc npm package; run it after editing a contract. */

const sources: Record<ContractName, string> = { DevnetToken: 'DevnetToken.sol', DevnetAmm: 'DevnetAmm.sol', DevnetSmartAccount: 'DevnetSmartAccount.sol', DevnetCollectible: 'DevnetCollectible.sol', KitAccount: 'KitAccount.sol', KitAccountFactory: 'KitAccount.sol', DevnetIdRegistry: 'DevnetIdRegistry.sol' }

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

interface Solc {
  version(): string
  compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string
}

/** `@openzeppelin/contracts/…` imports (KitAccount.sol) come from the installed package, the version package.json pins. */
function readImport(path: string): { contents: string } | { error: string } {
  if (!path.startsWith('@openzeppelin/contracts/')) return { error: `not found: ${path}` }
  return { contents: readFileSync(require.resolve(path), 'utf8') }
}

const require = createRequire(import.meta.url)

export function compileContracts(): Artifacts {
  const solc = require('solc') as Solc
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      Object.values(sources).map(file => [file, { content: readFileSync(new URL(`./${file}`, import.meta.url), 'utf8') }])
    ),
    // Cancun keeps the bytecode valid on any anvil hardfork a test might pick.
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput
  const errors = (output.errors ?? []).filter(error => error.severity === 'error')
  if (errors.length) throw new Error(errors.map(error => error.formattedMessage).join('\n'))

  const contracts = {} as Artifacts['contracts']
  for (const [name, file] of Object.entries(sources) as Array<[ContractName, string]>) {
    const compiled = output.contracts[file]?.[name]
    if (!compiled) throw new Error(`solc produced no ${name}`)
    contracts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex }
  }
  return { compiler: solc.version(), contracts }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(artifactsUrl, `${JSON.stringify(compileContracts(), null, 2)}\n`)
  console.log(`wrote ${fileURLToPath(artifactsUrl)}`)
}
