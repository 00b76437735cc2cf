import { afterAll, beforeAll } from 'vitest';
import { DEMO_USER, type DemoUser } from '../../demo/identity-provider/accounts.ts';
import {
  type IdentityProviderHandle,
  startIdentityProvider,
} from '../../demo/identity-provider/server.ts';
import {
  ClientSessionResponseSchema,
  ExternalSignInResponseSchema,
  PUBLIC_WIDGET_SECRET,
} from '../../src/api/contract/index.ts';
import type { App } from '../app.ts';
import { useDemoIssuer } from '../db/seed/identity-providers.ts';
import { data, type TestContext, type TestResponse } from './harness.ts';
import { signInAtProvider } from './oidc-browser.ts';

export const ORIGIN = 'https://book.test';
export const CALLBACK = `${ORIGIN}/api/v1/memberships/oidc/callback`;
export const RETURN_TO = `${ORIGIN}/sso/custom/callback?hotel_code=sakura-tokyo`;

export interface OidcFixture {
  op: IdentityProviderHandle;
  /** The app with the demo provider's client secret configured. */
  app: App;
  /** A widget client session of the demo brand. */
  session: string;
  start(provider: string, body?: Record<string, unknown>): Promise<TestResponse>;
  authorizationUrl(provider?: string, body?: Record<string, unknown>): Promise<URL>;
  /** The browser arriving at the callback: status, Location and page. */
  callback(url: string): Promise<{ status: number; location: string | null; body: string }>;
  /** Start, sign in at the provider as `user`: the callback URL the provider sends back to. */
  walk(provider?: string, body?: Record<string, unknown>, user?: DemoUser): Promise<string>;
  /** The whole flow: where the callback sends the browser, as a URL. */
  signIn(provider?: string, body?: Record<string, unknown>, user?: DemoUser): Promise<URL>;
}

/**
 * The demo identity provider on a free port (one per test file, for every database suite) and,
 * per suite, the demo brand pointed at it; the provider knows `users`.
 */
export function useOidc(
  get: () => TestContext,
  users: readonly DemoUser[] = [DEMO_USER],
): () => OidcFixture {
  let fixture: OidcFixture | undefined;
  let op: IdentityProviderHandle | undefined;
  beforeAll(async () => {
    const ctx = get();
    op ??= await startIdentityProvider({ port: 0, redirectUris: () => [CALLBACK], users });
    const provider = op;
    await useDemoIssuer(ctx.handle.db, provider.issuer, provider.clientId);
    const app = ctx.appWith({ oidcClientSecrets: { [provider.clientId]: provider.clientSecret } });
    const res = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'sakura-tokyo',
      secret: PUBLIC_WIDGET_SECRET,
    });
    const session = data(res, ClientSessionResponseSchema).data.client_session;
    const start = (name: string, body: Record<string, unknown> = {}) =>
      ctx.call(
        'POST',
        `/api/v1/memberships/${name}/sign_in`,
        { return_to: RETURN_TO, display: 'page', locale: 'ja', ...body },
        { 'X-Client-Session': session },
        app,
      );
    const authorizationUrl = async (name = 'open_id', body: Record<string, unknown> = {}) =>
      new URL(data(await start(name, body), ExternalSignInResponseSchema).data.authorization_url);
    const callback = async (url: string) => {
      const answer = await app.request(url.replace(ORIGIN, ''));
      return {
        status: answer.status,
        location: answer.headers.get('location'),
        body: await answer.text(),
      };
    };
    const walk = async (
      name = 'open_id',
      body: Record<string, unknown> = {},
      user: DemoUser = users[0] ?? DEMO_USER,
    ) => {
      const auth = await authorizationUrl(name, body);
      const { callback: back } = await signInAtProvider(auth.href, CALLBACK, user);
      if (!back) throw new Error('the provider did not send the browser back');
      return back;
    };
    const signIn = async (
      name?: string,
      body?: Record<string, unknown>,
      user?: DemoUser,
    ): Promise<URL> => new URL((await callback(await walk(name, body, user))).location ?? '');
    fixture = { op: provider, app, session, start, authorizationUrl, callback, walk, signIn };
  });
  afterAll(async () => {
    await op?.close();
    op = undefined;
  });
  return () => {
    if (!fixture) throw new Error('OpenID fixture not ready');
    return fixture;
  };
}
