import type { WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import type { Member, MemberTokens } from '../../api/contract/membership.ts';
import { memberStorageKey } from '../../rules/stored-keys.ts';
import { type AuthState, authAtom } from '../startup/init-state.ts';
import { storedValue } from '../storage/stored-value.ts';

/**
 * The member session kept per brand in local storage (product.md §3 "A user token kept per
 * brand in local storage"): the short-lived access token and the rotating refresh token. The
 * profile is not stored; startup asks `/user/me` for it, so a revoked session is found at once.
 */
const StoredTokensSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
});
export type StoredTokens = v.InferOutput<typeof StoredTokensSchema>;

/** The storage entry of one brand's member session. */
export function memberTokenStore(brandId: number) {
  return storedValue<StoredTokens>({
    key: memberStorageKey(brandId),
    schema: StoredTokensSchema,
    area: 'local',
  });
}

/** The little of a jotai store this module needs (a store or a test double). */
export interface AuthStore {
  get(atom: typeof authAtom): AuthState;
  set(atom: WritableAtom<AuthState, [AuthState], void>, value: AuthState): void;
}

/** The signed-in member, or undefined (anonymous, or a token from the address not yet checked). */
export function currentMember(auth: AuthState): Member | undefined {
  return auth.status === 'member' ? auth.member : undefined;
}

/** Keeps a new session (sign-in, confirm, setup, password change, token refresh). */
export function keepMemberSession(store: AuthStore, brandId: number, tokens: MemberTokens): void {
  memberTokenStore(brandId).write({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
  });
  store.set(authAtom, {
    status: 'member',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    member: tokens.user,
  });
}

/** Replaces the profile of the signed-in member (after an update); no-op when signed out. */
export function replaceMemberProfile(store: AuthStore, member: Member): void {
  const auth = store.get(authAtom);
  if (auth.status === 'member') store.set(authAtom, { ...auth, member });
}

/** Forgets the session on this device (sign-out, 401, deletion). The server call is separate. */
export function forgetMemberSession(store: AuthStore, brandId: number | undefined): void {
  if (brandId !== undefined) memberTokenStore(brandId).remove();
  store.set(authAtom, { status: 'anonymous' });
}
