import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { serveStatic, type StaticServer, type StaticServerOptions } from '../demo/static-server.js'

/**
 * The bench's pages served from a process of their own (demo/static-server.ts's serveStatic there).
 * In the bench's process, the server answered only when that process ran: Playwright's driver, the
 * trace's CDP events and the devnet's services share it, and on a loaded machine a page's document
 * arrived anywhere from 4 to 390 ms after navigation (peers-bench, session 17). Only what the bench
 * passes is carried across: the root, the injected script and headers (no route handlers).
 */
export type PageServerOptions = Omit<StaticServerOptions, 'routes'>

const SERVE_FLAG = '--w3m-bench-page-server'

export async function servePages(options: PageServerOptions): Promise<StaticServer> {
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = once(child, 'exit')
  type Answer = { url?: string; error?: string }
  const ready = once(child, 'message') as Promise<[Answer]>
  child.send(options)
  const [answer] = await Promise.race([ready, exited.then(([code]): [Answer] => [{ error: `the page server exited (${code})` }])])
  if (!answer.url) throw new Error(answer.error ?? 'the page server gave no address')
  return {
    url: answer.url,
    stop: async () => {
      if (child.exitCode === null) child.kill()
      await exited
    }
  }
}

// The child: one server with the options it is sent, its address sent back; it ends when the bench stops it.
if (process.argv.includes(SERVE_FLAG)) {
  process.once('message', (options: PageServerOptions) => {
    serveStatic(options).then(
      server => process.send!({ url: server.url }),
      (error: Error) => process.send!({ error: error.message }, () => process.exit(1))
    )
  })
}
