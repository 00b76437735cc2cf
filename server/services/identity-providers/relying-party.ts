import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import { externalSignInCallback } from '../../../src/api/contract/endpoints/membership.ts';
import { ErrorCode, type ExternalProvider } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import type { Logger } from '../../http/logger.ts';
import { hashToken } from '../reservations/tokens.ts';
import type { Discovery } from './discovery.ts';
import { allowedOpenerOrigin, allowedReturnTo } from './return-to.ts';

/** A started sign-in waits this long for the provider's redirect back. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

export interface RelyingPartyDeps {
  db: Kysely<Database>;
  discovery: Discovery;
  /** The client secret of a client id at its issuer (server configuration, never the DB). */
  secretFor(clientId: string): string | undefined;
  publicOrigin: string;
  allowedOrigins: readonly string[] | '*';
  now: () => Date;
  logger: Logger;
}

export interface StartRequest {
  brandId: number;
  provider: ExternalProvider;
  returnTo: string;
  display: 'page' | 'popup';
  locale: string | undefined;
  otid: string | undefined;
  /** A pop-up's opener (the page with the inline widget). */
  openerOrigin: string | undefined;
}

/** What the provider says about the person (claims of the ID token, else of userinfo). */
export interface ExternalIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface PendingSignIn {
  brandId: number;
  provider: ExternalProvider;
  returnTo: string;
  display: 'page' | 'popup';
  otid: string | null;
  openerOrigin: string | null;
  locale: string | null;
}

/** Short codes the callback puts in `error=` on return_to (the widget maps them to messages). */
export type SignInFailure =
  | 'invalid_state'
  | 'state_used'
  | 'expired'
  | 'access_denied'
  | 'provider_unavailable'
  | 'sign_in_failed'
  | 'email_missing'
  | 'email_unverified'
  | 'not_registered';

export type CallbackOutcome =
  | { ok: true; pending: PendingSignIn; identity: ExternalIdentity }
  | { ok: false; pending: PendingSignIn | undefined; reason: SignInFailure };

export const callbackUrl = (publicOrigin: string): string =>
  new URL(externalSignInCallback.path, publicOrigin).href;

/** The brand's enabled provider row with its secret, or a 422 naming what is missing. */
async function clientOf(deps: RelyingPartyDeps, brandId: number, provider: ExternalProvider) {
  const row = await deps.db
    .selectFrom('brand_identity_providers')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('provider', '=', provider)
    .where('enabled', '=', true)
    .executeTakeFirst();
  const secret = row && deps.secretFor(row.client_id);
  if (!row || secret === undefined) return undefined;
  return {
    row,
    credentials: { issuer: row.issuer, clientId: row.client_id, clientSecret: secret },
  };
}

/** Our locale codes (`zh_Hans`) as BCP 47 tags for `ui_locales` (`zh-Hans`). */
const uiLocale = (locale: string): string => locale.replace('_', '-');

/**
 * Starts a sign-in: checks return_to, keeps state (hashed), nonce and PKCE verifier for ten
 * minutes, and answers the provider's authorization URL (code flow, PKCE S256).
 */
export async function startExternalSignIn(
  deps: RelyingPartyDeps,
  request: StartRequest,
): Promise<string> {
  if (!allowedReturnTo(request.returnTo, deps.publicOrigin, deps.allowedOrigins))
    throw invalid('return_to', 'must be a page of this booking site or of an allowed origin');
  // A pop-up hands its code to its opener: which one is decided here, never by the page.
  let openerOrigin: string | null = null;
  if (request.display === 'popup') {
    openerOrigin =
      request.openerOrigin === undefined
        ? null
        : (allowedOpenerOrigin(request.openerOrigin, deps.publicOrigin, deps.allowedOrigins) ??
          null);
    if (openerOrigin === null)
      throw invalid('opener_origin', 'must be the origin of an allowed site for a pop-up');
  }
  const found = await clientOf(deps, request.brandId, request.provider);
  if (!found) {
    throw new DomainError(
      ErrorCode.notAllowed,
      422,
      `Sign-in with ${request.provider} is not available for this brand.`,
      'provider',
    );
  }
  let config: client.Configuration;
  try {
    config = await deps.discovery.configuration(found.credentials);
  } catch (error) {
    deps.logger({
      level: 'warn',
      msg: 'identity provider discovery failed',
      provider: request.provider,
      issuer: found.row.issuer,
      error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
    throw new DomainError(
      ErrorCode.internal,
      502,
      'The sign-in service cannot be reached. Please try again later.',
    );
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const now = deps.now();
  // Pending sign-ins nobody came back from are dead weight after a day.
  await deps.db
    .deleteFrom('external_sign_ins')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
  // The one-time id belongs to the points-program login only (doc 2 §7 "Other behaviour").
  const otid = request.provider === 'creansmaerd' ? (request.otid ?? null) : null;
  await deps.db
    .insertInto('external_sign_ins')
    .values({
      state_hash: hashToken(state),
      brand_id: request.brandId,
      provider: request.provider,
      nonce,
      code_verifier: verifier,
      return_to: request.returnTo,
      display: request.display,
      otid,
      opener_origin: openerOrigin,
      locale: request.locale ?? null,
      expires_at: new Date(now.getTime() + PENDING_SIGN_IN_MS),
    })
    .execute();
  const params: Record<string, string> = {
    redirect_uri: callbackUrl(deps.publicOrigin),
    response_type: 'code',
    scope: found.row.scopes.split(/\s+/).includes('openid')
      ? found.row.scopes
      : `openid ${found.row.scopes}`,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (request.locale && /^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/.test(request.locale))
    params.ui_locales = uiLocale(request.locale);
  if (request.display === 'popup') params.display = 'popup';
  if (otid !== null) params.otid = otid;
  return client.buildAuthorizationUrl(config, params).href;
}

/**
 * Spends the pending sign-in named by `state` (once: a second callback with the same state
 * finds it used). Answers it, or why not.
 */
async function spendPending(
  deps: RelyingPartyDeps,
  state: string,
): Promise<
  | { ok: true; row: PendingSignIn & { nonce: string; code_verifier: string } }
  | { ok: false; pending: PendingSignIn | undefined; reason: SignInFailure }
> {
  const now = deps.now();
  const spent = await deps.db
    .updateTable('external_sign_ins')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(state))
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  const pendingOf = (row: {
    brand_id: number;
    provider: ExternalProvider;
    return_to: string;
    display: 'page' | 'popup';
    otid: string | null;
    opener_origin: string | null;
    locale: string | null;
  }): PendingSignIn => ({
    brandId: row.brand_id,
    provider: row.provider,
    returnTo: row.return_to,
    display: row.display,
    otid: row.otid,
    openerOrigin: row.opener_origin,
    locale: row.locale,
  });
  if (!spent) {
    const used = await deps.db
      .selectFrom('external_sign_ins')
      .selectAll()
      .where('state_hash', '=', hashToken(state))
      .executeTakeFirst();
    return used
      ? { ok: false, pending: pendingOf(used), reason: 'state_used' }
      : { ok: false, pending: undefined, reason: 'invalid_state' };
  }
  if (spent.expires_at.getTime() <= now.getTime())
    return { ok: false, pending: pendingOf(spent), reason: 'expired' };
  return {
    ok: true,
    row: { ...pendingOf(spent), nonce: spent.nonce, code_verifier: spent.code_verifier },
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The provider's redirect back: state (single use, not expired), then the code exchanged with
 * the PKCE verifier; openid-client checks the `iss` parameter, the ID token's signature,
 * issuer, audience, expiry and nonce. Claims missing from the ID token are read from userinfo.
 */
export async function finishExternalSignIn(
  deps: RelyingPartyDeps,
  query: URLSearchParams,
): Promise<CallbackOutcome> {
  const state = query.get('state');
  if (!state || state.length > 200)
    return { ok: false, pending: undefined, reason: 'invalid_state' };
  const spent = await spendPending(deps, state);
  if (!spent.ok) return spent;
  const { nonce, code_verifier: verifier, ...pending } = spent.row;
  const fail = (reason: SignInFailure, error?: unknown): CallbackOutcome => {
    deps.logger({
      level: 'warn',
      msg: 'external sign-in failed',
      provider: pending.provider,
      reason,
      error: error instanceof Error ? error.message.slice(0, 200) : undefined,
    });
    return { ok: false, pending, reason };
  };
  // The person declined or the provider refused: nothing to exchange.
  if (query.has('error'))
    return fail(query.get('error') === 'access_denied' ? 'access_denied' : 'sign_in_failed');
  const found = await clientOf(deps, pending.brandId, pending.provider);
  if (!found) return fail('provider_unavailable');
  let config: client.Configuration;
  try {
    config = await deps.discovery.configuration(found.credentials);
  } catch (error) {
    return fail('provider_unavailable', error);
  }
  try {
    const current = new URL(callbackUrl(deps.publicOrigin));
    current.search = query.toString();
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return fail('sign_in_failed');
    let claims: Record<string, unknown> = { ...idClaims };
    if (text(claims.email) === undefined && tokens.access_token) {
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims };
    }
    return {
      ok: true,
      pending,
      identity: {
        subject: idClaims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: text(claims.name),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      },
    };
  } catch (error) {
    return fail('sign_in_failed', error);
  }
}
