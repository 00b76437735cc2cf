import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import {
  exchangeTokens,
  getCurrentUser,
  signOut,
} from '../../api/contract/endpoints/membership.ts';
import { ApiError } from '../../api/errors/api-error.ts';
import { LOCAL_CODES } from '../../api/errors/local-codes.ts';
import { clearError, type Store, setError } from '../errors/slots.ts';
import { authAtom } from '../startup/init-state.ts';
import type { StartupParams } from '../startup/startup-params.ts';
import { forgetMemberSession, keepMemberSession, memberTokenStore } from './member-session.ts';

/**
 * The member half of startup and of the session's life (product.md §2 "Startup", §4
 * "Refresh-token login", "Brand custom auth", doc 2 §8 "401"). Loaded on demand by the runtime
 * only when there is a member session to look at, so an anonymous guest's first screen carries
 * none of it.
 */
export interface MemberContext {
  readonly client: ApiClient;
  readonly store: Store;
  readonly brandId: number;
  /** The app's navigation (browser history hosted, memory location inline). */
  readonly navigate?: (to: string, options?: { replace?: boolean }) => void;
  /** Where "search" is for this widget (results, or Facilities brand-wide). */
  readonly searchPath?: string;
  /** A client session exists (the chatbot's refresh needs one). */
  readonly hasClientSession?: () => boolean;
}

/** Pages a refreshed login leaves for search (product.md §4 "refresh-login-from-chatbot"). */
const SIGN_IN_PAGES = new Set(['/sign-in', '/sign-up', '/forgot-password']);

/**
 * Routes where a brand custom auth token from the address is exchanged (product.md §4): the
 * results (`/` redirects there) and the Facilities page.
 */
const CUSTOM_AUTH_ROUTES = new Set(['/', '/booking/result', '/facilities']);

/** Asks `/user/me` who the current access token belongs to; signs in or forgets. */
async function identifyWith(
  ctx: MemberContext,
  accessToken: string,
  refreshToken: string,
): Promise<boolean> {
  ctx.store.set(authAtom, { status: 'token', accessToken });
  try {
    const me = await callEndpoint(ctx.client, getCurrentUser);
    // The call may have refreshed the tokens on the way (a 401 1400): keep the live ones.
    const auth = ctx.store.get(authAtom);
    const live = auth.status === 'anonymous' ? accessToken : auth.accessToken;
    const liveRefresh = auth.status === 'member' ? auth.refreshToken : refreshToken;
    ctx.store.set(authAtom, {
      status: 'member',
      accessToken: live,
      refreshToken: liveRefresh,
      member: me.data,
    });
    return true;
  } catch {
    // A session that is invalid or of another brand (3402) is forgotten; the 401 hook has
    // already told the guest they were signed out where that applies.
    forgetMemberSession(ctx.store, ctx.brandId);
    return false;
  }
}

/** Exchanges a grant at memberships/tokens and keeps the session it answers. */
async function exchange(
  ctx: MemberContext,
  body:
    | { grant_type: 'refresh_token'; refresh_token: string }
    | { grant_type: 'custom_authentication_code'; code: string },
): Promise<void> {
  // Anonymous while exchanging: no stale bearer token goes with the grant.
  ctx.store.set(authAtom, { status: 'anonymous' });
  const answer = await callEndpoint(ctx.client, exchangeTokens, { body });
  keepMemberSession(ctx.store, ctx.brandId, answer.data);
}

/** An error for the global banner saying the brand's custom login failed (doc 2 §8). */
export function customLoginFailed(): ApiError {
  return new ApiError({
    status: 0,
    code: LOCAL_CODES.customLoginFailed,
    title: 'Custom login failed',
    local: true,
  });
}

/**
 * Startup, after the init settings: a `refresh_token`, one-time access token or brand custom
 * auth token from the address is exchanged for a session; otherwise a member token from the address, else the
 * brand's stored session, is checked with `/user/me`.
 */
export async function startMemberSession(
  ctx: MemberContext,
  params: StartupParams,
  path: string,
): Promise<void> {
  const refreshToken = params.raw.refresh_token;
  if (refreshToken) {
    forgetMemberSession(ctx.store, ctx.brandId);
    try {
      await exchange(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken });
      clearError(ctx.store, 'global');
    } catch (error) {
      setError(ctx.store, 'global', error);
    }
    return;
  }
  // A one-time token (a chatbot handing over a sign-in, a link) is exchanged for this frame's
  // own session; one already spent falls back to the normal identity check (product.md §4).
  const oneTime = params.raw.one_time_access_token;
  if (oneTime) {
    try {
      await exchange(ctx, { grant_type: 'custom_authentication_code', code: oneTime });
      return;
    } catch {
      // Spent, expired or of another brand: as if there had been none.
    }
  }
  if (params.brandCustomAuthToken && CUSTOM_AUTH_ROUTES.has(path)) {
    forgetMemberSession(ctx.store, ctx.brandId);
    try {
      await exchange(ctx, {
        grant_type: 'custom_authentication_code',
        code: params.brandCustomAuthToken,
      });
    } catch {
      setError(ctx.store, 'global', customLoginFailed());
    }
    return;
  }
  if (params.accessToken) {
    await identifyWith(ctx, params.accessToken, '');
    return;
  }
  await restoreStoredSession(ctx);
}

/** Reads the brand's stored session and asks `/user/me`; anonymous when there is none. */
export async function restoreStoredSession(ctx: MemberContext): Promise<boolean> {
  const stored = memberTokenStore(ctx.brandId).read();
  if (!stored) {
    ctx.store.set(authAtom, { status: 'anonymous' });
    return false;
  }
  return identifyWith(ctx, stored.access_token, stored.refresh_token);
}

/**
 * The access token expired (401 1400): one exchange of the refresh token. True when a fresh
 * session is kept; false (and the session forgotten) otherwise.
 */
export async function refreshMemberSession(ctx: MemberContext): Promise<boolean> {
  const auth = ctx.store.get(authAtom);
  const refreshToken =
    (auth.status === 'member' && auth.refreshToken) ||
    memberTokenStore(ctx.brandId).read()?.refresh_token;
  if (!refreshToken) return false;
  try {
    ctx.store.set(authAtom, { status: 'anonymous' });
    const answer = await callEndpoint(ctx.client, exchangeTokens, {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    keepMemberSession(ctx.store, ctx.brandId, answer.data);
    return true;
  } catch {
    // Put back what was there so the 401 hook signs out as it does for any refused token.
    ctx.store.set(authAtom, auth);
    memberTokenStore(ctx.brandId).remove();
    return false;
  }
}

/** Signs out: the server revokes the session (a failure is only logged), then it is forgotten. */
export async function signOutMember(ctx: MemberContext): Promise<void> {
  if (ctx.store.get(authAtom).status !== 'anonymous') {
    try {
      await callEndpoint(ctx.client, signOut);
    } catch {
      // doc 2 §8: "logout failure: logged only"; the session is forgotten here regardless.
      console.warn('hotel-booking: sign-out request failed; signed out on this device');
    }
  }
  forgetMemberSession(ctx.store, ctx.brandId);
}

/**
 * Another tab (or the hosted app and the inline widget on one origin) signed in or out of this
 * brand: follow it. True when this instance's sign-in status changed (the caller tells the
 * guest and goes to search, product.md §4).
 */
export async function followOtherTab(ctx: MemberContext): Promise<boolean> {
  const auth = ctx.store.get(authAtom);
  const stored = memberTokenStore(ctx.brandId).read();
  const mine = auth.status === 'anonymous' ? undefined : auth.accessToken;
  if (stored?.access_token === mine) return false;
  // A refresh in another tab rotates the tokens of the same member: keep signed in quietly.
  if (stored && auth.status === 'member') {
    ctx.store.set(authAtom, {
      ...auth,
      accessToken: stored.access_token,
      refreshToken: stored.refresh_token,
    });
    return false;
  }
  if (!stored) {
    ctx.store.set(authAtom, { status: 'anonymous' });
    return mine !== undefined;
  }
  return restoreStoredSession(ctx);
}

/**
 * The chatbot's commands on the real session (product.md §4): `logout` signs out;
 * `refresh-login-from-chatbot` reloads the identity from the stored session, leaves sign-in
 * pages for search, or (no session or identity) signs out locally and goes to the results.
 */
export async function parentCommand(
  ctx: MemberContext,
  command: 'logout' | 'refresh-login-from-chatbot',
  path = '',
): Promise<void> {
  if (command === 'logout') {
    await signOutMember(ctx);
    return;
  }
  const signedIn = ctx.hasClientSession?.() !== false && (await restoreStoredSession(ctx));
  if (!signedIn) {
    ctx.store.set(authAtom, { status: 'anonymous' });
    ctx.navigate?.('/booking/result', { replace: true });
  } else if (SIGN_IN_PAGES.has(path)) {
    ctx.navigate?.(ctx.searchPath ?? '/booking/result', { replace: true });
  }
}
