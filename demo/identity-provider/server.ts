import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { checkCredentials, claimsOf, DEMO_USER, type DemoUser } from './accounts.ts';
import { loginPage } from './login-page.ts';
import { createMemoryStore } from './memory-store.ts';

/** The demo brand's client at this provider (the provider server is the relying party). */
export const DEMO_CLIENT_ID = 'sakura-booking';

export interface IdentityProviderOptions {
  /** OIDC_PORT, default 8789; 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Generated at start when not given (OIDC_CLIENT_SECRET): no secret lives in the repo. */
  clientSecret?: string;
  /**
   * The client's redirect URIs. Read on the first request, so the provider server may start
   * after this one (both can listen on free ports).
   */
  redirectUris: () => string[];
  users?: readonly DemoUser[];
}

export interface IdentityProviderHandle {
  /** The issuer: this server's URL. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: readonly DemoUser[];
  close(): Promise<void>;
}

/**
 * The sign-in page's headers. Chromium applies `form-action` to the redirects after the form is
 * sent too, so the relying party's callback origins are allowed beside 'self': the sign-in ends
 * with a redirect through the authorization endpoint to the client's redirect URI.
 */
const pageHeaders = (redirectUris: readonly string[]) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[
    ...new Set(redirectUris.map((uri) => new URL(uri).origin)),
  ].join(' ')}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
});

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function configuration(
  clientSecret: string,
  redirectUris: string[],
  users: readonly DemoUser[],
): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    adapter: createMemoryStore(),
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Keys made at start: nothing to keep, and the provider's development keys stay unused.
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Seconds. Short: a demo session, and every artifact dies with the process anyway.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 900,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const user = users.find((u) => u.sub === sub);
      return user && { accountId: user.sub, claims: async () => claimsOf(user) };
    },
    // The only client is the brand's own booking site (first party): consent is implied, so
    // the grant covers what it asked for and the user never sees a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, params, provider } = ctx.oidc;
      const existing = result?.consent?.grantId ?? (client && session?.grantIdFor(client.clientId));
      if (existing) return provider.Grant.find(existing);
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
      await grant.save();
      return grant;
    },
  };
}

/**
 * The demo identity provider: a real OpenID Provider (`oidc-provider`) on its own origin,
 * standing in for a hotel brand's identity provider so OpenID / social sign-in works end to
 * end on one machine. One client (the demo brand), PKCE required, a sign-in form for the demo
 * users; state lives in memory and is lost on restart.
 */
export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProviderHandle> {
  const users = options.users ?? [DEMO_USER];
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  let issuer = '';
  let provider: Provider | undefined;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const ready = (): Provider => {
    if (!provider) {
      provider = new Provider(issuer, configuration(clientSecret, options.redirectUris(), users));
      handle = provider.callback();
    }
    return provider;
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, op: Provider) => {
    const details = await op.interactionDetails(req, res);
    const action = new URL(req.url ?? '/', issuer).pathname.split('/')[3];
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      // Consent is implied for the first-party client; loadExistingGrant normally grants it
      // before this prompt, this covers whatever it did not.
      const grant = new op.Grant({
        accountId: details.session.accountId,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(
        typeof details.params.scope === 'string' ? details.params.scope : 'openid',
      );
      const grantId = await grant.save();
      await op.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (details.prompt.name !== 'login')
      throw new Error(`unexpected prompt ${details.prompt.name}`);
    const page = (email?: string, error?: string) => {
      res.writeHead(error ? 401 : 200, pageHeaders(options.redirectUris()));
      res.end(
        loginPage({
          uid: details.uid,
          clientName: 'Sakura Hotels booking',
          ...(email !== undefined ? { email } : {}),
          ...(error !== undefined ? { error } : {}),
        }),
      );
    };
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const user = checkCredentials(users, email, form.get('password') ?? '');
      if (!user) {
        page(email, 'The e-mail or password is not right.');
        return;
      }
      await op.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'GET' && action === undefined) {
      page();
      return;
    }
    res.writeHead(405).end();
  };

  const server: Server = createServer((req, res) => {
    const op = ready();
    if ((req.url ?? '').startsWith('/interaction/')) {
      interaction(req, res, op).catch(() => {
        // An expired or unknown interaction: the cookie or the uid is gone.
        if (!res.headersSent) res.writeHead(400, pageHeaders(options.redirectUris()));
        res.end(
          '<!doctype html><title>Sign-in expired</title><p>This sign-in has expired. Start again.</p>',
        );
      });
      return;
    }
    handle?.(req, res);
  });
  await new Promise<void>((done) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => done()),
  );
  const { port } = server.address() as AddressInfo;
  issuer = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return {
    issuer,
    clientId: DEMO_CLIENT_ID,
    clientSecret,
    users,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
