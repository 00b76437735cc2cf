import { useSetAtom } from 'jotai';
import { getConsoleSession } from '../../../api/contract/endpoints/console-auth.ts';
import { useCallback } from '../../../react.ts';
import { useConsoleCall } from '../api/api-context.tsx';
import { sessionAtom } from './session-state.ts';

/** Asks who is signed in again (after a change to the member's second factors) and keeps it. */
export function useRefreshSession(): () => Promise<void> {
  const call = useConsoleCall();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(async () => {
    setSession(await call(getConsoleSession));
  }, [call, setSession]);
}
