import { createServer } from 'node:net'

/** A loopback port free right now (tests and the bench give the server fixed ports in its config). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  const port = (server.address() as { port: number }).port
  await new Promise(done => server.close(done))
  return port
}
