/**
 * The server secret of the devnet's auth service and of the tests that start one (W3M_SERVER_SECRET
 * for the packed server): its keys for codes, approval links and sealed sign-in state derive from it.
 * Public on purpose: a devnet guards no real account. Never use it for a real server.
 */
export const DEVNET_SERVER_SECRET = 'devnet-server-secret-not-for-production-0123456789'
