/**
 * The part of `oidc-provider` 9 (no bundled types) the demo identity provider uses. Kept
 * narrow on purpose: only what server.ts calls, typed as the package documents it.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: { scope?: unknown };
      provider: Provider;
    };
  }

  export interface Configuration {
    /** A class constructed per model name (Session, Interaction, AccessToken …). */
    adapter?: new (
      model: string,
    ) => unknown;
    clients: ClientMetadata[];
    findAccount(ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required: () => boolean };
    features?: { devInteractions?: { enabled: boolean } };
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): Promise<string> };
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    ttl?: Record<string, number>;
    renderError?(
      ctx: { type: string; body: unknown },
      out: Record<string, string>,
      error: Error,
    ): Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export default Provider;
}
