import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  externalSignInCallback,
  startExternalSignIn as startEndpoint,
} from '../../src/api/contract/endpoints/membership.ts';
import { ExternalProviderSchema } from '../../src/api/contract/index.ts';
import { notFound } from '../http/errors.ts';
import { requireClient } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { signInCodeForIdentity } from '../services/identity-providers/external-members.ts';
import {
  finishExternalSignIn,
  type RelyingPartyDeps,
  startExternalSignIn,
} from '../services/identity-providers/relying-party.ts';
import { withParams } from '../services/identity-providers/return-to.ts';
import type { AppEnv, RouteDeps } from './context.ts';

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/** A page for the one case with nowhere to send the browser: a state we never issued. */
function deadEndPage(): Response {
  return new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in link not valid</title>' +
      '<p>This sign-in is not valid any more. Close this window and sign in again.</p></html>',
    {
      status: 400,
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
      },
    },
  );
}

/**
 * `POST /memberships/{provider}/sign_in` and the providers' redirect back
 * (`GET /memberships/oidc/callback`): OpenID Connect and social sign-in, one code path for
 * every provider (open_id, facebook, line, creansmaerd), configured per brand.
 */
export function externalSignInRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  oidc: Pick<RelyingPartyDeps, 'discovery' | 'secretFor'>,
): void {
  // Built per request: publicOrigin is a getter (main.ts learns its URL after listening).
  const rp = (): RelyingPartyDeps => ({
    db: deps.db,
    discovery: oidc.discovery,
    secretFor: oidc.secretFor,
    publicOrigin: deps.publicOrigin,
    allowedOrigins: deps.allowedOrigins,
    now: deps.now,
    logger: deps.logger,
  });

  register(app, startEndpoint, async ({ c, params, body }) => {
    const provider = v.safeParse(ExternalProviderSchema, params.provider);
    if (!provider.success) throw notFound(`sign-in provider ${params.provider.slice(0, 40)}`);
    const { brandId } = requireClient(c);
    const input = await body();
    const url = await startExternalSignIn(rp(), {
      brandId,
      provider: provider.output,
      returnTo: input.return_to,
      display: input.display,
      locale: input.locale,
      otid: input.otid,
      openerOrigin: input.opener_origin,
    });
    return { data: { authorization_url: url } };
  });

  register(app, externalSignInCallback, async ({ c }) => {
    const query = new URL(c.req.url).searchParams;
    const outcome = await finishExternalSignIn(rp(), query);
    const pending = outcome.pending;
    if (!pending) return deadEndPage();
    // The hosted callback page hands the code to its opener when it was a pop-up; the
    // points-program's one-time id goes back with the answer, as its own callback does.
    const popup: Record<string, string> = {
      ...(pending.display === 'popup' ? { display: 'popup' } : {}),
      ...(pending.display === 'popup' && pending.openerOrigin !== null
        ? { opener: pending.openerOrigin }
        : {}),
      ...(pending.otid !== null ? { otid: pending.otid } : {}),
    };
    let params: Record<string, string>;
    if (outcome.ok) {
      const code = await signInCodeForIdentity(deps, pending, outcome.identity).catch(
        (error: unknown) => {
          // E.g. the same person's two first sign-ins racing for one e-mail: try again.
          deps.logger({
            level: 'warn',
            msg: 'external sign-in: member not resolved',
            provider: pending.provider,
            error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
          });
          return { ok: false as const, reason: 'sign_in_failed' as const };
        },
      );
      params = code.ok
        ? { brand_custom_auth_token: code.code, ...popup }
        : { error: code.reason, ...popup };
    } else params = { error: outcome.reason, ...popup };
    return new Response(null, {
      status: 302,
      headers: { ...NO_STORE, Location: withParams(pending.returnTo, params) },
    });
  });
}
