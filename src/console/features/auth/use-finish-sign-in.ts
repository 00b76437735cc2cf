import { useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { getConsoleSession } from '../../../api/contract/endpoints/console-auth.ts';
import { useCallback } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { safeNext } from '../../shell/route-match.ts';

/**
 * After a sign-in step answered `signed_in` (the cookie is set): asks who is signed in, keeps
 * it, and opens the page the member wanted before signing in (`next`), else the home page.
 */
export function useFinishSignIn(): () => Promise<void> {
  const call = useConsoleCall();
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  return useCallback(async () => {
    const session = await call(getConsoleSession);
    setSession(session);
    navigate(safeNext(new URLSearchParams(search).get('next')), { replace: true });
  }, [call, setSession, navigate, search]);
}
