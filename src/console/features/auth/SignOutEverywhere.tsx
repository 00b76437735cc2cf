import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { signOutConsoleEverywhere } from '../../../api/contract/endpoints/console-auth.ts';
import { useState } from '../../../react.ts';
import { SIGN_IN_PATH } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { sessionAtom } from '../../shared/session/session-state.ts';

/** Ends every console session of the member (a lost phone, a shared computer), this one too. */
export function SignOutEverywhere() {
  const t = useCT();
  const call = useConsoleCall();
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const signOut = async () => {
    try {
      await call(signOutConsoleEverywhere);
      setSession(null);
      navigate(SIGN_IN_PATH, { replace: true });
    } catch (error) {
      setProblem(t(consoleErrorId(error)));
    }
  };
  return (
    <section aria-labelledby="cs-everywhere">
      <h2 id="cs-everywhere">{t('auth.everywhere.heading')}</h2>
      <p>{t('auth.everywhere.intro')}</p>
      <Problem text={problem} />
      <button type="button" className="cs-button cs-danger" onClick={() => void signOut()}>
        {t('auth.everywhere.button')}
      </button>
    </section>
  );
}
