import type { DirectoryWallet } from '../clients/types.js'

/**
 * The wallet directory as the gallery answers it. The real service cannot exist offline, so the
 * page's fetch answers `<directory>/getWallets` from fixtures and never lets such a request leave;
 * the logos it names are files served beside the gallery (`.storybook/fixtures/directory/`).
 */
export type DirectoryAnswer =
  | { kind: 'wallets'; wallets: readonly DirectoryWallet[]; count?: number }
  /** Never answers: the lists stay loading. */
  | { kind: 'pending' }
  /** Answers with an HTTP error the client does not retry. */
  | { kind: 'error'; status: 400 | 404 }

/** The directory base URL every story's options carry (same origin as the gallery). */
export const DIRECTORY_URL = new URL('fixtures/directory', document.baseURI).href

let answer: DirectoryAnswer = { kind: 'wallets', wallets: [] }
let answered = 0

/** Sets what the directory answers in this story (the preview's loader calls it before each story). */
export function answerDirectoryWith(next: DirectoryAnswer): void {
  answer = next
  answered = 0
}

/** How many directory requests this story got an answer to: play functions wait on it. */
export function directoryAnswers(): number {
  return answered
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function getWallets(url: URL): Promise<Response> {
  if (answer.kind === 'pending') return new Promise(() => {})
  answered++
  if (answer.kind === 'error') return Promise.resolve(json({ message: 'The gallery directory refused this request' }, answer.status))
  const param = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean) ?? []
  const include = param('include')
  const exclude = param('exclude')
  const search = url.searchParams.get('search')?.toLowerCase() ?? ''
  const matching = answer.wallets.filter(
    wallet => (!include.length || include.includes(wallet.id)) && !exclude.includes(wallet.id) && wallet.name.toLowerCase().includes(search)
  )
  const entries = Number(url.searchParams.get('entries') ?? 40)
  const page = Number(url.searchParams.get('page') ?? 1)
  const count = answer.count !== undefined && !include.length && !search ? answer.count : matching.length
  return Promise.resolve(json({ data: matching.slice((page - 1) * entries, page * entries), count }))
}

let installed = false

/** Wraps the page's fetch once: directory requests are answered here, everything else passes. */
export function installGalleryDirectory(): void {
  if (installed) return
  installed = true
  const realFetch = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), document.baseURI)
    if (url.href.startsWith(`${DIRECTORY_URL}/`)) {
      if (url.pathname.endsWith('/getWallets')) return getWallets(url)
      return Promise.resolve(json({ message: `The gallery directory has no ${url.pathname}` }, 404))
    }
    return realFetch(input, init)
  }
}
