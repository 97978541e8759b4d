import { escapeHtml } from '../../server/src/http/html.js'
import type { Checkout } from './store.js'

/** The small HTML page behind an on-ramp URL: it shows the order and, after "Buy", the delivery. */

export function checkoutPage(checkout: Checkout, networks: Array<{ caipNetworkId: string; display_name: string }>): string {
  const network = networks.find(candidate => candidate.caipNetworkId === checkout.chainId)?.display_name ?? checkout.chainId
  const order = `${escapeHtml(checkout.amount)} ${escapeHtml(checkout.symbol)} on ${escapeHtml(network)}`
  const destination = escapeHtml(checkout.address)
  const body = checkout.txHash
    ? `<p role="status" data-testid="onramp-result">Done: sent ${order} to <code>${destination}</code>.</p>
       <p>Transaction <code data-testid="onramp-tx">${escapeHtml(checkout.txHash)}</code></p>`
    : `<p>You are buying <strong>${order}</strong>${checkout.fiatAmount ? ` for ${checkout.fiatAmount.toFixed(2)} USD` : ''}.</p>
       <p>Destination: <code>${destination}</code></p>
       <form method="post" action="/onramp/checkout/${encodeURIComponent(checkout.id)}/buy">
         <button type="submit" data-testid="onramp-buy">Buy</button>
       </form>`
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Devnet on-ramp checkout</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #141414; }
    code { word-break: break-all; background: #f1f1f1; padding: 0 .25rem; border-radius: 4px; }
    button { font: inherit; padding: .6rem 1.6rem; border: 0; border-radius: 999px; background: #3396ff; color: #fff; cursor: pointer; }
    button:focus-visible { outline: 3px solid #141414; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Devnet on-ramp</h1>
    <p>A local stand-in for a card purchase: no money moves, the devnet delivers real coins on the local chain.</p>
    ${body}
  </main>
</body>
</html>`
}
