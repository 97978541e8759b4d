import type { IncomingMessage } from 'node:http'

/**
 * The address a rate limit counts: the socket's peer, or behind a reverse proxy that the operator
 * trusts, the last `X-Forwarded-For` hop (the one that proxy appended; earlier hops are the
 * client's own words). Without `trustProxy` the header is ignored: anyone could send it.
 */
export function clientIp(req: IncomingMessage, trustProxy = false): string {
  const peer = req.socket.remoteAddress ?? ''
  if (!trustProxy) return peer
  const header = req.headers['x-forwarded-for']
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(hop => hop.trim()).filter(Boolean)
  return hops.at(-1) ?? peer
}
