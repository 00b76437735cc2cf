import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/react.tsx';
import type { ReactNode } from '../../react.ts';
import { authAtom } from '../startup/init-state.ts';
import { signInHref } from './return-path.ts';

/**
 * The gate of a login-required route (routes.ts `loginRequired`): a signed-out visitor is sent
 * to /sign-in with this address as `redirect`, so signing in brings them back here. It lives
 * in the route's lazily loaded screen, not in the shell, so the first screen carries none of
 * it. A token from the address still being checked at startup waits (the loader) instead.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const [path] = useLocation();
  const search = useSearch();
  const t = useT();
  if (auth.status === 'member') return <>{children}</>;
  if (auth.status === 'token') {
    return (
      <p className="hb-loader" role="status" aria-live="polite">
        {t('app.loading')}
      </p>
    );
  }
  return <Redirect to={signInHref(path, search)} replace />;
}
