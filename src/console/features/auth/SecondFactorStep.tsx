import * as v from 'valibot';
import {
  RecoveryCodeSchema,
  SignInTicketSchema,
  TotpCodeSchema,
} from '../../../api/contract/console/auth.ts';
import { signInConsoleTotp } from '../../../api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { PasskeyButton } from './PasskeyButton.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * The second sign-in step, after the password: the member's passkey, or a code from their
 * authenticator app, or one of their recovery codes. The ticket lasts five minutes; once spent
 * or expired, "Start again" goes back to the password.
 */
export function SecondFactorStep({
  ticket,
  methods,
  onRestart,
}: {
  readonly ticket: string;
  readonly methods: readonly ('passkey' | 'totp')[];
  readonly onRestart: () => void;
}) {
  const t = useCT();
  const [recovery, setRecovery] = useState(false);
  return (
    <section aria-labelledby="cs-second-heading">
      <h2 id="cs-second-heading">{t('auth.second.heading')}</h2>
      <p>{t('auth.second.intro')}</p>
      {methods.includes('passkey') ? (
        <PasskeyButton label={t('auth.second.usePasskey')} ticket={ticket} />
      ) : null}
      {methods.includes('totp') ? (
        <CodeForm
          // A new form for the other kind of code: nothing of one is sent as the other.
          key={recovery ? 'recovery' : 'code'}
          ticket={ticket}
          recovery={recovery}
          onSwitch={() => setRecovery((current) => !current)}
        />
      ) : null}
      <p>
        <button type="button" className="cs-link-button" onClick={onRestart}>
          {t('auth.second.restart')}
        </button>
      </p>
    </section>
  );
}

const TicketCodeSchema = v.union([
  v.object({ ticket: SignInTicketSchema, code: TotpCodeSchema }),
  v.object({ ticket: SignInTicketSchema, recovery_code: RecoveryCodeSchema }),
]);

/** An authenticator code, or (`recovery`) a recovery code, for the ticket. */
function CodeForm({
  ticket,
  recovery,
  onSwitch,
}: {
  readonly ticket: string;
  readonly recovery: boolean;
  readonly onSwitch: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const finish = useFinishSignIn();
  const form = useConsoleForm({
    initial: { code: '', recovery_code: '' },
    schema: recovery
      ? v.object({ ticket: SignInTicketSchema, recovery_code: RecoveryCodeSchema })
      : v.object({ ticket: SignInTicketSchema, code: TotpCodeSchema }),
    toInput: (values) =>
      recovery ? { ticket, recovery_code: values.recovery_code } : { ticket, code: values.code },
    errorCodes: {
      [ErrorCode.invalidCredentials]: 'auth.second.wrongCode',
      [ErrorCode.staffSignInRequired]: 'auth.second.expired',
    },
    onSubmit: async (body: v.InferOutput<typeof TicketCodeSchema>) => {
      const answer = await call(signInConsoleTotp, { body });
      if (answer.status === 'signed_in') await finish();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name={recovery ? 'recovery_code' : 'code'}
        label={t(recovery ? 'auth.second.recovery' : 'auth.second.code')}
        hint={t(recovery ? 'auth.second.recoveryHint' : 'auth.second.codeHint')}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        ltr
      />
      <div className="cs-actions">
        <SubmitButton form={form}>{t('auth.second.submit')}</SubmitButton>
        <button type="button" className="cs-link-button" onClick={onSwitch}>
          {t(recovery ? 'auth.second.useCode' : 'auth.second.useRecovery')}
        </button>
      </div>
    </form>
  );
}
