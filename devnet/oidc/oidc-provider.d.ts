// oidc-provider 9 ships no types (and @types/oidc-provider is not installed): only what devnet/oidc uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface ClientMetadata {
    client_id: string
    client_name?: string
    token_endpoint_auth_method?: 'none' | 'client_secret_basic'
    client_secret?: string
    redirect_uris: string[]
    response_types: string[]
    grant_types: string[]
  }

  export interface Account {
    accountId: string
    claims(): Record<string, unknown>
  }

  export interface Interaction {
    uid: string
    prompt: { name: string }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
  }

  /** A stored model (session, grant, code…) as the provider hands it to its adapter. */
  export interface AdapterPayload {
    grantId?: string
    userCode?: string
    uid?: string
    consumed?: number
    [key: string]: unknown
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  export interface Configuration {
    adapter: new (name: string) => Adapter
    clients: ClientMetadata[]
    jwks: { keys: Array<Record<string, unknown>> }
    cookies: { keys: string[] }
    pkce: { required: () => boolean }
    clientAuthMethods: Array<'none' | 'client_secret_basic' | 'client_secret_post'>
    ttl: Record<string, number>
    scopes: string[]
    claims: Record<string, string[]>
    conformIdTokenClaims: boolean
    features: Record<string, { enabled: boolean }>
    interactions: { url: (ctx: unknown, interaction: { uid: string }) => string }
    findAccount: (ctx: unknown, sub: string) => Account | undefined
    renderError: (ctx: { type: string; body: unknown }, out: { error?: string; error_description?: string }) => void
  }

  export interface InteractionResult {
    login?: { accountId: string }
    consent?: { grantId: string }
    error?: string
    error_description?: string
  }

  export class Grant {
    constructor(init: { accountId: string; clientId: string })
    static find(id: string): Promise<Grant | undefined>
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    /** A Koa middleware around every provider route. */
    use(
      middleware: (
        ctx: { path: string; status: number; body: unknown; get(header: string): string; oidc?: { client?: { clientId: string }; params?: Record<string, unknown> }; response: { get(name: string): string | undefined; set(name: string, value: string): void } },
        next: () => Promise<void>
      ) => Promise<void>
    ): void
  }
}
