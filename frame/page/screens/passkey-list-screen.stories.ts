import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { frameStory, screenStory } from '../../../.storybook/frame-screens.js'
import { askFactor } from './factor-screen.js'
import { confirmRemoval, passkeyList, showPasskeys, type ListedPasskey } from './passkey-list-screen.js'
import { screensReady } from './screen.js'

/** The secure frame's passkeys screen: loading, the list (or none), a load that failed, the confirmation, the factor asked before a removal. */
const meta: Meta = {
  title: 'Frame/Passkeys',
  tags: ['mobile'],
  beforeEach: frameStory,
  render: () => html`<main id="screen" hidden></main>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

// Fixed times (UTC), so the gallery's dates stay the same.
const PASSKEYS: ListedPasskey[] = [
  { id: 'cred-1', createdAt: Date.UTC(2026, 2, 14, 9, 30), lastUsedAt: Date.UTC(2026, 10, 2, 18, 5) },
  { id: 'cred-2', createdAt: Date.UTC(2026, 9, 1, 12, 0), lastUsedAt: null }
]
const never = () => new Promise<never>(() => undefined)

/** A screen drawn by one of the list's steps, with the kit's tokens and the visitor's words first (showPasskeys does both itself). */
const step = (draw: (locale: string) => Promise<unknown>) =>
  screenStory(async () => draw(await screensReady()))

export const Loading: Story = screenStory(() => showPasskeys(never, never))
export const List: Story = screenStory(() => showPasskeys(async () => PASSKEYS, never))
export const Empty: Story = screenStory(() => showPasskeys(async () => [], never))
export const LoadFailed: Story = screenStory(() =>
  showPasskeys(async () => {
    throw new Error('offline')
  }, never)
)
export const Removed: Story = step(locale => passkeyList(locale, PASSKEYS.slice(1), 'Passkey 1 was removed.'))
export const ConfirmRemoval: Story = step(() => confirmRemoval('Passkey 1'))
export const RemovalRefused: Story = step(() => confirmRemoval('Passkey 1', 'Passkey not found'))
export const FactorBeforeRemoval: Story = screenStory(() => askFactor('remove-passkey', async () => undefined, async () => undefined))
export const ListArabic: Story = { ...List, globals: { locale: 'ar' } }
export const ConfirmRemovalJapanese: Story = { ...ConfirmRemoval, globals: { locale: 'ja' } }
