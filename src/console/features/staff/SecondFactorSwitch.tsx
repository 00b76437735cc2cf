import { useAtomValue } from 'jotai';
import { setConsoleSecondFactorRequirement } from '../../../api/contract/endpoints/console-staff.ts';
import { useId } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';
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
  const { busy, failure, run } = useAction();
  // Busy until the session is read again, so the box shows the rule the server now holds.
  const change = (next: boolean) =>
    run(
      async () => {
        await call(setConsoleSecondFactorRequirement, { body: { required: next } });
        await refresh();
      },
      () => onChanged(t(next ? 'staff.require.on' : 'staff.require.off')),
    );
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
          onChange={(event) => change(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{t('staff.require.label')}</label>
        <p className="cs-hint" id={`${id}-hint`}>
          {t('staff.require.hint')}
        </p>
      </div>
      <FailureAlert failure={failure} />
    </section>
  );
}
