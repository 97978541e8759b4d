import type { Meta, StoryObj } from '@storybook/web-components'
import { html } from 'lit'
import { frameStory, screenStory } from '../../../.storybook/frame-screens.js'
import { askFactor, enrolTotp, factorSettings, showRecoveryCodes } from './factor-screen.js'

/** The secure frame's second-factor screens: set up TOTP, the recovery codes once, the code asked, the settings. */
const meta: Meta = {
  title: 'Frame/Second factor',
  tags: ['mobile'],
  beforeEach: frameStory,
  render: () => html`<main id="screen" hidden></main>`
}
// Storybook reads the meta as the module's default export.
export { meta as default }
type Story = StoryObj

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const ENROLMENT = { secret: SECRET, uri: `otpauth://totp/Embedded%20wallet:person%40example.com?issuer=Embedded%20wallet&secret=${SECRET}&algorithm=SHA1&digits=6&period=30` }
const CODES = ['k7m2p-x9qrt', 'a3bcd-efg45', 'h6jkm-npq78', 'r9stu-vwx23', 'y4zab-cde56', 'f7ghj-kmn89', 'p2qrs-tuv34', 'w5xyz-abc67', 'd8efg-hjk92', 'm3npq-rst45']

export const SetUp: Story = screenStory(() => enrolTotp(ENROLMENT, async () => undefined))
export const RecoveryCodes: Story = screenStory(() => showRecoveryCodes(CODES))
export const AskedOnNewDevice: Story = screenStory(() => askFactor('device', async () => undefined))
export const AskedBeforeExport: Story = screenStory(() => askFactor('export', async () => undefined))
export const AskedAboveValue: Story = screenStory(() => askFactor('transaction', async () => undefined))
export const AskedWithPasskey: Story = screenStory(() => askFactor('device', async () => undefined, async () => undefined))
export const SettingsOff: Story = screenStory(() => factorSettings({ enrolled: false, recoveryCodesLeft: 0, threshold: '' }))
export const SettingsOn: Story = screenStory(() => factorSettings({ enrolled: true, recoveryCodesLeft: 7, threshold: '0.5' }))
export const SetUpArabic: Story = { ...SetUp, globals: { locale: 'ar' } }
export const SettingsOnArabic: Story = { ...SettingsOn, globals: { locale: 'ar' } }
