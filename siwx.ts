/** Sign-in with a wallet (SIWX): ready-made configs for the `siwx` option, and the message helpers. */
export { LocalSiwx, type LocalSiwxOptions } from './siwx/local.js'
export { ServerSiwx, type ServerSiwxOptions } from './siwx/server.js'
export { siweConfigToSiwx } from './controllers/siwx/siwe-config.js'
export { formatSiwxMessage, pageMessageData, toSiwxMessage } from './controllers/siwx/message.js'
export { verifySiwxSignature } from './siwx/verify.js'
export type { AppKitSession, SIWEConfig, SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from './types/public.js'
