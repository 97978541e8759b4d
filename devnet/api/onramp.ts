import { randomUUID } from 'node:crypto'
import { parseUnits } from 'viem'
import type { EvmChain } from '../chains/evm.js'
import { bodyObject, HttpError, rawReply, type Route } from '../http.js'
import { assetsOf, priceOf } from './assets.js'
import { checkoutPage } from './checkout-page.js'
import type { ApiContext } from './context.js'
import { fundEvm, fundSolana } from './onramp-funding.js'
import { evmAddress, isSolanaAddress } from './params.js'
import type { Checkout } from './store.js'

/** The on-ramp: options and quotes in the provider's shapes (SPEC §3), and a checkout page that really delivers. */

/** SPEC §9 default limits, per payment method. */
const paymentLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
]
const fiatToUsd: Record<string, number> = { USD: 1, EUR: 1.08 }
const feeRate = 0.015
const networkFeeUsd = 0.5
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

function purchaseCurrencies(ctx: ApiContext) {
  const bySymbol = new Map<string, { id: string; name: string; symbol: string; networks: Array<Omit<Network, 'chain' | 'caipNetworkId'> & { contract_address: string }> }>()
  for (const network of networks(ctx)) {
    for (const asset of assetsOn(network)) {
      const entry = bySymbol.get(asset.symbol) ?? { id: asset.symbol, name: asset.name, symbol: asset.symbol, networks: [] }
      entry.networks.push({ name: network.name, display_name: network.display_name, chain_id: network.chain_id, contract_address: asset.address ?? '' })
      bySymbol.set(asset.symbol, entry)
    }
  }
  return [...bySymbol.values()]
}

const idOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined)
const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })

export function onrampRoutes(ctx: ApiContext): Route[] {
  const { store } = ctx
  return [
    {
      method: 'GET',
      path: '/v1/onramp/options',
      handle: () => ({
        paymentCurrencies: Object.keys(fiatToUsd).map(id => ({ id, payment_method_limits: paymentLimits })),
        purchaseCurrencies: purchaseCurrencies(ctx)
      })
    },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      handle: ({ body }) => {
        const request = bodyObject(body)
        const purchase = idOf(request.purchaseCurrency)
        const payment = idOf(request.paymentCurrency)
        if (!purchase) throw new HttpError(400, 'Missing required field: purchaseCurrency')
        if (!payment) throw new HttpError(400, 'Missing required field: paymentCurrency')
        const rate = fiatToUsd[payment.toUpperCase()]
        if (!rate) throw new HttpError(400, `Unsupported paymentCurrency: ${payment.slice(0, 20)} (supported: ${Object.keys(fiatToUsd).join(', ')})`)
        const currency = purchaseCurrencies(ctx).find(entry => entry.id.toLowerCase() === purchase.toLowerCase())
        if (!currency) throw new HttpError(400, `Unsupported purchaseCurrency: ${purchase.slice(0, 20)}`)
        if (request.network !== undefined && typeof request.network === 'string' && request.network !== currency.symbol) {
          const network = findNetwork(ctx, request.network)
          if (!currency.networks.some(entry => entry.name === network.name)) throw new HttpError(400, `${currency.symbol} is not offered on ${network.name}`)
        }
        const amount = Number(request.amount)
        const limit = paymentLimits[0]!
        if (!Number.isFinite(amount) || amount < Number(limit.min) || amount > Number(limit.max)) {
          throw new HttpError(400, `Invalid amount: must be between ${limit.min} and ${limit.max} ${payment.toUpperCase()}`)
        }
        const fee = amount * feeRate
        const networkFee = networkFeeUsd / rate
        const subtotal = amount - fee - networkFee
        const cryptoAmount = (subtotal * rate) / priceOf(currency.symbol)
        return {
          coinbaseFee: money(fee, payment.toUpperCase()),
          networkFee: money(networkFee, payment.toUpperCase()),
          paymentSubtotal: money(subtotal, payment.toUpperCase()),
          paymentTotal: money(amount, payment.toUpperCase()),
          purchaseAmount: { amount: cryptoAmount.toFixed(6), currency: currency.symbol },
          quoteId: randomUUID()
        }
      }
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handle: ({ body, query }) => {
        const request = bodyObject(body)
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
