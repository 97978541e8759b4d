import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { frameStory, screenStory } from '../../../.storybook/frame-screens.js'
import type { ExplainedRequest } from '../explain/model.js'
import { drawApproval } from './approval-screen.js'
import * as requests from './gallery-requests.js'

/** The secure frame's approval screen for each kind of request and warning, drawn by the frame's own code and CSS. */
const meta: Meta = {
  title: 'Frame/Approval',
  tags: ['mobile'],
  beforeEach: frameStory,
  render: () => html`<main id="screen" hidden></main>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const showing = (request: ExplainedRequest): Story => screenStory(() => drawApproval(request))

export const Message: Story = showing(requests.messageRequest)
export const UnreadableMessage: Story = showing(requests.hexMessageRequest)
export const SignIn: Story = showing(requests.signInRequest)
export const SignInForAnotherSite: Story = showing(requests.signInElsewhereRequest)
export const Permit: Story = showing(requests.permitRequest)
export const TypedDataOnAnotherChain: Story = showing(requests.typedDataRequest)
export const TokenTransfer: Story = showing(requests.transferRequest)
export const FirstSendDelegates: Story = showing(requests.delegatingRequest)
export const SponsoredGas: Story = showing(requests.sponsoredTransferRequest)
export const GasNotSponsored: Story = showing(requests.unsponsoredTransferRequest)
export const UnlimitedApproval: Story = showing(requests.unlimitedApprovalRequest)
export const BatchThatReverts: Story = showing(requests.batchRequest)
/** Markup, a right-to-left override beside addresses, 10 000-character names and symbols: text in its box. */
export const HostileValues: Story = showing(requests.hostileRequest)
export const HostileMessage: Story = showing(requests.hostileMessageRequest)
export const Unexplained: Story = showing(requests.rawRequest)
export const PermitArabic: Story = { ...Permit, globals: { locale: 'ar' } }
export const BatchArabic: Story = { ...BatchThatReverts, globals: { locale: 'ar' } }
export const SponsoredGasArabic: Story = { ...SponsoredGas, globals: { locale: 'ar' } }
