/**
 * One wallet in the browser, as a side-by-side page has it: announced through EIP-6963 when imported,
 * never asked to connect or sign. The bench's React page and bench/peers.ts's page of every kit import it.
 */
const provider = {
  request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x1' : method === 'eth_accounts' ? [] : null),
  on: () => undefined,
  removeListener: () => undefined
}
const info = {
  uuid: '0b5a1a8e-5b1f-4f5e-9d0a-6a1c3e2f4b71',
  name: 'Bench Wallet',
  rdns: 'dev.w3m-kit.bench-wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%2347a1ff"/%3E%3C/svg%3E'
}
const announce = (): void => void window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
window.addEventListener('eip6963:requestProvider', announce)
announce()
