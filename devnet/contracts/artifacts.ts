import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

/** The compiled devnet contracts, read from the committed artifacts.json so start-up never compiles. */

export type ContractName = 'DevnetToken' | 'DevnetAmm' | 'DevnetSmartAccount' | 'DevnetCollectible' | 'KitAccount' | 'KitAccountFactory' | 'DevnetIdRegistry'

export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}

export interface Artifacts {
  compiler: string
  contracts: Record<ContractName, ContractArtifact>
}

export const artifactsUrl = new URL('./artifacts.json', import.meta.url)

let cached: Artifacts | undefined

export function loadArtifacts(): Artifacts {
  cached ??= JSON.parse(readFileSync(artifactsUrl, 'utf8')) as Artifacts
  return cached
}
