import type { ChainNamespace, Connector } from '../app-kit/types.js'

/**
 * SPEC §4: connectors with the same name across families become one MULTI_CHAIN entry
 * (the embedded wallet one AUTH entry) with chain eip155 and `chains` listing every family.
 * Order follows the first appearance so the Connect list does not jump as families load.
 */
export function mergeFamilyConnectors(connectors: readonly Connector[]): Connector[] {
  const byName = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const group = byName.get(connector.name)
    if (group) group.push(connector)
    else byName.set(connector.name, [connector])
  }
  const merged: Connector[] = []
  for (const group of byName.values()) {
    const families = [...new Set(group.flatMap(connector => connector.chains ?? [connector.chain]))]
    if (families.length < 2) {
      merged.push(...group)
      continue
    }
    const first = group.find(connector => connector.chain === 'eip155') ?? group[0]!
    const isAuth = group.some(connector => connector.type === 'AUTH')
    merged.push({ ...first, type: isAuth ? 'AUTH' : 'MULTI_CHAIN', chain: 'eip155', chains: families as ChainNamespace[] })
  }
  return merged
}
