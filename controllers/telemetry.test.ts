import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { startDirectory } from '../devnet/directory/index.js'
import { resetControllers } from '../test/reset-controllers.js'
import { until } from '../test/until.js'
import { mainnet } from '../networks.js'
import { $alert } from './alert.js'
import { trackEvent } from './events.js'
import { closeModal, openModal } from './modal.js'
import { setOptions } from './options.js'
import { resetServices } from './services.js'
import { isOriginAllowed } from '../clients/origins.js'
import { checkAllowedOrigins, resetOriginCheck, startTelemetry } from './telemetry.js'

// The real devnet directory (with its analytics sink and project allowlist) answers the kit's clients.
let directory: Awaited<ReturnType<typeof startDirectory>>
const PROJECT = { projectId: 'telemetry-test', allowedOrigins: ['http://localhost:*', 'https://*.example.com'] }

function configure(extra: Parameters<typeof setOptions>[0] extends infer O ? Partial<O> : never = {}): void {
  resetControllers()
  resetServices()
  resetOriginCheck()
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
    directory = await startDirectory({ projects: [PROJECT] })
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

  it('features.analytics false sends nothing', async () => {
    configure({ features: { analytics: false } })
    const stop = startTelemetry()
    openModal()
    await new Promise(resolve => setTimeout(resolve, 1500))
    assert.equal(directory.events.length, 0)
    stop()
  })

  it('an origin on the allowlist passes (wildcard ports and subdomains)', async () => {
    assert.equal(isOriginAllowed('http://localhost:5173', PROJECT.allowedOrigins), true)
    assert.equal(isOriginAllowed('https://app.example.com', PROJECT.allowedOrigins), true)
    assert.equal(isOriginAllowed('https://example.com.evil.io', PROJECT.allowedOrigins), false)
    await checkAllowedOrigins('http://localhost:4173')
    assert.equal($alert.get().open, false)
  })

  it("an origin not on the allowlist shows 'Invalid App Configuration'", async () => {
    await checkAllowedOrigins('https://evil.io')
    assert.equal($alert.get().message, 'Invalid App Configuration')
  })

  it("an unknown project (403) shows 'Invalid App Configuration'", async () => {
    configure({ projectId: 'no-such-project' })
    await checkAllowedOrigins('http://localhost:4173')
    assert.equal($alert.get().message, 'Invalid App Configuration')
  })

  it('with email and socials off, no check is made', async () => {
    configure({ projectId: 'no-such-project', features: { email: false, socials: false } })
    await checkAllowedOrigins('https://evil.io')
    assert.equal($alert.get().open, false)
  })
})
