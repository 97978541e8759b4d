import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeJsonApi {
  url: string
  /** Every request URL, in order. */
  requests: URL[]
  close(): Promise<void>
}

/**
 * A local HTTP server answering JSON as `respond` says, for hosted APIs that cannot run offline
 * (the tests using it name the API and the behaviour spec shape they imitate).
 */
export async function startFakeJsonApi(respond: (url: URL) => { status: number; body: unknown }): Promise<FakeJsonApi> {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost')
    requests.push(url)
    const { status, body } = respond(url)
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>(resolve => server.close(() => resolve()))
  }
}
