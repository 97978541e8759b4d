import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { connectAccount, hostileTexts, PROFILE_IMAGE, useGalleryOptions, WALLET_IMAGE } from '../../../.storybook/gallery-fixtures.js'
import type { Metadata } from '../../../types/public.js'
import { resetView } from '../../../controllers/modal/router.js'
import { $siwxFlow, type SiwxFlowState } from '../../../controllers/siwx/actions.js'
import './w3m-siwx-sign-message-view.js'

const SITE: Metadata = { name: 'Uniswap Interface', description: 'Swap tokens', url: 'https://app.example', icons: [PROFILE_IMAGE] }

/** A connected account asked to sign in; the flow's state is set as the sign-in controller would. */
function asking(flow: Partial<SiwxFlowState> = {}, metadata: Metadata = SITE, walletInfo: { name: string; icon?: string } | undefined = { name: 'Test Wallet', icon: WALLET_IMAGE }) {
  return () => {
    useGalleryOptions({ metadata })
    connectAccount(walletInfo ? { connectedWalletInfo: walletInfo } : {})
    $siwxFlow.set({ status: 'idle', required: false, ...flow })
    resetView('SIWXSignMessage')
  }
}

const meta: Meta = {
  title: 'Views/w3m-siwx-sign-message-view',
  component: 'w3m-siwx-sign-message-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-siwx-sign-message-view></w3m-siwx-sign-message-view>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Asking: Story = { loaders: [asking()] }

export const Required: Story = { loaders: [asking({ required: true })] }

export const Signing: Story = { loaders: [asking({ status: 'signing' })] }

export const Declined: Story = { loaders: [asking({ status: 'error', error: 'Signature declined' })] }

export const RefusedByTheServer: Story = { loaders: [asking({ status: 'error', error: 'Wrong domain: the message is for app.example, the request comes from localhost:4173' })] }

export const NoIcons: Story = { loaders: [asking({}, { name: 'A site without an icon', description: '', url: 'https://plain.example', icons: [] }, undefined)] }

export const HostileSiteNameAndError: Story = {
  loaders: [asking({ status: 'error', error: hostileTexts.long }, { name: hostileTexts.markup, description: '', url: 'https://hostile.example', icons: [] }, { name: hostileTexts.rtl })]
}
