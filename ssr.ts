// w3m-kit/ssr: what a server needs to render a returning visitor connected (option `ssr`). Pure code,
// no DOM and no Lit: a Next.js server component, a SvelteKit load or any Node handler imports it.
export { cookieToInitialState, STATE_COOKIE } from './controllers/state-cookie/initial-state.js'
export type { AppKitInitialState } from './types/public.js'
