import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startDirectory } from '../../devnet/directory/index.js'
import { resetControllers } from '../../test/reset-controllers.js'
import { until } from '../../test/until.js'
import { mainnet } from '../../networks.js'
import { $alert } from '../notices/alert.js'
import { trackEvent } from './events.js'
import { closeModal, openModal } from '../modal/modal.js'
import { setOptions } from '../config/options.js'
import { isDefaultAllowedOrigin, isOriginAllowed } from '../../clients/origins.js'
import { setCaipAddress } from '../account/store.js'
import { setNetworks } from '../networks/store.js'
import { checkAllowedOrigins } from '../config/origin-check.js'
import { startTelemetry } from './analytics.js'

// The real devnet directory (with its analytics sink and project allowlist) answers the kit's clients.
let directory: Awaited<ReturnType<typeof startDirectory>>
const PROJECT = { projectId: 'telemetry-test', allowedOrigins: ['https://*.example.com'] }
const SILENT = { projectId: 'analytics-off', allowedOrigins: [], isAnalyticsEnabled: false }

function configure(extra: Parameters<typeof setOptions>[0] extends infer O ? Partial<O> : never = {}): void {
  resetControllers()
  setOptions({
    projectId: PROJECT.projectId,
    networks: [mainnet],
    walletDirectoryUrl: directory.url,
    analyticsUrl: directory.analyticsUrl,
    ...extra
  })
}

describe('telemetry and the allowed-origins check, against the devnet directory', () => {
  before(async () => {
    directory = await startDirectory({ projects: [PROJECT, SILENT] })
  })
  after(() => directory.stop())
  beforeEach(() => {
    directory.events.length = 0
    configure()
  })

  it('tracked events are not sent before the modal first opens, then all arrive', async () => {
    const stop = startTelemetry()
    trackEvent('INITIALIZE')
    await new Promise(resolve => setTimeout(resolve, 1500))
    assert.equal(directory.events.length, 0, 'no request before the modal opens')
    openModal()
    closeModal()
    await until(() => directory.events.filter(e => e.kind === 'event').length >= 1)
    await new Promise(resolve => setTimeout(resolve, 1200))
    const names = JSON.stringify(directory.events.map(e => e.body))
    for (const name of ['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE']) assert.match(names, new RegExp(name))
    stop()
  })

  it('events carry the connected address and the active caipNetworkId, as AppKit sends them', async () => {
    const stop = startTelemetry()
    setNetworks([mainnet])
    setCaipAddress('eip155', 'eip155:1:0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
    openModal()
    await until(() => directory.events.some(e => e.kind === 'event'))
    const open = directory.events.map(e => e.body as { props: { event: string; address?: string; properties: Record<string, unknown> } }).find(b => b.props.event === 'MODAL_OPEN')
    assert.equal(open?.props.address, '0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
    assert.equal(open?.props.properties.caipNetworkId, 'eip155:1')
    assert.equal(directory.events[0]!.contentType, 'text/plain;charset=UTF-8', 'sent as a beacon would be: no preflight')
    stop()
  })

  it("the project's analytics switch off (getAnalyticsConfig) sends nothing, not even the queued events", async () => {
    configure({ projectId: SILENT.projectId })
    const stop = startTelemetry()
    trackEvent('INITIALIZE')
    openModal()
    closeModal()
    await new Promise(resolve => setTimeout(resolve, 1500))
    assert.equal(directory.events.length, 0)
    stop()
  })

  it('features.analytics false sends nothing', async () => {
    configure({ features: { analytics: false } })
    const stop = startTelemetry()
    openModal()
    await new Promise(resolve => setTimeout(resolve, 1500))
    assert.equal(directory.events.length, 0)
    stop()
  })

  it('an origin on the allowlist passes (wildcard ports and subdomains)', async () => {
    assert.equal(isOriginAllowed('https://app.example.com', PROJECT.allowedOrigins), true)
    assert.equal(isOriginAllowed('https://example.com.evil.io', PROJECT.allowedOrigins), false)
    await checkAllowedOrigins('https://app.example.com')
    assert.equal($alert.get().open, false)
  })

  it('the default origins (behaviour §9) never alert, even for a project that lists others or is refused', async () => {
    for (const origin of ['http://localhost:4173', 'https://localhost:3000', 'http://127.0.0.1:8080', 'https://my-app.pages.dev', 'https://preview-1.vercel.app', 'https://ab12.ngrok-free.app', 'https://secure-mobile.walletconnect.org']) {
      assert.equal(isDefaultAllowedOrigin(origin), true, origin)
      for (const projectId of [PROJECT.projectId, 'no-such-project']) {
        configure({ projectId })
        await checkAllowedOrigins(origin)
        assert.equal($alert.get().open, false, `${origin} with ${projectId}`)
      }
    }
    assert.equal(isDefaultAllowedOrigin('https://vercel.app.evil.io'), false)
    assert.equal(isDefaultAllowedOrigin('http://my-app.pages.dev'), false, 'https only')
  })

  it('an empty allowlist allows every origin', async () => {
    configure({ projectId: SILENT.projectId })
    await checkAllowedOrigins('https://anything.io')
    assert.equal($alert.get().open, false)
  })

  it("an origin not on the allowlist shows 'Invalid App Configuration'", async () => {
    await checkAllowedOrigins('https://evil.io')
    assert.equal($alert.get().message, 'Invalid App Configuration')
  })

  it("an unknown project shows 'Invalid App Configuration' on a site that is not a default origin", async () => {
    configure({ projectId: 'no-such-project' })
    await checkAllowedOrigins('https://shop.io')
    assert.equal($alert.get().message, 'Invalid App Configuration')
  })

  it('with email and socials off, no check is made', async () => {
    configure({ projectId: 'no-such-project', features: { email: false, socials: false } })
    await checkAllowedOrigins('https://evil.io')
    assert.equal($alert.get().open, false)
  })
})
