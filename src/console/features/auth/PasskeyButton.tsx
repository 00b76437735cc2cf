import {
  getConsolePasskeySignInOptions,
  signInConsolePasskey,
} from '../../../api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { passkeyAssertion, passkeyFailureText } from './passkey.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * Signs in with a passkey: on its own (the browser offers the console's passkeys), or as the
 * second step after a password (`ticket`). A closed prompt or an unknown passkey is said
 * beside the button; the member can try again or choose another way.
 */
export function PasskeyButton({
  label,
  ticket,
}: {
  readonly label: string;
  readonly ticket?: string;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ConsoleMessageId | null>(null);

  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const start = await call(getConsolePasskeySignInOptions, {
        body: ticket ? { ticket } : {},
      });
      const credential = await passkeyAssertion(start.options);
      const answer = await call(signInConsolePasskey, {
        body: { challenge_id: start.challenge_id, credential, ...(ticket ? { ticket } : {}) },
      });
      if (answer.status === 'signed_in') await finish();
      else setProblem('auth.passkey.wrong');
    } catch (error) {
      setProblem(
        passkeyFailureText(error) ??
          consoleErrorId(error, {
            [ErrorCode.invalidCredentials]: 'auth.passkey.wrong',
            [ErrorCode.staffSignInRequired]: 'auth.second.expired',
          }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cs-actions">
      <button
        type="button"
        className="cs-button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? t('form.busy') : label}
      </button>
      {problem ? (
        <p className="cs-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
