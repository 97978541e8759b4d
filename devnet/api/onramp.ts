import { randomUUID } from 'node:crypto'
import { parseUnits } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { HttpError, PlainTextError, rawReply, type Route } from '../http.js'
import { assetsOf, priceOf } from './assets.js'
import { checkoutPage } from './checkout-page.js'
import type { ApiContext } from './context.js'
import { fundEvm, fundSolana } from './onramp-funding.js'
import { evmAddress, isSolanaAddress } from './params.js'
import type { Checkout } from './store.js'

/** The on-ramp: the provider URL (a checkout page of the devnet's own that really delivers). No options or quote routes: the real API has none. */

/** behaviour §9 default limits, per payment method. */
const paymentLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
]
const defaultFiatAmount = 100

interface Network {
  name: string
  display_name: string
  chain_id: string
  caipNetworkId: string
  chain?: EvmChain
}

function networks(ctx: ApiContext): Network[] {
  const names: Record<number, [string, string]> = { 1: ['ethereum', 'Ethereum'], 56: ['bsc', 'BNB Smart Chain'], 137: ['polygon', 'Polygon'] }
  const evm = ctx.evm.chains.map(chain => {
    const [name, display] = names[chain.chainId] ?? [`eip155-${chain.chainId}`, `Chain ${chain.chainId}`]
    return { name, display_name: display, chain_id: String(chain.chainId), caipNetworkId: chain.caipNetworkId, chain }
  })
  return ctx.solana ? [...evm, { name: 'solana', display_name: 'Solana', chain_id: 'solana', caipNetworkId: ctx.solana.caipNetworkId }] : evm
}

/** Accepts a provider network name (`ethereum`), a CAIP-2 id or a bare chain id. */
function findNetwork(ctx: ApiContext, value: string): Network {
  const lower = value.toLowerCase()
  const network = networks(ctx).find(candidate => [candidate.name, candidate.caipNetworkId.toLowerCase(), candidate.chain_id].includes(lower))
  if (!network) throw new HttpError(400, `Unsupported network: ${value.slice(0, 60)} (supported: ${networks(ctx).map(n => n.name).join(', ')})`)
  return network
}

function assetsOn(network: Network) {
  return network.chain ? assetsOf(network.chain) : [{ name: 'Solana', symbol: 'SOL', decimals: 9, address: undefined, price: priceOf('SOL') }]
}

/**
 * The body as serde reads OnRampURLRequest (src/handlers/generators/onrampurl.rs): destinationWallets and
 * partnerUserId required, the preset amounts unsigned integers (usize: 25.5 or -1 do not deserialize), the
 * rest of their declared types. Anything else is the handler's plain-text 400, worded as it is (the `{}` is
 * in the real answer: the format string is never filled).
 */
function onrampUrlRequest(body: unknown): Record<string, unknown> {
  const reject = () => new PlainTextError(400, 'Error deserializing request body: {}')
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw reject()
  const request = body as Record<string, unknown>
  const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || value === null || check(value)
  const strings = (value: unknown) => Array.isArray(value) && value.every(item => typeof item === 'string')
  const wallet = (value: unknown) =>
    !!value &&
    typeof value === 'object' &&
    typeof (value as { address?: unknown }).address === 'string' &&
    ['blockchains', 'assets', 'supportedNetworks'].every(key => optional((value as Record<string, unknown>)[key], strings))
  const unsigned = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
  const ok =
    Array.isArray(request.destinationWallets) &&
    request.destinationWallets.every(wallet) &&
    typeof request.partnerUserId === 'string' &&
    optional(request.defaultNetwork, value => typeof value === 'string') &&
    optional(request.presetCryptoAmount, unsigned) &&
    optional(request.presetFiatAmount, unsigned) &&
    optional(request.defaultExperience, value => value === 'send' || value === 'buy') &&
    optional(request.handlingRequestedUrls, value => typeof value === 'boolean')
  if (!ok) throw reject()
  return request
}

export function onrampRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  return [
    {
      // reown-com/blockchain-api src/handlers/generators/onrampurl.rs. The options and quote routes of behaviour §7
      // (`/v1/onramp/options`, `/v1/onramp/quote`) are not served, as the real one does not (src/lib.rs): the kit falls back.
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handle: ({ body, query }) => {
        const request = onrampUrlRequest(body)
        const wallets = request.destinationWallets
        if (!Array.isArray(wallets) || wallets.length === 0) throw new HttpError(400, 'Missing required field: destinationWallets (a non-empty array)')
        const wallet = wallets[0] as { address?: unknown; blockchains?: unknown; assets?: unknown }
        if (typeof wallet?.address !== 'string') throw new HttpError(400, 'Invalid destinationWallets: address is required')
        const blockchains = Array.isArray(wallet.blockchains) ? (wallet.blockchains as unknown[]).filter((b): b is string => typeof b === 'string') : []
        const networkName = typeof request.defaultNetwork === 'string' ? request.defaultNetwork : blockchains[0]
        if (!networkName) throw new HttpError(400, 'Missing required field: defaultNetwork (or destinationWallets[0].blockchains)')
        const network = findNetwork(ctx, networkName)
        if (network.chain) evmAddress(wallet.address, 'destination address')
        else if (!isSolanaAddress(wallet.address)) throw new HttpError(400, `Invalid destination address: ${wallet.address.slice(0, 60)} is not a Solana address`)
        const assets = Array.isArray(wallet.assets) ? (wallet.assets as unknown[]).filter((a): a is string => typeof a === 'string') : []
        const symbol = (typeof request.defaultAsset === 'string' ? request.defaultAsset : assets[0]) ?? assetsOn(network)[0]!.symbol
        const asset = assetsOn(network).find(candidate => candidate.symbol.toLowerCase() === symbol.toLowerCase())
        if (!asset) throw new HttpError(400, `Unsupported asset: ${symbol.slice(0, 20)} on ${network.name}`)
        const fiat = request.presetFiatAmount === undefined ? undefined : Number(request.presetFiatAmount)
        const crypto = request.presetCryptoAmount === undefined ? undefined : Number(request.presetCryptoAmount)
        if (fiat !== undefined && !(fiat > 0)) throw new HttpError(400, 'Invalid presetFiatAmount: expected a positive number')
        if (crypto !== undefined && !(crypto > 0)) throw new HttpError(400, 'Invalid presetCryptoAmount: expected a positive number')
        const units = crypto ?? (fiat ?? defaultFiatAmount) / asset.price
        if (units * asset.price > Number(paymentLimits[1]!.max)) throw new HttpError(400, `Invalid amount: above the ${paymentLimits[1]!.max} USD purchase limit`)
        const amount = units.toFixed(Math.min(asset.decimals, 6)).replace(/\.?0+$/, '')
        if (amount === '0') throw new HttpError(400, 'Invalid amount: too small to deliver')
        const checkout: Checkout = {
          id: randomUUID(),
          projectId: query.get('projectId') ?? String(request.projectId),
          address: wallet.address,
          chainId: network.caipNetworkId,
          symbol: asset.symbol,
          amount,
          fiatAmount: fiat ?? null,
          createdAt: Math.floor(Date.now() / 1000),
          txHash: null
        }
        store.saveCheckout(checkout)
        return { url: `${ctx.apiUrl}/onramp/checkout/${checkout.id}` }
      }
    }
  ]
}

/** The checkout page is opened in a browser tab with no projectId; its unguessable id is the capability. */
export function checkoutRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  const find = (id: string) => {
    const checkout = store.checkout(id)
    if (!checkout) throw new HttpError(404, `No checkout ${id.slice(0, 64)}`)
    return checkout
  }
  const html = (status: number, body: string) => rawReply(status, body, { 'content-type': 'text/html; charset=utf-8' })
  const deliveries = new Map<string, Promise<void>>()
  const deliver = async (checkout: Checkout) => {
    const network = networks(ctx).find(candidate => candidate.caipNetworkId === checkout.chainId)!
    const decimals = assetsOn(network).find(asset => asset.symbol === checkout.symbol)!.decimals
    const amount = parseUnits(checkout.amount, decimals)
    checkout.txHash = network.chain ? await fundEvm(ctx, network.chain, evmAddress(checkout.address, 'address'), checkout.symbol, amount) : await fundSolana(ctx, checkout.address, amount)
    store.saveCheckout(checkout)
  }
  return [
    { method: 'GET', path: '/onramp/checkout/:id', handle: ({ params }) => html(200, checkoutPage(find(params.id!), networks(ctx))) },
    {
      method: 'POST',
      path: '/onramp/checkout/:id/buy',
      handle: async ({ params }) => {
        const checkout = find(params.id!)
        // Buying twice (even two clicks in flight) delivers once; later presses show the receipt.
        if (!checkout.txHash) {
          if (!deliveries.has(checkout.id)) deliveries.set(checkout.id, deliver(checkout).finally(() => deliveries.delete(checkout.id)))
          await deliveries.get(checkout.id)
        }
        return html(200, checkoutPage(find(checkout.id), networks(ctx)))
      }
    }
  ]
}
