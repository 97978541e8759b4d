import assert from 'node:assert/strict'
import { DEVNET_SERVER_SECRET } from '../../../devnet/server-secret.js'
import { after, describe, it } from 'node:test'
import { startAuthService, type AuthService } from '../auth/service.js'

// The per-IP rate limit behind a reverse proxy: the auth service's real limiter, the client named by X-Forwarded-For.
const services: AuthService[] = []
after(async () => {
  for (const service of services) await service.stop()
})

async function statuses(service: AuthService, forwardedFor: string[]): Promise<number[]> {
  const seen: number[] = []
  for (const hop of forwardedFor) {
    const response = await fetch(`${service.url}/session/refresh`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': hop }, body: '{}' })
    seen.push(response.status)
  }
  return seen
}

describe('client IP', () => {
  it('behind a trusted proxy, counts each client by the last X-Forwarded-For hop', async () => {
    const service = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: 'http://127.0.0.1:4996', smtpPort: 25, perIpPerMinute: 2, trustProxy: true })
    services.push(service)
    // 401: the request got through the limit (no such session); 429: the limit stopped it.
    assert.deepEqual(await statuses(service, ['203.0.113.1', '198.51.100.9, 203.0.113.1', '203.0.113.1', '203.0.113.2']), [401, 401, 429, 401])
  })

  it('without trustProxy, ignores the header: anyone could send it', async () => {
    const service = await startAuthService({ secret: DEVNET_SERVER_SECRET, secureOrigin: 'http://127.0.0.1:4996', smtpPort: 25, perIpPerMinute: 2 })
    services.push(service)
    assert.deepEqual(await statuses(service, ['203.0.113.1', '203.0.113.2', '203.0.113.3']), [401, 401, 429])
  })
})
