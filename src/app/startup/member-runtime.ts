import type { ApiClient } from '../../api/client/types.ts';
import { ErrorCode } from '../../api/contract/error.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import type { SessionStore } from '../../api/session/session-store.ts';
import type { ParentCommand } from '../../shared/embed/parent-command.ts';
import type { Store } from '../../shared/errors/slots.ts';
import {
  followOtherTab,
  type MemberContext,
  parentCommand,
  refreshMemberSession,
  startMemberSession,
} from '../../shared/member/member-startup.ts';
import { authAtom, currentPathAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import type { StartupParams } from '../../shared/startup/startup-params.ts';
import { noticeAtom } from '../notice.ts';
import { findRoute } from '../routes.ts';
import { searchPath } from './search-path.ts';

/**
 * The member half of the runtime (create-runtime.ts), loaded only when a member session is in
 * play (a token at startup or in storage, a member call refused, another tab, a chatbot
 * command), so an anonymous guest's first screen carries none of it.
 */
export interface MemberRuntimeHost {
  readonly client: ApiClient;
  readonly store: Store;
  readonly params: StartupParams;
  readonly sessionStore: SessionStore;
  /** The brand, once the init settings named it. */
  readonly brandId: number | undefined;
  navigate(to: string, options?: { replace?: boolean }): void;
}

function context(host: MemberRuntimeHost): MemberContext | undefined {
  const settings = host.store.get(initSettingsAtom);
  if (host.brandId === undefined) return undefined;
  return {
    client: host.client,
    store: host.store,
    brandId: host.brandId,
    navigate: host.navigate,
    searchPath: searchPath(settings),
    hasClientSession: () => host.sessionStore.get() !== undefined,
  };
}

const toSearch = (host: MemberRuntimeHost) =>
  host.navigate(searchPath(host.store.get(initSettingsAtom)), { replace: true });

/** Startup's "identify the user" (after the init settings). */
export async function start(host: MemberRuntimeHost): Promise<void> {
  const ctx = context(host);
  if (ctx) await startMemberSession(ctx, host.params, host.store.get(currentPathAtom));
}

/** One refresh at a time per store: calls refused together share it. */
const refreshing = new WeakMap<Store, Promise<boolean>>();

/**
 * A call with a member token was refused (401). An expired access token (1400) is refreshed
 * once (true: the client retries the call); otherwise, or when that fails, doc 2 §8: local
 * sign-out, a message, then sign-in (where a login is required) or search.
 */
export async function unauthorized(
  host: MemberRuntimeHost,
  error: ApiError,
  mayRetry: boolean,
): Promise<boolean> {
  const ctx = context(host);
  if (ctx && mayRetry && error.code === ErrorCode.sessionExpired) {
    let pending = refreshing.get(host.store);
    if (!pending) {
      pending = refreshMemberSession(ctx).finally(() => refreshing.delete(host.store));
      refreshing.set(host.store, pending);
    }
    if (await pending) return true;
  }
  const status = host.store.get(authAtom).status;
  host.store.set(authAtom, { status: 'anonymous' });
  host.store.set(noticeAtom, 'app.signedOut');
  // A session found dead while startup identifies the member: told, and the page stays.
  if (status === 'token') return false;
  const wasSignedIn = status !== 'anonymous';
  const needsLogin = findRoute(host.store.get(currentPathAtom))?.loginRequired === true;
  if (wasSignedIn && needsLogin) host.navigate('/sign-in', { replace: true });
  else toSearch(host);
  return false;
}

/** product.md §4: a sign-in status change (another tab) redirects to the search page. */
export async function otherTab(host: MemberRuntimeHost): Promise<void> {
  const ctx = context(host);
  if (!ctx || !(await followOtherTab(ctx))) return;
  host.store.set(noticeAtom, 'membership.statusChanged');
  toSearch(host);
}

/** The chatbot's `logout` / `refresh-login-from-chatbot` on the real session. */
export async function command(host: MemberRuntimeHost, action: ParentCommand): Promise<void> {
  const ctx = context(host);
  if (!ctx) host.store.set(authAtom, { status: 'anonymous' });
  else await parentCommand(ctx, action, host.store.get(currentPathAtom));
}
