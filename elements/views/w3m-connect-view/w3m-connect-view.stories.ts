import type { Meta, StoryObj } from '@storybook/web-components'
import { html, type LitElement } from 'lit'
import type { DirectoryAnswer } from '../../../.storybook/directory.js'
import {
  announcedConnector,
  directoryWallet,
  directoryWallets,
  hostileDirectoryWallets,
  hostileTexts,
  untilDirectorySettled,
  untilShown,
  useFamilyOptions,
  useGalleryOptions,
  walletConnectConnector,
  walletImageUrl,
  walletProvider
} from '../../../.storybook/gallery-fixtures.js'
import { addConnector, addRecentWallet, announcedIcon } from '../../../controllers/wallets/connectors.js'
import type { Features } from '../../../types/public.js'
import { $embeddedWallet, type EmbeddedWalletState } from '../../../controllers/embedded-wallet/store.js'
import { $modal } from '../../../controllers/modal/modal.js'
import { deepQueryAll } from '../../../test/fixtures/hostile.js'
import './w3m-connect-view.js'

/** A browser with one announced wallet, WalletConnect and a recent wallet. */
function browserWallets(): void {
  addConnector(walletConnectConnector)
  addConnector(announcedConnector(0))
  addRecentWallet({ id: 'wallet-5', name: 'Fjord', imageUrl: walletImageUrl('wallet-teal.svg') })
}

const meta: Meta = {
  title: 'Views/w3m-connect-view',
  component: 'w3m-connect-view',
  tags: ['mobile'],
  parameters: { layoutCard: true },
  render: () => html`<w3m-connect-view></w3m-connect-view>`,
  play: untilDirectorySettled
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

export const Default: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      browserWallets()
    }
  ]
}

/** The directory has not answered yet: only this browser's wallets and the count-less "All wallets". */
export const Loading: Story = {
  parameters: { directory: { kind: 'pending' } satisfies DirectoryAnswer },
  loaders: Default.loaders,
  play: () => undefined
}

export const DirectoryError: Story = {
  parameters: { directory: { kind: 'error', status: 400 } satisfies DirectoryAnswer },
  loaders: Default.loaders
}

/** No wallet in this browser and "All wallets" turned off. */
export const Empty: Story = {
  parameters: { directory: { kind: 'wallets', wallets: [] } satisfies DirectoryAnswer },
  loaders: [() => useGalleryOptions({ features: { allWallets: false } })]
}

export const ManyRows: Story = {
  parameters: { directory: { kind: 'wallets', wallets: directoryWallets(40), count: 633 } satisfies DirectoryAnswer },
  loaders: [
    () => {
      useGalleryOptions({
        featuredWalletIds: ['wallet-8', 'wallet-9', 'wallet-10'],
        customWallets: [{ id: 'custom', name: 'Custom Wallet', image_url: walletImageUrl('wallet-pink.svg') }],
        termsConditionsUrl: 'https://example.invalid/terms',
        privacyPolicyUrl: 'https://example.invalid/privacy'
      })
      browserWallets()
      for (let i = 1; i < 4; i++) addConnector(announcedConnector(i, { id: `announced-${i}`, info: { rdns: `io.gallery.${i}` } }))
    }
  ]
}

export const LongAndHostileNames: Story = {
  parameters: { directory: { kind: 'wallets', wallets: [...hostileDirectoryWallets, directoryWallet(4)], count: 4 } satisfies DirectoryAnswer },
  loaders: [
    () => {
      useGalleryOptions()
      addConnector(walletConnectConnector)
      Object.values(hostileTexts).forEach((name, i) => addConnector(announcedConnector(i, { name })))
    }
  ]
}

/** `collapseWallets`: WalletConnect and "All wallets" only. */
export const Collapsed: Story = {
  loaders: [
    () => {
      useGalleryOptions({ features: { collapseWallets: true } })
      browserWallets()
    }
  ]
}

/** EVM, Solana and Bitcoin configured: each wallet row names its families; a wallet in two families (one object announced both) shows once. */
function familyWallets(): void {
  addConnector(walletConnectConnector)
  const both = walletProvider('waits')
  addConnector(announcedConnector(0, { provider: both }))
  addConnector(announcedConnector(0, { id: 'announced-0-btc', chain: 'bip122', info: undefined, provider: both }))
  addConnector(announcedConnector(1, { chain: 'solana', info: undefined }))
  addConnector(announcedConnector(2, { chain: 'bip122', info: undefined }))
}

export const FamilyBadges: Story = {
  loaders: [
    () => {
      useFamilyOptions()
      familyWallets()
    }
  ]
}

/**
 * Two wallets claim one identity (two EIP-6963 announcements of one rdns, each its own provider):
 * both rows show, each marked, and the person picks; a Solana wallet of the same name is its own row.
 */
export const TwoWalletsClaimOneIdentity: Story = {
  loaders: [
    () => {
      useFamilyOptions()
      addConnector(walletConnectConnector)
      addConnector(announcedConnector(0))
      addConnector(announcedConnector(0, { imageUrl: walletImageUrl('wallet-pink.svg') }))
      addConnector(announcedConnector(0, { id: 'solana-look-alike', chain: 'solana', info: undefined }))
      addConnector(announcedConnector(1))
    }
  ]
}

/** A wallet announced its logo on a host (`https://`): never loaded, the placeholder stands in for it. */
export const AnnouncedRemoteLogo: Story = {
  loaders: [
    () => {
      useGalleryOptions()
      addConnector(walletConnectConnector)
      addConnector(announcedConnector(3, { imageUrl: announcedIcon('https://logos.example.invalid/wallet.svg'), info: { rdns: 'com.remote.logo' } }))
      addConnector(announcedConnector(0))
    }
  ]
}

/** Opened for one family (open({namespace: 'solana'}) or a Solana network chosen): its wallets only. */
export const FilteredToSolana: Story = {
  loaders: [
    () => {
      useFamilyOptions()
      familyWallets()
      $modal.setKey('namespace', 'solana')
    }
  ]
}

/** Email sign-in on: the site hosts the secure frame (nothing of it loads before the field is used); socials off unless `features` turns them on. */
function useEmailOptions(features: Features = {}, state: Partial<EmbeddedWalletState> = {}): void {
  useGalleryOptions({ secureSiteUrl: 'https://secure.example.invalid', features: { socials: false, ...features } })
  $embeddedWallet.set({ ...$embeddedWallet.get(), ...state })
}

/** A browser wallet is installed: wallets first, then email (behaviour §9 default order). */
export const WithEmail: Story = {
  loaders: [
    () => {
      useEmailOptions()
      browserWallets()
    }
  ]
}

/** No browser wallet: email first, then the wallets. */
export const EmailFirst: Story = {
  loaders: [
    () => {
      useEmailOptions()
      addConnector(walletConnectConnector)
    }
  ]
}

/** `emailShowWallets: false`: the wallets fold behind one row. */
export const EmailWalletsFolded: Story = {
  loaders: [
    () => {
      useEmailOptions({ emailShowWallets: false })
      browserWallets()
    }
  ]
}

export const EmailSending: Story = {
  loaders: [
    () => {
      useEmailOptions({}, { busy: true })
      addConnector(walletConnectConnector)
    }
  ]
}

/** The cooldown's words under the field (an invalid address reads the same way). */
export const EmailCooldown: Story = {
  loaders: [
    () => {
      useEmailOptions({}, { error: 'Please try again after 24 seconds' })
      addConnector(walletConnectConnector)
    }
  ],
  // The view clears a stale error when it appears: set it again once it is on screen.
  play: async () => {
    await untilDirectorySettled()
    $embeddedWallet.setKey('error', 'Please try again after 24 seconds')
  }
}

/** The social buttons load with the view only on sites with socials: the shot waits for them. */
async function untilSocialsShown({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await untilDirectorySettled()
  await untilShown(canvasElement, 'w3m-connect-socials')
  await customElements.whenDefined('w3m-connect-socials')
  const socials = deepQueryAll(canvasElement, 'w3m-connect-socials')[0] as LitElement
  await socials.updateComplete
}

/** The behaviour §9 defaults with a browser wallet: wallets, then email and the socials (Google wide, three icons and "more"). */
export const WithSocials: Story = {
  loaders: [
    () => {
      useEmailOptions({ socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] })
      browserWallets()
    }
  ],
  play: untilSocialsShown
}

/** No browser wallet: email and socials first; few enough providers for no "more". */
export const SocialsFirstFew: Story = {
  loaders: [
    () => {
      useEmailOptions({ socials: ['github', 'discord', 'apple'] })
      addConnector(walletConnectConnector)
    }
  ],
  play: untilSocialsShown
}

/** Socials without email. */
export const SocialsWithoutEmail: Story = {
  loaders: [
    () => {
      useEmailOptions({ email: false, socials: ['google', 'x'] })
      browserWallets()
    }
  ],
  play: untilSocialsShown
}
