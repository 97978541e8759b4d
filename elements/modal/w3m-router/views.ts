import { setAvailableViews, type RouteView } from '../../../controllers/modal/router.js'
import { msg } from '../../localize.js'

interface ViewEntry {
  tag: string
  /** The header title in the active language. */
  title: () => string
  load: () => Promise<unknown>
}

/** Every view the router can show: its element, its header title and its lazily loaded code. */
export const VIEWS: Partial<Record<RouteView, ViewEntry>> = {
  Connect: { tag: 'w3m-connect-view', title: () => msg('Connect Wallet'), load: () => import('../../views/w3m-connect-view/w3m-connect-view.js') },
  ConnectingExternal: {
    tag: 'w3m-connecting-external-view',
    title: () => msg('Connecting'),
    load: () => import('../../views/w3m-connecting-external-view/w3m-connecting-external-view.js')
  },
  ConnectingFarcaster: {
    tag: 'w3m-connecting-farcaster-view',
    title: () => 'Farcaster',
    load: () => import('../../views/w3m-connecting-farcaster-view/w3m-connecting-farcaster-view.js')
  },
  AllWallets: {
    tag: 'w3m-all-wallets-view',
    title: () => msg('All Wallets'),
    load: () => import('../../views/w3m-all-wallets-view/w3m-all-wallets-view.js')
  },
  ConnectingWalletConnect: {
    tag: 'w3m-connecting-wc-view',
    title: () => msg('WalletConnect'),
    load: () => import('../../views/w3m-connecting-wc-view/w3m-connecting-wc-view.js')
  },
  ConnectingWalletConnectBasic: {
    tag: 'w3m-connecting-wc-basic-view',
    title: () => msg('WalletConnect'),
    load: () => import('../../views/w3m-connecting-wc-basic-view/w3m-connecting-wc-basic-view.js')
  },
  Account: { tag: 'w3m-account-view', title: () => msg('Account'), load: () => import('../../views/w3m-account-view/w3m-account-view.js') },
  Networks: { tag: 'w3m-networks-view', title: () => msg('Choose Network'), load: () => import('../../views/w3m-networks-view/w3m-networks-view.js') },
  UnsupportedChain: {
    tag: 'w3m-unsupported-chain-view',
    title: () => msg('Switch Network'),
    load: () => import('../../views/w3m-unsupported-chain-view/w3m-unsupported-chain-view.js')
  },
  SIWXSignMessage: {
    tag: 'w3m-siwx-sign-message-view',
    title: () => msg('Sign In'),
    load: () => import('../../views/w3m-siwx-sign-message-view/w3m-siwx-sign-message-view.js')
  },
  Send: { tag: 'w3m-send-view', title: () => msg('Send'), load: () => import('../../views/w3m-send-view/w3m-send-view.js') },
  SendPreview: { tag: 'w3m-send-preview-view', title: () => msg('Review send'), load: () => import('../../views/w3m-send-view/w3m-send-preview-view.js') },
  Receive: { tag: 'w3m-receive-view', title: () => msg('Receive'), load: () => import('../../views/w3m-receive-view/w3m-receive-view.js') },
  Swap: { tag: 'w3m-swap-view', title: () => msg('Swap'), load: () => import('../../views/w3m-swap-view/w3m-swap-view.js') },
  SwapSelectToken: {
    tag: 'w3m-swap-select-token-view',
    title: () => msg('Select token'),
    load: () => import('../../views/w3m-swap-select-token-view/w3m-swap-select-token-view.js')
  },
  SwapPreview: { tag: 'w3m-swap-preview-view', title: () => msg('Review swap'), load: () => import('../../views/w3m-swap-preview-view/w3m-swap-preview-view.js') },
  OnRampProviders: {
    tag: 'w3m-onramp-providers-view',
    title: () => msg('Buy crypto'),
    load: () => import('../../views/w3m-onramp-providers-view/w3m-onramp-providers-view.js')
  },
  ApproveTransaction: {
    tag: 'w3m-approve-transaction-view',
    title: () => msg('Approve request'),
    load: () => import('../../views/w3m-approve-transaction-view/w3m-approve-transaction-view.js')
  },
  OnRampBuyInProgress: {
    tag: 'w3m-onramp-in-progress-view',
    title: () => msg('Buy in progress'),
    load: () => import('../../views/w3m-onramp-in-progress-view/w3m-onramp-in-progress-view.js')
  },
  EmailVerifyOtp: {
    tag: 'w3m-email-verify-otp-view',
    title: () => msg('Confirm Email'),
    load: () => import('../../views/w3m-email-verify-otp-view/w3m-email-verify-otp-view.js')
  },
  EmailVerifyDevice: {
    tag: 'w3m-email-verify-device-view',
    title: () => msg('Register Device'),
    load: () => import('../../views/w3m-email-verify-device-view/w3m-email-verify-device-view.js')
  },
  UpdateEmailWallet: {
    tag: 'w3m-update-email-wallet-view',
    title: () => msg('Edit Email'),
    load: () => import('../../views/w3m-update-email-wallet-view/w3m-update-email-wallet-view.js')
  },
  UpdateEmailPrimaryOtp: {
    tag: 'w3m-update-email-primary-otp-view',
    title: () => msg('Confirm Current Email'),
    load: () => import('../../views/w3m-update-email-wallet-view/w3m-update-email-otp-view.js')
  },
  RegisterAccountName: {
    tag: 'w3m-register-account-name-view',
    title: () => msg('Choose Name'),
    load: () => import('../../views/w3m-register-account-name-view/w3m-register-account-name-view.js')
  },
  RegisterAccountNameSuccess: {
    tag: 'w3m-register-account-name-success-view',
    title: () => msg('Name Registered'),
    load: () => import('../../views/w3m-register-account-name-success-view/w3m-register-account-name-success-view.js')
  },
  UpdateEmailSecondaryOtp: {
    tag: 'w3m-update-email-secondary-otp-view',
    title: () => msg('Confirm New Email'),
    load: () => import('../../views/w3m-update-email-wallet-view/w3m-update-email-otp-view.js')
  },
  SmartSessions: {
    tag: 'w3m-smart-sessions-view',
    title: () => msg('Sessions'),
    load: () => import('../../views/w3m-smart-sessions-view/w3m-smart-sessions-view.js')
  },
  ConnectSocials: {
    tag: 'w3m-connect-socials-view',
    title: () => msg('All socials'),
    load: () => import('../../views/w3m-connect-socials-view/w3m-connect-socials-view.js')
  },
  ConnectingSocial: {
    tag: 'w3m-connecting-social-view',
    title: () => msg('Social sign-in'),
    load: () => import('../../views/w3m-connecting-social-view/w3m-connecting-social-view.js')
  }
}

setAvailableViews(Object.keys(VIEWS) as RouteView[])
