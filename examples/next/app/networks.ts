import { bsc, mainnet } from 'w3m-kit/networks'

/** The site's networks: createAppKit's (app/providers.tsx), and what the server accepts from a visitor's cookie (app/layout.tsx). */
export const networks = [mainnet, bsc]
