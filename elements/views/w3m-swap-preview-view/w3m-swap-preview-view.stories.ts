import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { USDC, DAI, useSwapState } from '../../../.storybook/trade-fixtures.js'
import './w3m-swap-preview-view.js'

const meta: Meta = {
  title: 'Views/w3m-swap-preview-view',
  component: 'w3m-swap-preview-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-swap-preview-view></w3m-swap-preview-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const tokenPair = {
  from: USDC,
  to: DAI,
  amountText: '25',
  fromBalance: 100_000_000n,
  quote: { fromAmount: 25_000_000n, toAmount: 24_850_123_456_789_012_345n, quotedAt: Date.now() + 3_600_000 }
}

export const ReadyToSwap: Story = { loaders: [() => useSwapState()] }

export const NeedsApproval: Story = { loaders: [() => useSwapState({ ...tokenPair, allowance: 0n })] }

/** A wallet that batches (EIP-5792): the approval goes in the swap's batch, so Swap shows instead of Approve. */
export const ApprovalInBatch: Story = { loaders: [() => useSwapState({ ...tokenPair, allowance: 0n, batch: true })] }

export const Approving: Story = { loaders: [() => useSwapState({ ...tokenPair, allowance: 0n, step: 'approving' })] }

export const Swapping: Story = { loaders: [() => useSwapState({ step: 'swapping' })] }

export const QuoteChanged: Story = {
  loaders: [() => useSwapState({ error: { kind: 'quote-changed', message: 'The price changed: check the new quote and confirm again' } })]
}

export const Declined: Story = { loaders: [() => useSwapState({ error: { kind: 'rejected', message: 'Signature declined' } })] }

export const Reverted: Story = { loaders: [() => useSwapState({ error: { kind: 'reverted', message: 'The swap failed on chain: nothing was swapped' } })] }
