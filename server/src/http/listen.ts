import type { Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface Listening {
  url: string
  port: number
  /** Drops open connections (keep-alive sockets would hold `close` forever), then closes. */
  close(): Promise<void>
}

/** Starts `server` on `host:port` (0: any free port) and tracks its sockets so it can stop at once. */
export async function listen(server: Server, options: { host?: string; port?: number } = {}): Promise<Listening> {
  const sockets = new Set<Socket>()
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>(resolve => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
