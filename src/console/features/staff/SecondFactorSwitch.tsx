import { useAtomValue } from 'jotai';
import { setConsoleSecondFactorRequirement } from '../../../api/contract/endpoints/console-staff.ts';
import { useId, useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useRefreshSession } from '../../shared/session/use-refresh-session.ts';

/**
 * The owner's rule for the brand: every member signs in with a second factor (a passkey or an
 * authenticator app). Members without one are sent to set one up at their next call.
 */
export function SecondFactorSwitch({
  onChanged,
}: {
  readonly onChanged: (status: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const refresh = useRefreshSession();
  const id = useId();
  const required = useAtomValue(sessionAtom)?.brand.require_second_factor === true;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await call(setConsoleSecondFactorRequirement, { body: { required: next } });
      await refresh();
      onChanged(t(next ? 'staff.require.on' : 'staff.require.off'));
    } catch (error) {
      setProblem(t(consoleErrorId(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="cs-require">
      <h2 id="cs-require">{t('staff.require.heading')}</h2>
      <div className="cs-field cs-check">
        <input
          id={id}
          type="checkbox"
          checked={required}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{t('staff.require.label')}</label>
        <p className="cs-hint" id={`${id}-hint`}>
          {t('staff.require.hint')}
        </p>
      </div>
      <Problem text={problem} />
    </section>
  );
}
